import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { plansFileSchema, type Plan } from "../../shared/commerce/plans";

/**
 * The plans checkout sells, read once at start from beside the catalogue: PLANS_FILE if set,
 * else the built app's copy (`<build>/client/plans.json`), else `public/plans.json`. A missing
 * or invalid file stops the start: selling at a discount nobody chose is worse than not starting.
 */
export function loadPlans(candidates: readonly string[]): Plan[] {
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`No plans file found (looked for ${candidates.join(", ")}).`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = plansFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const where = issue.path.length > 0 ? `at ${issue.path.join(".")}: ` : "";
      return `${where}${issue.message}`;
    });
    throw new Error(`${file} is not a valid plans file: ${problems.join("; ")}`);
  }
  return parsed.data;
}

export function planCandidates(clientDir: string, explicit: string | null): string[] {
  if (explicit) return [explicit];
  return [path.join(clientDir, "plans.json"), path.resolve("public", "plans.json")];
}
