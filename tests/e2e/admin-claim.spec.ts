import { createAccount, expect, expectNoA11yViolations, signIn, test } from "./fixtures";
import { staffMember } from "./support/staff";

// The staffRole custom claim (decision 241): the owner adds a member of staff, whose next
// sign-in carries the claim, and My Profile shows them the way to the back office. A customer's
// profile shows nothing of it. The back office itself still asks the server (decision 222).

test("a support member added by the owner finds the Back office link on My Profile; it leads to /admin", async ({
  page,
  request,
}) => {
  const support = await staffMember(request, "support");
  // A fresh sign-in: its ID token carries the claim the owner's change set.
  await signIn(page, support);
  await page.goto("/myprofile");
  const profileLinks = page.getByRole("navigation", { name: "Your account" });
  const link = profileLinks.getByRole("link", { name: "Back office (support)" });
  await expect(link).toBeVisible();
  await expectNoA11yViolations(page);
  await link.click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
});

test("a customer's My Profile has no Back office link", async ({ page }) => {
  const customer = await createAccount();
  await signIn(page, customer);
  await page.goto("/myprofile");
  const profileLinks = page.getByRole("navigation", { name: "Your account" });
  await expect(profileLinks.getByRole("link", { name: "My pets" })).toBeVisible();
  // The claim is read from the token after the page shows: wait for the token to be asked for.
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("link", { name: /Back office/ })).toHaveCount(0);
});
