import type { Page } from "@playwright/test";
import { createAccount, expect, test, uniqueEmail, type TestAccount } from "./fixtures";
import { setEmailEnumerationProtection } from "./support/auth-helpers";

// Every test whose answer depends on the emulator's e-mail enumeration protection lives in this
// file, which runs serially and puts the setting back: the other spec files (running in the other
// worker against the same emulator) never depend on it.
test.describe.configure({ mode: "serial" });

/** Chromium logs the identity service's refusal (HTTP 400) as a console error. */
const SERVICE_REFUSAL_LOG = /status of 400/;

async function tryLogin(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Accept Terms and Conditions").check();
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

let account: TestAccount;
test.beforeAll(async () => {
  account = await createAccount();
});
test.afterAll(() => setEmailEnumerationProtection(false));

test.describe("without e-mail enumeration protection (the emulator's default)", () => {
  test.beforeAll(() => setEmailEnumerationProtection(false));

  test("wrong password", async ({ page, consoleErrors }) => {
    consoleErrors.allow(SERVICE_REFUSAL_LOG);
    await tryLogin(page, account.email, "Wrong1234");
    await expect(
      page.getByText("Incorrect Password. Please try again", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("unknown e-mail", async ({ page, consoleErrors }) => {
    consoleErrors.allow(SERVICE_REFUSAL_LOG);
    await tryLogin(page, uniqueEmail("nobody"), "Kibble123");
    await expect(page.getByText("No user found with this email.", { exact: true })).toBeVisible();
  });

  test("forgot password for an unknown e-mail: dialog 'Oops...' / 'oapss sorry!!'", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(SERVICE_REFUSAL_LOG);
    await page.goto("/login");
    await page.getByLabel("Email").fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "Forgot password?" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Oops..." });
    await expect(dialog).toContainText("oapss sorry!!");
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(page).toHaveURL("/login");
  });

  test("reset page failure: 'Failed to send reset link. Try again.'", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(SERVICE_REFUSAL_LOG);
    await page.goto("/resetpassword");
    await page.getByLabel("Email").fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(
      page.getByText("Failed to send reset link. Try again.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("with e-mail enumeration protection (the production default)", () => {
  test.beforeAll(() => setEmailEnumerationProtection(true));

  for (const [name, email, password] of [
    ["wrong password", () => account.email, "Wrong1234"],
    ["unknown e-mail", () => uniqueEmail("nobody"), "Kibble123"],
  ] as const) {
    test(`${name} gets the third message`, async ({ page, consoleErrors }) => {
      consoleErrors.allow(SERVICE_REFUSAL_LOG);
      await tryLogin(page, email(), password);
      await expect(
        page.getByText("Incorrect Password. Please try again !", { exact: true }),
      ).toBeVisible();
    });
  }

  test("a correct sign-in still works", async ({ page }) => {
    await tryLogin(page, account.email, account.password);
    await expect(page.getByRole("dialog", { name: "Login Successful!" })).toBeVisible();
  });
});
