import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "./env";
import { appStarted, expect, signInThroughUi, test, uniqueEmail } from "./fixtures";
import { servePopupSignIn, signInInEmulatorPopup } from "./support/popup-sign-in";

type CspWindow = typeof globalThis & { __csp?: string[] };

/**
 * Collects every CSP violation of the page: the `securitypolicyviolation` events of each document
 * it loads (read before each navigation and at each checkpoint) and any console message about the
 * policy. `check(step)` fails with what was blocked so far.
 */
async function watchCsp(page: Page) {
  const reports: string[] = [];
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text()))
      reports.push(`console ${message.type()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const w = window as CspWindow;
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      w.__csp!.push(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  async function collect() {
    const events = await page
      .evaluate(() => (window as CspWindow).__csp?.splice(0) ?? [])
      .catch(() => [] as string[]);
    reports.push(...events);
  }
  return {
    async goto(path: string) {
      await collect();
      await page.goto(path);
    },
    async check(step: string) {
      await collect();
      expect(reports, `CSP violations by the end of: ${step}`).toEqual([]);
    },
  };
}

test("no CSP violations while the whole home page plays: carousels, lazy images, counters", async ({
  page,
}) => {
  const csp = await watchCsp(page);
  await page.clock.install();
  await csp.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await appStarted(page);
  // Scroll down step by step so every lazy image loads and every section animates in.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 500) {
    await page.mouse.wheel(0, 500);
    // The wheel's scroll has happened and the page has seen it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  await expect(page.getByRole("contentinfo")).toBeInViewport();
  await page.waitForLoadState("networkidle");
  const lazyImages = await page.evaluate(
    () =>
      Array.from(document.images).filter((img) => img.loading === "lazy" && img.complete).length,
  );
  expect(lazyImages).toBeGreaterThan(0);
  // The featured pets carousel moves when a dot is pressed; the hero carousel advances by itself
  // (its 4 s on the test's clock), and the next slide's image loads.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("button", { name: "Go to slide 2" }).click();
  await page.mouse.move(0, 0);
  const position = page.getByTestId("hero-position");
  const before = await position.textContent();
  await page.clock.runFor(4000);
  await expect(position).not.toHaveText(before ?? "");
  await page.waitForLoadState("networkidle");
  await csp.check("home");
});

test("no CSP violations through sign-up, login, a profile edit and a review", async ({ page }) => {
  const csp = await watchCsp(page);
  const email = uniqueEmail("csp");
  await csp.goto("/register");
  await page.getByLabel("First name").fill("Cora");
  await page.getByLabel("Last name").fill("Policy");
  await page.getByLabel("Photo URL").fill(`${E2E_BASE_URL}/images/logo.svg`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Kibble123");
  await page.getByLabel("Accept Terms and Conditions").check();
  await page.getByRole("button", { name: "SIGN UP" }).click();
  const registered = page.getByRole("dialog", { name: "Registration Successful!" });
  await registered.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL("/login");
  await csp.check("sign-up");

  // A fresh visit: sign in from the login screen.
  await page.evaluate(() => localStorage.clear());
  await csp.goto("/login");
  await signInThroughUi(page, { email, password: "Kibble123" });
  await expect(page.getByTestId("nav-user-name").first()).toHaveText("Cora Policy");
  await csp.check("login");

  await csp.goto("/myprofile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Cora P. Policy");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  await expect(page.getByRole("img", { name: "Your profile photo" })).toHaveJSProperty(
    "complete",
    true,
  );
  await csp.check("profile edit");

  await csp.goto("/boxcarddetails/8");
  await page.getByLabel("Review", { exact: true }).fill("The cat approves of this policy.");
  await page.getByLabel("Rating", { exact: true }).fill("5");
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(
    page.getByRole("list", { name: "Reviews, newest first" }).getByRole("listitem"),
  ).toHaveCount(1);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("dialog", { name: "Item added to cart!" })).toBeVisible();
  await csp.check("review and cart");
});

test("no CSP violations on the page through the Google popup sign-in", async ({
  page,
  context,
}) => {
  await servePopupSignIn(context);
  const csp = await watchCsp(page);
  await csp.goto("/login");
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  const popup = await popupOpened;
  await signInInEmulatorPopup(popup, { email: uniqueEmail("csp-google"), displayName: "Gia Csp" });
  await expect(page).toHaveURL("/");
  await expect(page.getByTestId("nav-user-name").first()).toHaveText("Gia Csp");
  await csp.check("Google popup sign-in");
});
