import type { Page } from "@playwright/test";
import {
  createAccount,
  expect,
  expectNoA11yViolations,
  NOT_FOUND_STATUS_LOG,
  signIn,
  signInThroughUi,
  test,
} from "./fixtures";
import { notFoundPage, openPages, type PageUnderTest, protectedPages } from "./site-routes";

/** The title a route's screen sets: the manifest's, or a name of its own where it computes one. */
/** A customer's GET /api/admin/me (the back office's "Not allowed"), as Chromium logs it. */
const FORBIDDEN_STATUS_LOG = /status of 403/;

async function expectTitleOf(page: Page, route: PageUnderTest) {
  if (route.computedTitle) {
    // Every example address names a real box, so the screen names it instead of the fallback.
    await expect(page).toHaveTitle(/ – PetBox$/);
    await expect(page).not.toHaveTitle(route.title);
  } else {
    await expect(page).toHaveTitle(route.title);
  }
}

test.describe("every route loads by direct URL", () => {
  for (const route of openPages) {
    test(`${route.url} shows its screen with a title and no accessibility violations`, async ({
      page,
      consoleErrors,
    }) => {
      if (route.asksFor404) consoleErrors.allow(NOT_FOUND_STATUS_LOG);
      const response = await page.goto(route.url);
      expect(response?.status()).toBe(200);
      await expectTitleOf(page, route);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("This page doesn't exist...")).toHaveCount(0);
      await expectNoA11yViolations(page);
    });
  }
});

test("an unknown path shows the not-found page with an image, and answers 404", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(NOT_FOUND_STATUS_LOG);
  const response = await page.goto(notFoundPage.url);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This page doesn't exist..." })).toBeVisible();
  const image = page.getByRole("img", { name: /puppy/ });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page).toHaveTitle(notFoundPage.title);
  await expectNoA11yViolations(page);
});

test.describe("protected routes", () => {
  for (const route of protectedPages) {
    test(`a visitor on ${route.url} signs in and comes back to it`, async ({
      page,
      consoleErrors,
    }) => {
      // The order example names no order of this account: the API's intended 404 answer is
      // logged by Chromium as a failed resource load, and the screen says "Order not found".
      if (route.id === "order") consoleErrors.allow(NOT_FOUND_STATUS_LOG);
      // A customer at /admin is told "Not allowed": GET /api/admin/me answers 403 (logged so).
      if (route.id === "admin") consoleErrors.allow(FORBIDDEN_STATUS_LOG);
      const account = await createAccount();
      await page.goto(`${route.url}?from=test`);
      await expect(page).toHaveURL(/\/login\?redirectTo=/);
      expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(`${route.url}?from=test`);
      await signInThroughUi(page, account);
      await expect(page).toHaveURL(`${route.url}?from=test`);
      await expectTitleOf(page, route);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page);
    });
  }
});

// A few pages per test, so that none waits behind twenty others (issue 29: the whole list in one
// test reached its last page, /account/orders, after its 45 s on a slow machine). Signed out, the
// tests above visit every page: the open ones show, the protected ones send the visitor to sign in.
const signedInRoutes = [...openPages, ...protectedPages, notFoundPage];
const PAGES_PER_TEST = 5;
test.describe("every route, signed in, shows its screen and who is signed in", () => {
  for (let first = 0; first < signedInRoutes.length; first += PAGES_PER_TEST) {
    const routes = signedInRoutes.slice(first, first + PAGES_PER_TEST);
    test(routes.map((route) => route.url).join(", "), async ({ page, consoleErrors }) => {
      // The order example names no order of this account (the API's 404), and the not-found page
      // answers 404: Chromium logs both as failed resource loads.
      consoleErrors.allow(NOT_FOUND_STATUS_LOG);
      consoleErrors.allow(FORBIDDEN_STATUS_LOG);
      await signIn(page, await createAccount({ displayName: "Ravi Routes" }));
      for (const route of routes) {
        await page.goto(route.url);
        await expect(page, route.url).toHaveURL(route.url);
        await expect(
          route.id === "notFound"
            ? page.getByRole("heading", { level: 1, name: "This page doesn't exist..." })
            : page.getByRole("heading", { level: 1 }),
          route.url,
        ).toBeVisible();
        await expect(page.getByTestId("nav-user-name").first(), route.url).toHaveText(
          "Ravi Routes",
        );
      }
    });
  }
});

