import { E2E_BASE_URL } from "./env";
import {
  createAccount,
  emulatorAdmin,
  expect,
  expectNoA11yViolations,
  NOT_FOUND_STATUS_LOG,
  screenshots,
  signIn,
  signInThroughUi,
  test,
} from "./fixtures";

/** Chromium logs the identity service's refusal (HTTP 400) as a console error. */
const SERVICE_REFUSAL_LOG = /status of 400/;

test("profile: the details and the edit form, with no axe violations; Cancel Edit closes it", async ({
  page,
}) => {
  const account = await createAccount({ displayName: "Omar Aziz" });
  await signIn(page, account);
  await page.goto("/myprofile");
  await expect(page.getByRole("heading", { name: "Omar Aziz" })).toBeVisible();
  await expect(page.getByTestId("profile-email")).toHaveText(account.email);
  await expect(page.getByTestId("profile-photo-url")).toHaveText("None");
  const photo = page.getByRole("img", { name: "Your profile photo" });
  await expect(photo).toHaveAttribute("src", "/images/default-avatar.svg");
  // The customer's referral code to hand to a friend (issue 28, decision 270).
  const referral = page.getByRole("region", { name: "Your referral code" });
  await expect(referral.getByTestId("referral-code")).toHaveText(/^PB-[A-Z0-9]{8}$/);
  await expect(referral.getByRole("button", { name: "Copy code" })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, "profile-referral");

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await expect(page.getByRole("button", { name: "Cancel Edit" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Cancel Edit" }).click();
  await expect(page.getByRole("form", { name: "Edit profile" })).toHaveCount(0);
});

test("profile: a name and an http(s) photo are required; a save updates the navigation at once and survives a reload", async ({
  page,
  consoleErrors,
}) => {
  // The new photo does not exist: the default image must show in its place.
  consoleErrors.allow(NOT_FOUND_STATUS_LOG);
  const missingPhoto = `${E2E_BASE_URL}/images/no-such-photo.png`;
  await signIn(page, await createAccount({ displayName: "Omar Aziz" }));
  await page.goto("/myprofile");
  const photo = page.getByRole("img", { name: "Your profile photo" });
  await page.getByRole("button", { name: "Edit Profile" }).click();
  const name = page.getByLabel("Name", { exact: true });
  await name.fill("");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Please enter your name.")).toBeVisible();

  await name.fill("Omar Z. Aziz");
  await page.getByLabel("Photo URL").fill("data:image/png;base64,AAAA");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(
    page.getByText("Photo URL must be a web address starting with http:// or https://"),
  ).toBeVisible();

  await page.getByLabel("Photo URL").fill(missingPhoto);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  await expect(page.getByTestId("nav-user-name").first()).toHaveText("Omar Z. Aziz");
  await expect(page.getByRole("heading", { name: "Omar Z. Aziz" })).toBeVisible();
  // The photo cannot load: the default image shows instead.
  await expect(photo).toHaveAttribute("src", "/images/default-avatar.svg");

  await page.reload();
  await expect(page.getByRole("heading", { name: "Omar Z. Aziz" })).toBeVisible();
  await expect(page.getByTestId("profile-photo-url")).toHaveText(missingPhoto);
  await expect(page.getByTestId("nav-user-name").first()).toHaveText("Omar Z. Aziz");
});

test("profile save failure shows 'Failed to update profile.'", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/Failed to load resource/);
  const account = await createAccount();
  await signIn(page, account);
  await page.goto("/myprofile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.route(/accounts:update/, (route) => route.abort("failed"));
  await page.getByLabel("Name", { exact: true }).fill("Nobody Saved");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("alert")).toHaveText("Failed to update profile.");
  await expect(page.getByTestId("nav-user-name").first()).toHaveText(account.displayName);
});

test("a user disabled on the service is signed out on the next check", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(SERVICE_REFUSAL_LOG);
  // The profile's own request (the referral code, decision 270) may go with the disabled user's
  // token just before the check signs them out: the API refuses it, 401, as it should.
  consoleErrors.allow(/status of 401/);
  const account = await createAccount({ displayName: "Dana Disabled" });
  await page.goto("/login?redirectTo=%2Fmyprofile");
  await signInThroughUi(page, account);
  await expect(page.getByTestId("nav-user-name").first()).toHaveText("Dana Disabled");

  await emulatorAdmin("/accounts:update", { localId: account.uid, disableUser: true });
  // The next check: the tab gets focus again.
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(page.getByText("Hello, Guest").filter({ visible: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmyprofile/);
});

test("a user whose tokens were revoked is signed out on the next check", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(SERVICE_REFUSAL_LOG);
  const account = await createAccount({ displayName: "Rev Oked" });
  await page.goto("/login");
  await signInThroughUi(page, account);
  await expect(page.getByTestId("nav-user-name").first()).toHaveText("Rev Oked");
  // Revoking moves validSince past the sign-in: tokens of that sign-in are no longer accepted.
  const signedInAt = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("firebase:authUser:"))!;
    const token = JSON.parse(localStorage.getItem(key)!).stsTokenManager.accessToken as string;
    const payload = token.split(".")[1]!.replaceAll("-", "+").replaceAll("_", "/");
    return (JSON.parse(atob(payload)) as { auth_time: number }).auth_time;
  });
  await emulatorAdmin("/accounts:update", {
    localId: account.uid,
    validSince: String(signedInAt + 1),
  });
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(page.getByText("Hello, Guest").filter({ visible: true })).toBeVisible();
});

test.describe("clearing the photo URL", () => {
  for (const before of [
    { name: "a photo set before", photoUrl: `${E2E_BASE_URL}/images/logo.svg` },
    { name: "no photo before", photoUrl: undefined },
  ]) {
    test(`works with ${before.name}; the default image shows`, async ({ page }) => {
      await signIn(
        page,
        await createAccount({ displayName: "Ines Clear", photoUrl: before.photoUrl }),
      );
      await page.goto("/myprofile");
      await expect(page.getByTestId("profile-photo-url")).toHaveText(before.photoUrl ?? "None");

      await page.getByRole("button", { name: "Edit Profile" }).click();
      await page.getByLabel("Photo URL").fill("");
      await page.getByLabel("Name", { exact: true }).fill("Ines Cleared");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(page.getByText("Profile updated successfully!")).toBeVisible();
      await expect(page.getByText("Failed to update profile.")).toHaveCount(0);
      const photo = page.getByRole("img", { name: "Your profile photo" });
      await expect(page.getByTestId("profile-photo-url")).toHaveText("None");
      await expect(photo).toHaveAttribute("src", "/images/default-avatar.svg");
      await expect(page.getByTestId("nav-user-name").first()).toHaveText("Ines Cleared");

      // Stored by the identity service, not only shown: the same after a reload.
      await page.reload();
      await expect(page.getByRole("heading", { name: "Ines Cleared" })).toBeVisible();
      await expect(page.getByTestId("profile-photo-url")).toHaveText("None");
      await expect(photo).toHaveAttribute("src", "/images/default-avatar.svg");
    });
  }
});
