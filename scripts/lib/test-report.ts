// What `npm test` prints from the JSON reports of Vitest (reports/unit.json) and Playwright
// (reports/e2e.json): the tests that failed, the slowest tests of both, and the end-to-end tests
// that passed only when retried (docs/decisions/192). Only the fields read here are typed.
import path from "node:path";

export interface TimedTest {
  level: "unit" | "e2e";
  /** The test file, relative to the repository. */
  file: string;
  /** Its describe blocks and title, joined with " › ". */
  name: string;
  ms: number;
}

export interface VitestReport {
  testResults?: {
    name: string;
    assertionResults?: {
      ancestorTitles?: string[];
      title: string;
      duration?: number | null;
      status?: string;
      failureMessages?: string[] | null;
    }[];
  }[];
}

interface PlaywrightTest {
  status?: "expected" | "unexpected" | "flaky" | "skipped";
  results?: { duration: number; retry?: number }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file?: string; tests?: PlaywrightTest[] }[];
  suites?: PlaywrightSuite[];
}

export interface PlaywrightReport {
  suites?: PlaywrightSuite[];
}

/** Every unit and component test with its time. */
export function unitTests(report: VitestReport | null, root: string): TimedTest[] {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      level: "unit" as const,
      file: path.relative(root, file.name),
      name: [...(test.ancestorTitles ?? []), test.title].join(" › "),
      ms: test.duration ?? 0,
    })),
  );
}

interface E2eTest extends TimedTest {
  status: PlaywrightTest["status"];
}

function e2eEntries(report: PlaywrightReport | null): E2eTest[] {
  const found: E2eTest[] = [];
  const visit = (suite: PlaywrightSuite, titles: string[], file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        found.push({
          level: "e2e",
          file: `tests/e2e/${spec.file ?? file}`,
          name: [...titles, spec.title].join(" › "),
          // Every attempt counts: a retried test cost the run both.
          ms: (test.results ?? []).reduce((sum, result) => sum + result.duration, 0),
          status: test.status,
        });
      }
    }
    for (const inner of suite.suites ?? []) visit(inner, [...titles, inner.title], file);
  };
  // The top suites are the files; their titles are the file names.
  for (const suite of report?.suites ?? []) visit(suite, [], suite.file ?? suite.title);
  return found;
}

/** Every end-to-end test with its time (all its attempts). */
export function e2eTests(report: PlaywrightReport | null): TimedTest[] {
  return e2eEntries(report).map(({ level, file, name, ms }) => ({ level, file, name, ms }));
}

/** The end-to-end tests that failed first and passed on a retry, by file and name. */
export function passedOnRetry(report: PlaywrightReport | null): string[] {
  return e2eEntries(report)
    .filter((test) => test.status === "flaky")
    .map((test) => `${test.file} › ${test.name}`);
}

/** The first line of a failure, without the terminal's colours, cut to a line's length. */
function firstLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const plain = (message ?? "").replace(/\u001b\[[0-9;]*m/g, "").trim();
  const line = plain.split("\n", 1)[0] ?? "";
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/**
 * The tests that failed, by level, file and name, each unit test with the first line of its
 * failure: CI prints only the end of the run, and a failure named there is one fixed sooner.
 */
export function failedLines(
  unit: VitestReport | null,
  e2e: PlaywrightReport | null,
  root: string,
): string[] {
  const units = (unit?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === "failed")
      .map((test) => {
        const name = [...(test.ancestorTitles ?? []), test.title].join(" › ");
        const why = firstLine(test.failureMessages?.[0]);
        return `  unit  ${path.relative(root, file.name)} › ${name}${why ? `\n        ${why}` : ""}`;
      }),
  );
  const e2es = e2eEntries(e2e)
    .filter((test) => test.status === "unexpected")
    .map((test) => `  e2e   ${test.file} › ${test.name}`);
  return [...units, ...e2es];
}

/** The `count` slowest tests, slowest first, one line each. */
export function slowestLines(tests: TimedTest[], count = 10): string[] {
  return [...tests]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(
      (test) =>
        `${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.level.padEnd(4)}  ${test.file} › ${test.name}`,
    );
}
