// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  e2eTests,
  failedLines,
  passedOnRetry,
  slowestLines,
  unitTests,
  type PlaywrightReport,
  type VitestReport,
} from "./test-report";

// The shapes of reports/unit.json (Vitest) and reports/e2e.json (Playwright), cut to a few tests.
const unit: VitestReport = {
  testResults: [
    {
      name: "/repo/app/lib/format-price.test.ts",
      assertionResults: [
        { ancestorTitles: ["formatPrice"], title: "shows cents", duration: 2.5 },
        { ancestorTitles: [], title: "no time", duration: null },
      ],
    },
    {
      name: "/repo/server/api.test.ts",
      assertionResults: [
        { ancestorTitles: ["reviews"], title: "pages", duration: 5326, status: "passed" },
        {
          ancestorTitles: ["numbers"],
          title: "counts today",
          duration: 12,
          status: "failed",
          failureMessages: ["\u001b[31mAssertionError: expected 3 to be 4\u001b[39m\n    at stack"],
        },
      ],
    },
  ],
};

const e2e: PlaywrightReport = {
  suites: [
    {
      title: "home.spec.ts",
      file: "home.spec.ts",
      specs: [
        {
          title: "carousel wraps",
          file: "home.spec.ts",
          tests: [{ status: "expected", results: [{ duration: 4200, retry: 0 }] }],
        },
      ],
      suites: [
        {
          title: "on a phone",
          file: "home.spec.ts",
          specs: [
            {
              title: "fits",
              file: "home.spec.ts",
              tests: [
                {
                  status: "flaky",
                  results: [
                    { duration: 45000, retry: 0 },
                    { duration: 3000, retry: 1 },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: "cart.spec.ts",
      file: "cart.spec.ts",
      specs: [
        {
          title: "adds",
          file: "cart.spec.ts",
          tests: [{ status: "unexpected", results: [{ duration: 900 }] }],
        },
      ],
    },
  ],
};

describe("the test report", () => {
  it("reads every unit test with its file, describe blocks and time", () => {
    expect(unitTests(unit, "/repo")).toEqual([
      {
        level: "unit",
        file: "app/lib/format-price.test.ts",
        name: "formatPrice › shows cents",
        ms: 2.5,
      },
      { level: "unit", file: "app/lib/format-price.test.ts", name: "no time", ms: 0 },
      { level: "unit", file: "server/api.test.ts", name: "reviews › pages", ms: 5326 },
      { level: "unit", file: "server/api.test.ts", name: "numbers › counts today", ms: 12 },
    ]);
  });

  it("reads every e2e test in nested describe blocks, counting all its attempts", () => {
    expect(e2eTests(e2e)).toEqual([
      { level: "e2e", file: "tests/e2e/home.spec.ts", name: "carousel wraps", ms: 4200 },
      { level: "e2e", file: "tests/e2e/home.spec.ts", name: "on a phone › fits", ms: 48000 },
      { level: "e2e", file: "tests/e2e/cart.spec.ts", name: "adds", ms: 900 },
    ]);
  });

  it("names the tests that passed only on a retry, and no other", () => {
    expect(passedOnRetry(e2e)).toEqual(["tests/e2e/home.spec.ts › on a phone › fits"]);
    expect(passedOnRetry(null)).toEqual([]);
  });

  it("names every failed test of both levels, a unit test with its failure's first line", () => {
    expect(failedLines(unit, e2e, "/repo")).toEqual([
      "  unit  server/api.test.ts › numbers › counts today\n        AssertionError: expected 3 to be 4",
      "  e2e   tests/e2e/cart.spec.ts › adds",
    ]);
    expect(failedLines(null, null, "/repo")).toEqual([]);
  });

  it("lists the slowest of both levels together, slowest first, as many as asked", () => {
    const lines = slowestLines([...unitTests(unit, "/repo"), ...e2eTests(e2e)], 3);
    expect(lines).toEqual([
      "  48.0 s  e2e   tests/e2e/home.spec.ts › on a phone › fits",
      "   5.3 s  unit  server/api.test.ts › reviews › pages",
      "   4.2 s  e2e   tests/e2e/home.spec.ts › carousel wraps",
    ]);
    expect(slowestLines([])).toEqual([]);
  });
});
