import { describe, expect, it } from "vitest";
import { budgetMisses } from "./budgets";
import type { Report, SignedInResult } from "./report";

function signedIn(mainContentMs: number, heading: string | null): SignedInResult {
  return {
    path: "/admin",
    lighthouse: { mainContentMs, lcpMs: 900, fcpMs: 700, tbtMs: 0, cls: 0, lcpElement: null },
    devtools: { heading, mainContentMs, lcpMs: 900, cls: 0 },
    jsGzipBytes: 100_000,
  };
}

function report(backOffice: Report["backOffice"]): Report {
  return { date: "", runs: 1, pages: {}, signedIn: {}, backOffice, bundle: {}, misses: [] };
}

describe("the back office's budget", () => {
  it("is met by a screen shown within 2.5 s with its own heading", () => {
    expect(
      budgetMisses(report({ today: { ...signedIn(2400, "Today"), expectedHeading: "Today" } })),
    ).toEqual([]);
  });

  it("names a screen whose main content comes later than 2.5 s, or never", () => {
    expect(
      budgetMisses(
        report({
          packing: { ...signedIn(2600, "Packing"), expectedHeading: "Packing" },
          numbers: { ...signedIn(Infinity, "Numbers"), expectedHeading: "Numbers" },
        }),
      ),
    ).toEqual([
      "back office packing: main content 2600 ms > 2500 ms",
      "back office numbers: main content never > 2500 ms",
    ]);
  });

  it("counts a failure screen as a miss, however fast", () => {
    expect(
      budgetMisses(
        report({ today: { ...signedIn(800, "Back office"), expectedHeading: "Today" } }),
      ),
    ).toEqual(['back office today: showed "Back office", not "Today"']);
  });
});
