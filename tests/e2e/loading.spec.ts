import type { Page } from "@playwright/test";
import { FALLBACK_MS } from "../../scripts/lib/start-after-paint";
import { appStarted, expect, holdRequests, test } from "./fixtures";

/** When the page painted its first content, and when it asked for the app's first script. */
function timings(page: Page) {
  return page.evaluate(() => ({
    firstContentfulPaint:
      performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    manifestRequested:
      performance
        .getEntriesByType("resource")
        .find((entry) => new URL(entry.name).pathname.startsWith("/assets/manifest-"))?.startTime ??
      null,
  }));
}

// docs/decisions/007-performance.md: on a slow phone the app's JavaScript must not compete with
// the page's own first paint for bandwidth (scripts/lib/start-after-paint.ts).
for (const { path, ready } of [
  { path: "/", ready: { role: "button", name: "Previous slide" } },
  { path: "/login", ready: { role: "button", name: "Login" } },
  { path: "/subscribe", ready: { role: "button", name: "Subscribe" } },
] as const) {
  test(`${path}: the prerendered page paints before the app's scripts are fetched, then the app starts`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole(ready.role, { name: ready.name, exact: true })).toBeEnabled();
    const { firstContentfulPaint, manifestRequested } = await timings(page);
    expect(firstContentfulPaint).not.toBeNull();
    expect(manifestRequested).not.toBeNull();
    expect(manifestRequested!).toBeGreaterThanOrEqual(firstContentfulPaint!);
  });
}

test("a page rendered in the browser fetches the app's scripts at once: it has nothing to paint before them", async ({
  page,
}) => {
  await page.goto("/subscribe/1");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const { manifestRequested } = await timings(page);
  expect(manifestRequested).not.toBeNull();
  // Waiting for a paint that the spinner never makes would start the app only after FALLBACK_MS.
  expect(manifestRequested!).toBeLessThan(FALLBACK_MS / 2);
});

test("the app marks <html data-hydrated> once it has started, never in the prerendered HTML", async ({
  page,
}) => {
  const release = await holdRequests(page, "**/assets/*.js");
  await page.goto("/login", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  release();
  await appStarted(page);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
});
