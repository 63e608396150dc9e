// Issue 14: the pages where people buy, opened cold by a customer whose session is stored. They
// do not shift as their data comes in; the open ones (the cart) show while the session is still
// being checked; the session is checked without the sign-in SDK, by the shop's server, and the
// SPA fallback sends the page's first requests and that check before the app's code has arrived
// (decisions 007, 165, 168).
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { appStarted, createAccount, expect, holdRequests, settled, signIn, test } from "./fixtures";

type Box = { id: number; name: string };

/** A customer who signed in on an earlier visit, with box 1 in the cart, about to buy. */
async function customerWithCart(page: Page) {
  await signIn(page, await createAccount({ displayName: "Cold Start Cleo" }));
  const [first] = (await (await page.request.get("/catDog.json")).json()) as Box[];
  await page.evaluate((box) => localStorage.setItem("cart", JSON.stringify([box])), first);
  return first!;
}

/** Sums layout shifts without recent input from the start of the next document. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.shifted += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

// One page per test: each is a cold start of its own, and none waits behind the others.
const box = (
  JSON.parse(readFileSync("public/catDog.json", "utf8")) as { id: number; name: string }[]
)[0]!;
const buyingPages: [path: string, heading: string][] = [
  [`/boxcarddetails/${box.id}`, box.name],
  ["/checkout", "Checkout"],
  ["/pets", "My pets"],
  ["/account/subscriptions", "My subscriptions"],
  ["/cart", "Your cart"],
];

test.describe("signed-in pages do not shift when their data replaces the spinner, and load no zod", () => {
  for (const [path, heading] of buyingPages) {
    test(path, async ({ page }) => {
      await customerWithCart(page);
      await recordShifts(page);
      // Their first reads are read without a schema library, whose forms load it when used
      // (decision 205): zod's code names its classes, e.g. "$ZodObject".
      const scripts: Promise<string>[] = [];
      page.on("response", (response) => {
        if (/\/assets\/.*\.js$/.test(new URL(response.url()).pathname)) {
          scripts.push(response.text().catch(() => ""));
        }
      });
      // The shop's answers wait until the page shows that it is waiting (its spinner, or the
      // navigation checking the sign-in), as on a phone.
      const release = await holdRequests(page, "**/api/**");
      await page.goto(path);
      await expect(page.getByRole("status").first()).toBeVisible();
      release();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await settled(page);
      const shifted = await page.evaluate(() => (window as unknown as { shifted: number }).shifted);
      expect(shifted, `layout shift on ${path}`).toBeLessThanOrEqual(0.02);
      const loaded = await Promise.all(scripts);
      expect(loaded.length, `scripts of ${path}`).toBeGreaterThan(3);
      expect(loaded.filter((code) => code.includes("$ZodObject")).length, `zod on ${path}`).toBe(0);
    });
  }
});

test("the cart shows while a stored session is still being checked; only the account waits", async ({
  page,
}) => {
  const box = await customerWithCart(page);
  const releaseCheck = await holdRequests(page, "**/api/session");
  await page.goto("/cart");
  await appStarted(page);
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
  await expect(page.getByRole("main").getByText(box.name).first()).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByTestId("nav-checking").first()).toBeVisible();
  // Not yet known to be a visitor, so no "sign in first" hint that would vanish a moment later.
  await expect(page.getByText("You will sign in or create an account first.")).toHaveCount(0);

  releaseCheck();
  await expect(nav.getByTestId("nav-user-name").first()).toHaveText("Cold Start Cleo");
  await expect(page.getByRole("main").getByText(box.name).first()).toBeVisible();
});

test("a stored session is checked and signed out of without loading the sign-in SDK", async ({
  page,
}) => {
  await customerWithCart(page);
  const sdk: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/firebase/.test(request.url())) sdk.push(request.url());
  });
  for (const path of ["/pets", "/cart", "/checkout"]) {
    await page.goto(path);
    await appStarted(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByTestId("nav-user-name").first()).toHaveText("Cold Start Cleo");
  }
  expect(sdk, "SDK chunks loaded by signed-in pages").toEqual([]);

  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect(page.getByRole("dialog", { name: "Logged out!" })).toBeVisible();
  expect(sdk, "SDK chunks loaded to sign out").toEqual([]);
  expect(
    await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith("firebase:"))),
  ).toBe(false);
});

