import {
  createAccount,
  expect,
  expectNoA11yViolations,
  holdRequests,
  signInThroughUi,
  test,
  uniqueEmail,
} from "./fixtures";
import { sentEmails } from "./support/auth-helpers";

/** Spec §5, in order; each case passes every earlier check and fails this one. */
const passwordCases = [
  { password: "Ab1", message: "Password must be at least 8 characters long." },
  { password: "abcdef1", message: "Password must contain at least one uppercase letter." },
  { password: "ABCDEF1", message: "Password must contain at least one lowercase letter." },
  { password: "Abcdefg", message: "Password must contain at least one number." },
];
const TERMS = "Please Accept Our Terms and Conditions";

test.describe("login form", () => {
  test("shows each password rule's message in order, then the terms message", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("someone@example.com");
    const password = page.getByLabel("Password", { exact: true });
    const login = page.getByRole("button", { name: "Login", exact: true });
    for (const { password: value, message } of passwordCases) {
      await password.fill(value);
      await login.click();
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(password).toHaveAttribute("aria-invalid", "true");
    }
    await password.fill("Kibble123");
    await login.click();
    await expect(page.getByText(TERMS, { exact: true })).toBeVisible();
    await expect(page.getByLabel("Accept Terms and Conditions")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    // Ticking the terms alone still checks the password first.
    await page.getByLabel("Accept Terms and Conditions").check();
    await password.fill("short");
    await login.click();
    await expect(page.getByText(passwordCases[0]!.message, { exact: true })).toBeVisible();
    await expect(page.getByText(TERMS)).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test("the show/hide toggle reveals and hides the password", async ({ page }) => {
    await page.goto("/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("Kibble123");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("success: dialog, Continue, the remembered path and the banner", async ({ page }) => {
    const account = await createAccount({ displayName: "Rosa Reyes" });
    await page.goto("/myprofile");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmyprofile/);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByLabel("Accept Terms and Conditions").check();
    await page.getByRole("button", { name: "Login", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Login Successful!" });
    await expect(dialog).toContainText("You have logged in successfully");
    await expect(page.getByText("User has sign in successfully")).toBeVisible();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL("/myprofile");
    await expect(page.getByTestId("nav-user-name").first()).toHaveText("Rosa Reyes");
  });

  test("what is typed before the page's scripts have run is kept and sent", async ({ page }) => {
    const account = await createAccount();
    // Hold the app's scripts until the form is filled in, as on a slow phone.
    const release = await holdRequests(page, "**/assets/*.js");
    await page.goto("/login", { waitUntil: "commit" });
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByLabel("Accept Terms and Conditions").check();
    const login = page.getByRole("button", { name: "Login", exact: true });
    // Until then the browser itself would send the form: a GET with the password in the address.
    await expect(login).toBeDisabled();
    // Enter in a field (implicit submission) does nothing either while the button waits.
    await page.getByLabel("Password", { exact: true }).press("Enter");
    release();
    await login.click();
    await expect(page.getByRole("dialog", { name: "Login Successful!" })).toBeVisible();
    expect(page.url()).not.toContain("password");
  });

  test("without a remembered path, Continue goes to /", async ({ page }) => {
    const account = await createAccount();
    await page.goto("/login");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByLabel("Accept Terms and Conditions").check();
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL("/");
  });

  test("forgot password without an e-mail asks for it first", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByText("Please enter your email first !", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Email")).toBeFocused();
    await expect(page).toHaveURL("/login");
  });

  test("forgot password with an e-mail sends the reset e-mail and goes to /resetpassword", async ({
    page,
  }) => {
    const account = await createAccount();
    await page.goto("/login");
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL("/resetpassword");
    await expect(page.getByRole("heading", { name: "Please Reset your Password !" })).toBeVisible();
    const sent = await sentEmails();
    expect(
      sent.filter((e) => e.email === account.email && e.requestType === "PASSWORD_RESET"),
    ).toHaveLength(1);
  });
});

test.describe("reset password page", () => {
  test("without an e-mail it asks for one", async ({ page }) => {
    await page.goto("/resetpassword");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Please enter your email address.", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  });

  test("sends the link: message, dialog, then /login; the e-mail reaches the emulator", async ({
    page,
  }) => {
    const account = await createAccount();
    await page.goto("/resetpassword");
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Reset link sent! Check your inbox.")).toBeVisible();
    const dialog = page.getByRole("dialog", { name: "Check your inbox" });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page);
    const sent = await sentEmails();
    expect(
      sent.filter((e) => e.email === account.email && e.requestType === "PASSWORD_RESET"),
    ).toHaveLength(1);
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL("/login");
  });
});

test("/forgetpassword: the small join form calls nothing and points to the reset page", async ({
  page,
}) => {
  const email = uniqueEmail("joiner");
  await page.goto("/forgetpassword");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Join" }).click();
  await expect(page.getByRole("status")).toContainText("Nothing was sent from this form.");
  await page.getByRole("link", { name: "reset password page" }).click();
  await expect(page).toHaveURL("/resetpassword");
  expect((await sentEmails()).filter((e) => e.email === email)).toEqual([]);
});

test.describe("a signed-in visitor on /login or /register", () => {
  for (const path of ["/login", "/register"]) {
    test(`${path} says who is signed in, with Continue to where they were going and Sign out`, async ({
      page,
    }) => {
      const account = await createAccount({ displayName: "Rosa Reyes" });
      await page.goto("/login");
      await signInThroughUi(page, account);
      await expect(page.getByTestId("nav-user-name").first()).toHaveText("Rosa Reyes");

      await page.goto(`${path}?redirectTo=%2Fcontact`);
      await expect(page.getByTestId("signed-in-as")).toHaveText(`Rosa Reyes · ${account.email}`);
      await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
      await expect(page.getByText("Your account is ready.")).toHaveCount(0);
      await expectNoA11yViolations(page);
      await page.getByRole("link", { name: "Continue" }).click();
      await expect(page).toHaveURL("/contact");

      await page.goto(path);
      await expect(page.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/");
      await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
      const dialog = page.getByRole("dialog", { name: "Logged out!" });
      await expect(dialog).toContainText("You have been signed out successfully.");
      await dialog.getByRole("button", { name: "Okay" }).click();
      await expect(page.getByText("Hello, Guest").filter({ visible: true })).toBeVisible();
      await expect(page.getByLabel("Password", { exact: true })).toBeEditable();
    });
  }
});
