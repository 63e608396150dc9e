import { expect, test, uniqueEmail } from "./fixtures";
import { servePopupSignIn, signInInEmulatorPopup } from "./support/popup-sign-in";

// Google and GitHub sign-in through the Auth Emulator's popup. Offline, the SDK cannot load
// Google's api.js; the tests serve a stand-in by request interception (never shipped).

for (const provider of [
  { button: "Sign in with Google", name: "Gia Google", from: "/login" },
  { button: "Sign in with GitHub", name: "Gus Github", from: "/register" },
]) {
  test(`${provider.button} on ${provider.from} signs in through the popup and goes to /`, async ({
    page,
    context,
  }) => {
    await servePopupSignIn(context);
    await page.goto(provider.from);
    const email = uniqueEmail("social");
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: provider.button }).click();
    const popup = await popupOpened;
    await signInInEmulatorPopup(popup, { email, displayName: provider.name });
    await expect(page).toHaveURL("/");
    await expect(page.getByTestId("nav-user-name").first()).toHaveText(provider.name);
    await expect(page.getByTestId("nav-user-email").first()).toHaveText(email);
  });
}

test("closing the popup leaves the page usable, with no error text", async ({ page, context }) => {
  await servePopupSignIn(context);
  await page.clock.install();
  await page.goto("/login");
  const popupOpened = page.waitForEvent("popup");
  const google = page.getByRole("button", { name: "Sign in with Google" });
  await google.click();
  const popup = await popupOpened;
  await popup.close();
  // The SDK notices a closed popup by polling, and gives up on it 8 s later: that wait runs on the
  // test's clock (a person would wait it out).
  await expect(google).toBeDisabled();
  await page.clock.runFor(12_000);
  await expect(google).toBeEnabled();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page).toHaveURL("/login");
  await expect(page.getByLabel("Email")).toBeEditable();
});

test("without Google's script (offline) a social failure shows a short message", async ({
  page,
  context,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to load resource: net::ERR_FAILED/);
  await context.route(/^https:\/\/apis\.google\.com\//, (route) => route.abort());
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with GitHub" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Sign-in with GitHub did not work. Please try again.",
  );
});

test("the Facebook button logs and explains that Facebook sign-in is not available", async ({
  page,
}) => {
  const logged = page.waitForEvent("console", (message) => /Facebook/.test(message.text()));
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with Facebook" }).click();
  await logged;
  await expect(page.getByRole("status").filter({ hasText: "Facebook" })).toHaveText(
    "Facebook sign-in is not available yet. Please use another way.",
  );
});
