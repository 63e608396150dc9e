import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { createAccount, expect, expectNoA11yViolations, test, uniqueEmail } from "./fixtures";
import { E2E_BASE_URL } from "./env";
import { sentEmails } from "./support/auth-helpers";

const box3Name = (
  JSON.parse(readFileSync("public/catDog.json", "utf8")) as { id: number; name: string }[]
).find((box) => box.id === 3)!.name;

/** A photo that really loads (the shop's own logo), so the navigation shows it without errors. */
const PHOTO = `${E2E_BASE_URL}/images/logo.svg`;

const passwordCases = [
  { password: "Ab1", message: "Password must be at least 8 characters long." },
  { password: "abcdef1", message: "Password must contain at least one uppercase letter." },
  { password: "ABCDEF1", message: "Password must contain at least one lowercase letter." },
  { password: "Abcdefg", message: "Password must contain at least one number." },
];

async function fillRegistration(
  page: Page,
  values: { email: string; password?: string; photo?: string; terms?: boolean },
) {
  await page.getByLabel("First name").fill("Lena");
  await page.getByLabel("Last name").fill("Fischer");
  await page.getByLabel("Photo URL").fill(values.photo ?? PHOTO);
  await page.getByLabel("Email").fill(values.email);
  await page.getByLabel("Password", { exact: true }).fill(values.password ?? "Kibble123");
  if (values.terms ?? true) await page.getByLabel("Accept Terms and Conditions").check();
}

test("register → dialog → /login → sign in shows “First Last”; photo saved, verification e-mail sent", async ({
  page,
}) => {
  const email = uniqueEmail("new");
  await page.goto("/register");
  await expectNoA11yViolations(page);
  await fillRegistration(page, { email });
  await page.getByRole("button", { name: "SIGN UP" }).click();
  const dialog = page.getByRole("dialog", { name: "Registration Successful!" });
  await expect(dialog).toContainText("Your account has been created successfully");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL("/login");
  // Registering signed the new account in: /login says the account is ready, and who it is.
  await expect(page.getByText("Your account is ready.")).toBeVisible();
  await expect(page.getByTestId("signed-in-as")).toHaveText(`Lena Fischer · ${email}`);
  await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // Signing out there shows the login form again, and the new account signs in with it.
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("dialog", { name: "Logged out!" }).getByRole("button").click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Kibble123");
  await page.getByLabel("Accept Terms and Conditions").check();
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.getByRole("dialog", { name: "Login Successful!" }).getByRole("button").click();
  await expect(page.getByTestId("nav-user-name").first()).toHaveText("Lena Fischer");
  await page.goto("/myprofile");
  await expect(page.getByTestId("profile-photo-url")).toHaveText(PHOTO);
  const sent = await sentEmails();
  expect(sent.filter((e) => e.email === email && e.requestType === "VERIFY_EMAIL")).toHaveLength(1);
});

test("a visitor sent to sign in from a box page registers and lands on that box", async ({
  page,
}) => {
  const email = uniqueEmail("from-box");
  await page.goto("/boxcarddetails/3");
  await expect(page).toHaveURL("/login?redirectTo=%2Fboxcarddetails%2F3");
  // The sign-in says what it leads to.
  await expect(page.getByTestId("login-reason")).toHaveText(
    `Sign in to see ${box3Name}'s details and reviews.`,
  );
  // Its terms checkbox says what is accepted, and its label opens the terms.
  await expect(page.getByRole("checkbox", { name: "Accept Terms and Conditions" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute(
    "href",
    "/terms",
  );
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL("/register?redirectTo=%2Fboxcarddetails%2F3");
  // Back and forth between the two keeps where the visitor was going.
  await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/login?redirectTo=%2Fboxcarddetails%2F3");
  await page.getByRole("link", { name: "Create an account" }).click();
  await fillRegistration(page, { email });
  await page.getByRole("button", { name: "SIGN UP" }).click();
  await page
    .getByRole("dialog", { name: "Registration Successful!" })
    .getByRole("button", { name: "Continue" })
    .click();
  await expect(page).toHaveURL("/login?redirectTo=%2Fboxcarddetails%2F3");
  await expect(page.getByText("Your account is ready.")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL("/boxcarddetails/3");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(box3Name);
});

test("register checks the password rules in order, then the terms", async ({ page }) => {
  await page.goto("/register");
  await fillRegistration(page, { email: uniqueEmail(), terms: false });
  const password = page.getByLabel("Password", { exact: true });
  const signUp = page.getByRole("button", { name: "SIGN UP" });
  for (const { password: value, message } of passwordCases) {
    await password.fill(value);
    await signUp.click();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await password.fill("Kibble123");
  await signUp.click();
  await expect(
    page.getByText("Please Accept Our Terms and Conditions", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("register requires first name, last name, photo URL and e-mail", async ({ page }) => {
  await page.goto("/register");
  await page.getByRole("button", { name: "SIGN UP" }).click();
  for (const [label, message] of [
    ["First name", "Please enter your first name."],
    ["Last name", "Please enter your last name."],
    ["Photo URL", "Please enter the URL of your photo."],
    ["Email", "Please enter your email."],
  ] as const) {
    await expect(page.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel("First name")).toBeFocused();
});

test("register refuses a photo URL that is not http(s)", async ({ page }) => {
  await page.goto("/register");
  await fillRegistration(page, { email: uniqueEmail(), photo: "javascript:alert(1)" });
  await page.getByRole("button", { name: "SIGN UP" }).click();
  await expect(
    page.getByText("Photo URL must be a web address starting with http:// or https://"),
  ).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("register with an e-mail already registered says so", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 400/);
  const existing = await createAccount();
  await page.goto("/register");
  await fillRegistration(page, { email: existing.email });
  await page.getByRole("button", { name: "SIGN UP" }).click();
  await expect(
    page.getByText("This email is already registered. Sign in instead, or use another email."),
  ).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("register while the network is down says so", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  await page.goto("/register");
  await fillRegistration(page, { email: uniqueEmail() });
  await page.route(/accounts:signUp/, (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "SIGN UP" }).click();
  await expect(
    page.getByText("We could not reach the sign-in service. Check your connection and try again."),
  ).toBeVisible();
});
