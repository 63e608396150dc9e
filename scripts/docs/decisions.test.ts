// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The decision records stay readable as a set: each says whether it still holds, and the index
// a newcomer starts from lists every one with that status (docs/decisions/README.md).
const folder = path.resolve(import.meta.dirname, "../../docs/decisions");
const records = readdirSync(folder)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort()
  .map((name) => {
    const lines = readFileSync(path.join(folder, name), "utf8").split("\n");
    const blank = lines.findIndex((line, index) => index > 2 && line.trim() === "");
    const statusLine = lines.slice(2, blank).join(" ");
    return {
      name,
      number: name.slice(0, 3),
      status: /· Status: (.*)$/.exec(statusLine)?.[1] ?? "",
    };
  });
const index = readFileSync(path.join(folder, "README.md"), "utf8");
const numbers = new Set(records.map((record) => record.number));

/** "superseded by 045, itself superseded by 080 and 081" → ["045", "080", "081"] */
const numbersIn = (text: string) => text.match(/\b\d{3}\b/g) ?? [];

describe("decision records", () => {
  it("each says in its Status line whether it is current or superseded, naming what replaced it", () => {
    expect(records.length).toBeGreaterThan(90);
    for (const { name, status } of records) {
      expect(status, `${name}: "Status: current…" or "Status: superseded…"`).toMatch(
        /^(current|superseded (in part )?by \d{3})/,
      );
      const replacedBy = status.startsWith("superseded") ? status.split("; the rest")[0]! : "";
      for (const number of numbersIn(replacedBy)) {
        expect(numbers, `${name} names decision ${number}`).toContain(number);
      }
    }
  });

  it("are all in the index, with the status they give", () => {
    for (const { name, status } of records) {
      const row = index
        .split("\n")
        .find((line) => line.startsWith("| ") && line.includes(`](${name})`));
      expect(row, `docs/decisions/README.md lists ${name}`).toBeDefined();
      const listed = row!.split("|").at(-2)!.trim();
      expect(listed.split(" by ")[0], `${name}'s status in the index`).toBe(
        status.startsWith("superseded in part")
          ? "superseded in part"
          : status.startsWith("superseded")
            ? "superseded"
            : "current",
      );
    }
    const firstTen = index.split("## The ten to read first")[1]!.split("## Index")[0]!;
    const named = firstTen.match(/^\d+\. \[(\d{3})/gm) ?? [];
    expect(named).toHaveLength(10);
  });
});
