import {
  createAccount,
  expect,
  expectNoA11yViolations,
  screenshots,
  sidewaysOverflow,
  signIn,
  test,
  uniqueEmail,
} from "./fixtures";
import { OWNER, openAsOwner, staffMember } from "./support/staff";

// The owner's screens of the back office (issue 26, decision 235): Staff and the audit log, as
// an owner uses them, and support kept out of both.

const CONFLICT_LOG = /status of 409/;

test("an owner adds a packer, makes them support, removes them, and the audit log names the owner for all three", async ({
  page,
  consoleErrors,
}) => {
  // The refused removal of the first owner answers 409, which Chromium logs.
  consoleErrors.allow(CONFLICT_LOG);
  const person = await createAccount({ email: uniqueEmail("new-hire") });
  await openAsOwner(page, "/admin/staff");
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Back office menu" });
  await expect(menu.getByRole("link", { name: "Staff" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Audit log" })).toBeVisible();

  const add = page.getByRole("region", { name: "Add a member of staff" });
  await add.getByRole("textbox", { name: "E-mail address" }).fill(person.email);
  await add.getByRole("combobox", { name: "Role" }).selectOption("packer");
  await add.getByRole("button", { name: "Add to staff" }).click();
  await expect(page.getByText(`${person.email} was added as Packer.`)).toBeVisible();
  const row = page
    .getByRole("region", { name: /On the staff/ })
    .getByRole("listitem")
    .filter({ hasText: person.email });
  await expect(row).toContainText("Packer");
  await expect(row).toContainText(`by ${OWNER.email}`);
  await expectNoA11yViolations(page);
  await screenshots(page, "admin-staff");
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("button", { name: `Change role of ${person.email}` }).click();
  const dialog = page.getByRole("dialog", { name: `Change the role of ${person.email}` });
  await dialog.getByRole("combobox", { name: "New role" }).selectOption("support");
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Change role" }).click();
  await expect(page.getByText(`${person.email} is now Support.`)).toBeVisible();
  await expect(row).toContainText("Support");

  await page.getByRole("button", { name: `Remove ${person.email}` }).click();
  const confirm = page.getByRole("alertdialog", {
    name: `Remove ${person.email} from the staff?`,
  });
  await expect(confirm.getByRole("button", { name: "Keep them" })).toBeFocused();
  await expectNoA11yViolations(page);
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText(`${person.email} was removed from the staff.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // The first owner comes from OWNER_UIDS: the server refuses to remove them, and says why.
  await page.getByRole("button", { name: `Remove ${OWNER.email}` }).click();
  const refused = page.getByRole("alertdialog", { name: `Remove ${OWNER.email} from the staff?` });
  await refused.getByRole("button", { name: "Remove" }).click();
  await expect(refused.getByRole("alert")).toContainText("OWNER_UIDS");
  await screenshots(page, "admin-staff-refused", [390]);
  await refused.getByRole("button", { name: "Keep them" }).click();
  await expect(refused).toHaveCount(0);

  await menu.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const filters = page.getByRole("form", { name: "Filter the audit log" });
  await filters.getByRole("combobox", { name: "Staff member" }).selectOption(OWNER.email);
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?actor=owner%40e2e-petbox\.example/);
  const entries = page.getByRole("article").filter({ hasText: `Staff: ${person.email}` });
  await expect(entries).toHaveCount(3);
  // Newest first: removed, then the role, then added; each by the owner, as an owner.
  await expect(entries.nth(0)).toHaveAccessibleName(
    `Removed from the staff · Staff: ${person.email}`,
  );
  await expect(entries.nth(1)).toHaveAccessibleName(`Changed the role · Staff: ${person.email}`);
  await expect(entries.nth(1).getByRole("row", { name: "Role Packer Support" })).toBeVisible();
  await expect(entries.nth(2)).toHaveAccessibleName(`Added to the staff · Staff: ${person.email}`);
  for (const index of [0, 1, 2]) {
    await expect(entries.nth(index)).toContainText(`${OWNER.email} (Owner)`);
  }
  await expectNoA11yViolations(page);
  await screenshots(page, "admin-audit");
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await sidewaysOverflow(page)).toBe(0);
});

test("support sees neither Staff nor the audit log in the menu, and is told Not allowed at both addresses", async ({
  page,
  request,
}) => {
  const support = await staffMember(request, "support");
  await signIn(page, support);
  await page.goto("/admin");
  const menu = page.getByRole("navigation", { name: "Back office menu" });
  await expect(menu.getByRole("link", { name: "Today" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Audit log" })).toHaveCount(0);

  const asked: string[] = [];
  page.on("request", (call) => {
    if (call.url().includes("/api/admin/")) asked.push(new URL(call.url()).pathname);
  });
  for (const path of ["/admin/staff", "/admin/audit"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
    await expect(page.getByText("This screen is for the shop's owners.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Add a member of staff" })).toHaveCount(0);
    await expect(page.getByRole("article")).toHaveCount(0);
    await expectNoA11yViolations(page);
  }
  expect(asked.filter((path) => path !== "/api/admin/me")).toEqual([]);
  await screenshots(page, "admin-owner-only-not-allowed", [390]);
});

test("keyboard only: an owner adds a member of staff without a mouse", async ({ page }) => {
  const person = await createAccount({ email: uniqueEmail("keyboard-hire") });
  await openAsOwner(page, "/admin/staff");
  const email = page.getByRole("textbox", { name: "E-mail address" });
  await expect(email).toBeVisible();
  for (let presses = 0; presses < 80; presses += 1) {
    if (await email.evaluate((field) => field === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(email).toBeFocused();
  await page.keyboard.type(person.email);
  await page.keyboard.press("Tab");
  const role = page.getByRole("combobox", { name: "Role" });
  await expect(role).toBeFocused();
  // A closed select takes the first letter of an option, as on any desktop.
  await page.keyboard.press("s");
  await expect(role).toHaveValue("support");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Add to staff" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`${person.email} was added as Support.`)).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: /On the staff/ })
      .getByRole("listitem")
      .filter({ hasText: person.email }),
  ).toContainText("Support");
});
