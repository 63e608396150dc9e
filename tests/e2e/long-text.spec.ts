import type { Locator, Page } from "@playwright/test";
import { E2E_BASE_URL } from "./env";
import {
  createAccount,
  expect,
  expectNoA11yViolations,
  sidewaysOverflow,
  signIn,
  test,
} from "./fixtures";

// Issue 11: a review with one very long word, or a long display name, made the page wider than a
// phone (438 px at 360) and cut the Add-to-Cart dialog off. Box 5 is also written to by a test
// in persistence.spec.ts; each finds its own review by its text.

const LONG_NAME = `Maximiliana${"x".repeat(110)} Longword`;
const LONG_WORD = `Purrfect${"r".repeat(1990)}`; // 1,998 characters: the longest review

test.use({ viewport: { width: 360, height: 740 } });

async function expectInsideViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
}

test("long words and names never make the page scroll sideways at 360 px", async ({ page }) => {
  const account = await createAccount({
    displayName: LONG_NAME,
    photoUrl: `${E2E_BASE_URL}/images/logo.svg`,
  });
  await signIn(page, account);
  await page.goto("/boxcarddetails/5");

  // The review list, with a review of one long word signed with the long name.
  await page.getByLabel("Review", { exact: true }).fill(LONG_WORD);
  await page.getByLabel("Rating", { exact: true }).fill("5");
  await page.getByRole("button", { name: "Submit Review" }).click();
  const newest = page
    .getByRole("list", { name: "Reviews, newest first" })
    .getByRole("listitem")
    .filter({ hasText: LONG_WORD });
  await expect(newest).toContainText(LONG_WORD);
  await expect(newest).toContainText(LONG_NAME);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  // The Add-to-Cart dialog, whole, inside the window.
  await page.getByRole("button", { name: "Add to Cart" }).click();
  const dialog = page.getByRole("dialog", { name: "Item added to cart!" });
  await expect(dialog).toBeVisible();
  await expectInsideViewport(page, dialog);
  await expectInsideViewport(page, dialog.getByRole("button", { name: "OK" }));
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await dialog.getByRole("button", { name: "OK" }).click();

  // The navigation menu, open, with the name in it.
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByTestId("nav-user-name").last()).toBeVisible();
  await expectInsideViewport(page, page.getByRole("button", { name: "SIGN OUT" }).last());
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  // The reviews page, the profile, and /login for someone signed in.
  for (const path of ["/reviewsection?box=5", "/myprofile", "/login"]) {
    await page.goto(path);
    await expect(page.getByText(LONG_NAME).filter({ visible: true }).first()).toBeVisible();
    expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
  }
  await expectNoA11yViolations(page);

  // The profile editor with the long name in its field.
  await page.goto("/myprofile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(LONG_NAME);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});
