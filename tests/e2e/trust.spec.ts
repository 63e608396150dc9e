import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import {
  appStarted,
  createAccount,
  expect,
  expectNoA11yViolations,
  screenshots,
  sidewaysOverflow,
  signIn,
  signInThroughUi,
  test,
  type TestAccount,
} from "./fixtures";

// Issue 25 §8, the smaller things that cost trust: the account's pages named in the navigation,
// a public /help, the cart that follows the account, and phone checkout's order bar.

type Box = { id: number; name: string; price: number };

// The owner's support address (the rules' sentences are compared in app/routes/help.test.tsx).
const support = JSON.parse(readFileSync("shared/shop/support.json", "utf8")) as { email: string };

const catalogue = async (page: Page) =>
  (await (await page.request.get("/catDog.json")).json()) as Box[];

const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]") as { id: number }[]);

const accountPages = [
  ["My subscriptions", "/account/subscriptions"],
  ["My orders", "/account/orders"],
  ["My pets", "/pets"],
  ["My gifts", "/account/gifts"],
] as const;

test.describe("the signed-in navigation names the account's pages in words", () => {
  test("on a desktop, beside the spec's links", async ({ page }) => {
    await signIn(page, await createAccount());
    await page.goto("/myprofile");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of accountPages) {
      const link = nav.getByRole("link", { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", href);
    }
    // The spec's items are all still there.
    for (const name of ["Home", "My Profile", "Contact", "Blog"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "SIGN OUT" })).toBeVisible();
    await nav.getByRole("link", { name: "My pets", exact: true }).click();
    await expect(page).toHaveURL("/pets");
    await expect(nav.getByRole("link", { name: "My pets", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectNoA11yViolations(page);
    await page.setViewportSize({ width: 1024, height: 800 });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshots(page, "nav-signed-in", [1280]);
  });

  test("on a phone, in the menu, with no sideways scroll at 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, await createAccount());
    await page.goto("/myprofile");
    await page.getByRole("button", { name: "Open menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of accountPages) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expectNoA11yViolations(page);
    await screenshots(page, "nav-signed-in-menu", [390]);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await nav.getByRole("link", { name: "My orders", exact: true }).click();
    await expect(page).toHaveURL("/account/orders");
  });
});

test.describe("/help", () => {
  test("answers shipping, skipping, cancelling, allergies and payment in the rules' own words, with a support address", async ({
    page,
  }) => {
    await page.goto("/help");
    await expect(page).toHaveTitle("Help – PetBox");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /ships.*skipping.*cancelling.*allergies.*payment/,
    );
    await expect(page.getByRole("heading", { level: 1, name: "Help" })).toBeVisible();
    for (const heading of ["Shipping", "Skipping and changing a box", "Cancelling", "Allergies"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    const main = page.getByRole("main");
    // A few of the rules' words, as a person reads them (every sentence: app/routes/help.test.tsx).
    for (const words of [
      /We ship to United States/,
      /until its packing cut-off: the end of the day 2 working days before it ships/,
      /cancel before your first box's cut-off and nothing ships and nothing is charged/,
      /Tell us what your pet must not have under My pets: chicken, beef/,
      /With a card, each payment is charged before the boxes it covers ship/,
    ]) {
      await expect(main.getByText(words)).toBeVisible();
    }
    const email = page.getByTestId("support-email");
    await expect(email).toHaveText(support.email);
    await expect(email).toHaveAttribute("href", `mailto:${support.email}`);
    await expectNoA11yViolations(page);
    await screenshots(page, "help");
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  test("is reached from /login, from /subscribe/1 and from the footer", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("main").getByRole("link", { name: "Read our help" }).click();
    await expect(page).toHaveURL("/help");
    await expect(page.getByRole("heading", { level: 1, name: "Help" })).toBeVisible();

    await page.goto("/subscribe/1");
    await appStarted(page);
    await page.getByRole("main").getByRole("link", { name: "Read our help" }).click();
    await expect(page).toHaveURL("/help");

    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Help", exact: true }).click();
    await expect(page).toHaveURL("/help");
  });
});

test("the cart follows the account to a second browser, and leaves a browser on sign-out", async ({
  page,
  browser,
}) => {
  const account = await createAccount();
  const [cozy] = await catalogue(page);
  // First browser: a visitor fills the cart, then signs in.
  await page.goto("/subscribe");
  await page.evaluate((box) => localStorage.setItem("cart", JSON.stringify([box])), cozy);
  const merged = page.waitForResponse(
    (response) => response.url().endsWith("/api/cart/merge") && response.ok(),
  );
  await page.goto("/login");
  await signInThroughUi(page, account);
  await merged;

  // Second browser, another device: the same account signs in, and finds the box in its cart.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await signIn(phone, account);
  await phone.goto("/cart");
  await expect(phone.getByRole("link", { name: "Cart, 1 box" })).toBeVisible();
  await expect(phone.getByRole("main").getByText(cozy!.name).first()).toBeVisible();
  expect((await storedCart(phone)).map((item) => item.id)).toEqual([cozy!.id]);

  // Signing out there leaves nothing for the next person on that device…
  await phone.getByRole("button", { name: "SIGN OUT" }).click();
  await phone.getByRole("dialog", { name: "Logged out!" }).getByRole("button").click();
  await expect(phone.getByRole("link", { name: "Cart, empty" })).toBeVisible();
  expect(await storedCart(phone)).toEqual([]);
  await phone.reload();
  await expect(phone.getByRole("link", { name: "Cart, empty" })).toBeVisible();
  await other.close();

  // …and the account still has it.
  await page.reload();
  await expect(page.getByRole("link", { name: "Cart, 1 box" })).toBeVisible();
});

test("phone checkout keeps the total and Place order in view, and never hides a focused field", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account: TestAccount = await createAccount();
  const boxes = await catalogue(page);
  await page.goto("/subscribe");
  await page.evaluate(
    (items) => localStorage.setItem("cart", JSON.stringify(items)),
    boxes.slice(0, 3),
  );
  await signIn(page, account);
  await page.goto("/checkout");
  const place = page.getByRole("button", { name: "Place order" });
  await expect(place).toBeVisible();
  const bar = page.locator("[data-sticky-order-bar]");
  const total = bar.getByText(/^\$\d+\.\d\d$/);

  // Wherever the page is scrolled, the bar with the total and the button is on screen.
  for (const to of ["top", "middle"] as const) {
    await page.evaluate(
      (where) =>
        window.scrollTo(0, where === "top" ? 0 : document.documentElement.scrollHeight / 2),
      to,
    );
    await expect(place).toBeInViewport({ ratio: 1 });
    await expect(total).toBeInViewport({ ratio: 1 });
  }
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // Tabbing through the address, each field comes to rest above the bar (WCAG 2.2 2.4.11).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByLabel("Full name").focus();
  const barTop = async () => (await bar.boundingBox())!.y;
  for (let step = 0; step < 6; step += 1) {
    const focused = await page.evaluate(() => {
      const rect = document.activeElement!.getBoundingClientRect();
      return { bottom: rect.bottom, tag: document.activeElement!.tagName };
    });
    expect(focused.bottom, `${focused.tag} at step ${step}`).toBeLessThanOrEqual(await barTop());
    await page.keyboard.press("Tab");
  }

  // The end of the page is not under the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const copyright = page.getByText("© 2025 PetBox. All rights reserved.");
  const bottom = (await copyright.boundingBox())!;
  expect(bottom.y + bottom.height).toBeLessThanOrEqual(await barTop());
  await expectNoA11yViolations(page);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "reports/screens/checkout-order-bar-390.png" });
  await page.setViewportSize({ width: 1280, height: 900 });
  // On a desktop the order stays beside the steps, as before, and no bar covers the page.
  await expect(place).toBeVisible();
  await page.screenshot({ path: "reports/screens/checkout-order-bar-1280.png" });
});