const firstRequests: [path: string, heading: string, first: string[]][] = [
  ["/pets", "My pets", ["GET /api/session", "GET /api/pets"]],
  ["/cart", "Your cart", ["GET /api/session", "GET /catDog.json"]],
  [
    `/boxcarddetails/${box.id}`,
    box.name,
    ["GET /api/session", "GET /catDog.json", `GET /api/boxes/${box.id}/reviews`],
  ],
  [
    "/checkout",
    "Checkout",
    [
      "GET /api/session",
      "GET /catDog.json",
      "GET /api/pets",
      "GET /api/plans",
      "GET /api/addresses/last",
    ],
  ],
  [
    "/account/subscriptions",
    "My subscriptions",
    ["GET /api/session", "GET /catDog.json", "GET /api/subscriptions", "GET /api/pets"],
  ],
];

test.describe("the SPA fallback sends a page's first requests and the session check before the app's code arrives", () => {
  for (const [path, heading, first] of firstRequests) {
    test(path, async ({ page }) => {
      await customerWithCart(page);
      const sent: string[] = [];
      const identity: string[] = [];
      page.on("request", (request) => {
        // The page's data and the session check (not its document, scripts, images or CORS
        // preflights), however they are asked for: fetch() or a preload.
        const url = new URL(request.url());
        if (url.pathname.includes("identitytoolkit")) identity.push(url.pathname);
        const data = url.pathname.startsWith("/api/") || url.pathname === "/catDog.json";
        if (!data || request.method() === "OPTIONS") return;
        sent.push(`${request.method()} ${url.pathname}`);
      });
      // The app's code is held back: whatever is sent meanwhile was sent by the page itself.
      const releaseScripts = await holdRequests(page, "**/assets/*.js");
      await page.goto(path, { waitUntil: "commit" });
      await expect.poll(() => [...sent].sort(), { message: path }).toEqual([...first].sort());
      releaseScripts();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState("networkidle");
      // The app took those answers: nothing was asked twice.
      const twice = sent.filter((request, index) => sent.indexOf(request) !== index);
      expect(twice, `asked twice on ${path}`).toEqual([]);
      // The shop's server confirmed the session: the phone opened no connection to the identity
      // service (decision 168).
      expect(identity).toEqual([]);
    });
  }
});

test("a signed-in page asks for its data while the session is still being checked", async ({
  page,
}) => {
  await customerWithCart(page);
  const releaseCheck = await holdRequests(page, "**/api/session");
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/")) asked.push(`${request.method()} ${pathname}`);
  });
  const pages: [path: string, request: string][] = [
    ["/pets", "GET /api/pets"],
    ["/checkout", "GET /api/plans"],
    ["/account/subscriptions", "GET /api/subscriptions"],
  ];
  for (const [path, data] of pages) {
    asked.length = 0;
    await page.goto(path);
    await appStarted(page);
    // The spinner stays, as the spec asks, but the data is on its way.
    await expect(page.getByRole("status").first()).toBeVisible();
    await expect.poll(() => asked).toContain(data);
  }
  releaseCheck();
  await expect(page.getByRole("heading", { level: 1, name: "My subscriptions" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No subscriptions yet" })).toBeVisible();
});

test("a signed-in page whose data cannot be loaded says why under its heading, and Try again loads it", async ({
  page,
  consoleErrors,
}) => {
  // Chromium logs the refused request itself; nothing else may be logged (decision 195).
  consoleErrors.allow(/status of 503/);
  await customerWithCart(page);
  for (const [path, heading, api, loaded] of [
    ["/pets", "My pets", "**/api/pets", "No pets yet"],
    ["/account/orders", "My orders", "**/api/account/history", "No orders yet"],
  ] as const) {
    let down = true;
    await page.route(api, async (route) => {
      if (!down) return route.fallback();
      await route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "unavailable", message: "The shop is resting." } }),
      });
    });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    const failure = page.getByRole("alert").filter({ hasText: "The shop is resting." });
    await expect(failure).toBeVisible();
    down = false;
    await failure.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: loaded })).toBeVisible();
    await expect(failure).toHaveCount(0);
    await page.unroute(api);
  }
});
