import type { Page } from "@playwright/test";
import { createAccount, expect, signInThroughUi, test } from "./fixtures";
import { E2E_BASE_URL } from "./env";

/** Collects CSP violations reported in the page (and its frames) from the first script on. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      w.__csp.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test("HTML pages carry a strict CSP and the other security headers", async ({ request }) => {
  for (const path of ["/", "/login", "/contact"]) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src ")) ?? "";
    expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-[^']+'/);
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+/);
    expect(csp).not.toMatch(/\*\./);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cache-control"]).toBe("no-cache");
  }
});

test("hashed assets are cached for a year, immutable", async ({ request, page }) => {
  await page.goto("/");
  const script = await page
    .locator('script[type="module"][src^="/assets/"], link[rel="modulepreload"]')
    .first();
  const src = (await script.getAttribute("src")) ?? (await script.getAttribute("href"));
  const response = await request.get(src!);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("encoded or plain ../ never reaches outside the build folder", async () => {
  const attempts = [
    "/../package.json",
    "/%2e%2e/package.json",
    "/%2e%2e%2fpackage.json",
    "/assets/..%2f..%2f..%2fpackage.json",
    "/..%5c..%5cpackage.json",
    "/%252e%252e/package.json",
    "/assets/%2e%2e/%2e%2e/%2e%2e/server/app.ts",
  ];
  for (const attempt of attempts) {
    // fetch() keeps the path as written (Playwright's request would normalise it).
    const response = await fetch(`${E2E_BASE_URL}${attempt}`);
    const body = await response.text();
    expect(body, attempt).not.toContain('"name": "petbox-storefront"');
    expect(body, attempt).not.toContain("createApp");
    expect(response.status, attempt).toBeLessThan(500);
  }
});

test("methods other than GET and HEAD on pages get 405", async () => {
  for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
    const response = await fetch(`${E2E_BASE_URL}/login`, { method });
    expect(response.status, method).toBe(405);
  }
});

test("no CSP violations on the home page and through a sign-in", async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);

  const account = await createAccount();
  await page.goto("/login");
  await signInThroughUi(page, account);
  await expect(page.getByTestId("nav-user-name").first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
