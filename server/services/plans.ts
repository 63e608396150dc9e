import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { plansFileSchema, type Plan } from "../../shared/commerce/plans";

/**
 * A plans file, checked: the first of `candidates` that exists. A missing or invalid file stops
 * the start: selling at a discount nobody chose is worse than not starting.
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

/**
 * The plans checkout sells, read once at start: those the app was built with (the build's copy,
 * `<build>/client/plans.json`, else `public/plans.json`), which /terms describes in its
 * prerendered HTML. PLANS_FILE, if set, must hold the same plans: a server selling other plans
 * than the terms describe refuses to start (decision 183).
 */
export function sellablePlans(clientDir: string, explicit: string | null): Plan[] {
  const builtCandidates = planCandidates(clientDir, null);
  const built = loadPlans(builtCandidates);
  if (!explicit) return built;
  const configured = loadPlans([explicit]);
  if (!isDeepStrictEqual(configured, built)) {
    const builtFile = builtCandidates.find((candidate) => existsSync(candidate));
    throw new Error(
      `PLANS_FILE (${explicit}) holds other plans than the app was built with (${builtFile}), ` +
        "so /terms would describe plans that checkout does not sell. To change the plans, edit " +
        "public/plans.json and build again; PLANS_FILE may only repeat the built plans.",
    );
  }
  return configured;
}
