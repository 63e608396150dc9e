import { readFile } from "node:fs/promises";
import path from "node:path";
import { catalogueSchema, type Box } from "@shared/catalogue";

/**
 * Build time only (`.server` keeps it out of the browser bundle): reads public/catDog.json from
 * disk so prerendered pages carry the listing in their HTML (docs/decisions/020). Throws when
 * the file is malformed, which fails the build rather than shipping a broken page.
 */
export async function readCatalogueFile(
  file = path.join(process.cwd(), "public", "catDog.json"),
): Promise<Box[]> {
  const parsed = catalogueSchema.safeParse(JSON.parse(await readFile(file, "utf8")));
  if (!parsed.success) {
    throw new Error(`${file} does not match the catalogue schema: ${parsed.error.message}`);
  }
  return parsed.data;
}
