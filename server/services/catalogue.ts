import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { catalogueSchema, type Box } from "../../shared/catalogue";

/**
 * The boxes the API knows, read once at start: CATALOGUE_FILE if set, else the copy in the
 * built app (`<build>/client/catDog.json`, what the browser reads), else `public/catDog.json`.
 */
export function loadCatalogue(candidates: readonly string[]): Box[] {
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`No catalogue found (looked for ${candidates.join(", ")}).`);
  const parsed = catalogueSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file} is not a valid catalogue: ${parsed.error.message}`);
  return parsed.data;
}

export function catalogueCandidates(clientDir: string, explicit: string | null): string[] {
  if (explicit) return [explicit];
  return [path.join(clientDir, "catDog.json"), path.resolve("public", "catDog.json")];
}
