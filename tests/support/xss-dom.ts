import { expect } from "vitest";
import { markupFindings } from "./markup-findings";

/**
 * For component tests: fails when anything in the jsdom document became markup or script (the
 * same check the browser tests run in the page). jsdom runs no script and loads no image, so what
 * counts here is what was built: handlers, dangerous URLs, script and frame elements.
 */
export function expectNoInjectedMarkup(step: string) {
  expect(markupFindings([]), step).toEqual([]);
}
