// Addresses a person does not type but a crafted link can hold: the path to return to after
// sign-in, and paths the shop server and React Router could read differently.
import { E2E_BASE_URL } from "./env";
import { createAccount, expect, NOT_FOUND_STATUS_LOG, signInThroughUi, test } from "./fixtures";
import { notFoundPage, siteRoutes } from "./site-routes";

test.describe("the path to return to after sign-in", () => {
  // Browsers drop tab, line feed and carriage return from an address and read a backslash as a
  // slash, so each of these reads as //evil.example once decoded.
  for (const redirectTo of [
    "/%09/evil.example",
    "/%0A/evil.example",
    "/%0D/evil.example",
    "/%09%5Cevil.example",
  ]) {
    test(`/login?redirectTo=${redirectTo}: signing in lands on / of this site`, async ({
      page,
    }) => {
      const account = await createAccount();
      await page.goto(`/login?redirectTo=${redirectTo}`);
      await signInThroughUi(page, account);
      await expect(page).toHaveURL("/");
      await expect(page).toHaveTitle(siteRoutes.home.title);
    });
  }

  test("a same-site path with a query and a #target still works", async ({ page }) => {
    const account = await createAccount();
    await page.goto(`/login?redirectTo=${encodeURIComponent("/boxcarddetails/2?x=1#y")}`);
    await signInThroughUi(page, account);
    await expect(page).toHaveURL("/boxcarddetails/2?x=1#y");
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible();
  });
});

// The server sends the HTML of the page React Router will render at the address
// (docs/decisions/071); any disagreement shows as React error #418, which fails the test.
test.describe("the server and the browser read an address alike", () => {
  test("an encoded slash in a box id: the subscription page says there is no such box", async ({
    page,
  }) => {
    const response = await page.goto("/subscribe/a%2Fb");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find box “a/b”");
  });

  test("an encoded slash in a box id: the details page, after sign-in, says there is no such box", async ({
    page,
  }) => {
    const account = await createAccount();
    await page.goto("/boxcarddetails/1%2F2");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await signInThroughUi(page, account);
    await expect(page).toHaveURL("/boxcarddetails/1%2F2");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("We couldn't find box “1/2”");
    await page.reload();
    await expect(heading).toHaveText("We couldn't find box “1/2”");
  });

  test("a page's address in capitals is that page", async ({ page }) => {
    const response = await page.goto("/LOGIN");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(siteRoutes.login.title);
    await expect(page.getByRole("button", { name: "Login", exact: true })).toBeEnabled();
  });

  for (const path of ["/login%2F", "//login", "/subscribe%2F1"]) {
    test(`${path} is no page: the not-found page, with 404`, async ({ page, consoleErrors }) => {
      consoleErrors.allow(NOT_FOUND_STATUS_LOG);
      const response = await page.goto(`${E2E_BASE_URL}${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "This page doesn't exist..." })).toBeVisible();
      await expect(page).toHaveTitle(notFoundPage.title);
    });
  }

  test("a prerendered page's file path is not a page", async ({ page, consoleErrors }) => {
    consoleErrors.allow(NOT_FOUND_STATUS_LOG);
    for (const path of ["/index.html", "/login/index.html"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(response?.headers()["content-type"], path).toMatch(/^text\/plain/);
    }
  });
});