test("signed-out navigation: guest label, SIGN IN, no blog link, no profile icon", async ({
  page,
}) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(nav.getByRole("link", { name: "My Profile" })).toHaveAttribute("href", "/myprofile");
  await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
  await expect(nav.getByRole("link", { name: "SIGN IN" })).toHaveAttribute("href", "/login");
  await expect(page.getByText("Hello, Guest").filter({ visible: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Blog" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Account" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "PetBox" }).first()).toHaveAttribute("href", "/");
});

test("signed-in navigation shows name, e-mail, SIGN OUT, the blog link and the profile icon; the session survives a reload", async ({
  page,
}) => {
  const account = await createAccount({ displayName: "Noor Haddad" });
  await page.goto("/login");
  await signInThroughUi(page, account);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(page.getByTestId("nav-user-name").first()).toHaveText("Noor Haddad");
  await expect(page.getByTestId("nav-user-email").first()).toHaveText(account.email);
  await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
  await expect(page.getByRole("link", { name: "Account" }).first()).toHaveAttribute("href", "#");
  await expect(page.getByRole("button", { name: "SIGN OUT" }).first()).toBeVisible();
  await expect(nav.getByRole("link", { name: "SIGN IN" })).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId("nav-user-name").first()).toHaveText("Noor Haddad");
  await page.goto("/contact");
  await expect(page).toHaveURL("/contact");
});

test("sign-out shows the spec's dialog and returns to the visitor state", async ({ page }) => {
  const account = await createAccount();
  await page.goto("/login");
  await signInThroughUi(page, account);
  await page.getByRole("button", { name: "SIGN OUT" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Logged out!" });
  await expect(dialog).toContainText("You have been signed out successfully.");
  await dialog.getByRole("button", { name: "Okay" }).click();
  await expect(page.getByText("Hello, Guest").filter({ visible: true })).toBeVisible();
});

test("the page scrolls back to the top after navigating", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 360 });
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL("/terms");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("footer: terms, privacy, four placeholder links, social links in new tabs, 2025", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
    "href",
    "/terms",
  );
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/privacy",
  );
  for (const name of ["Home", "How It Works", "Shop", "FAQ"]) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", "#");
  }
  const social = footer.getByRole("link", { name: /opens in a new tab/ });
  await expect(social).toHaveCount(3);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(footer).toContainText("© 2025");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the navigation folds into a menu that opens, works, and closes after navigating", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("link", { name: "Contact" }).first()).toBeHidden();
    // Buttons are disabled (so not focusable) until the page's script has taken over.
    await expect(toggle).toBeEnabled();
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await page.getByRole("link", { name: "SIGN IN" }).last().click();
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});

test.describe("on a phone, with the keyboard", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Escape closes the menu and gives focus back to its toggle", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toBeEnabled();
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menuLink = page.getByRole("link", { name: "Contact" }).last();
    await expect(menuLink).toBeVisible();
    // Into the menu, then Escape from there.
    await menuLink.focus();
    await page.keyboard.press("Escape");
    await expect(menuLink).toBeHidden();
    const closed = page.getByRole("button", { name: "Open menu" });
    await expect(closed).toHaveAttribute("aria-expanded", "false");
    await expect(closed).toBeFocused();
  });
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const path of ["/", "/login", "/terms", "/no-such-page"]) {
    test(`${path} never scrolls sideways`, async ({ page, consoleErrors }) => {
      consoleErrors.allow(NOT_FOUND_STATUS_LOG);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
