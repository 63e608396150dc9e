import { createAccount, expect, expectNoA11yViolations, screenshots, test } from "./fixtures";
import { orderForNewDog } from "./support/orders";
import { openAdmin, staffMember } from "./support/staff";

// Stock against demand (issue 27, decision 249): a shortfall on Today leads to Stock, where a
// packer counts the shelf with the keyboard, is told in words what a count must be, and the
// count is kept. At 1280 and 390 px, each screen through axe.

// Both widths count the same box: one after the other.
test.describe.configure({ mode: "serial" });

for (const width of [1280, 390]) {
  test(`at ${width} px a packer follows Today's shortfall to Stock and sets what is on hand by keyboard`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    // A new order of the Playful Pup Pack: a box to pack this month or next.
    const customer = await createAccount();
    await orderForNewDog(request, customer, { boxId: 2 });
    const packer = await staffMember(request, "packer");
    // No stock of it on the shelf: the count another run may have left is put to 0 first.
    await openAdmin(page, packer, "/admin/stock");
    await expect(page.getByRole("heading", { level: 1, name: "Stock" })).toBeVisible();
    const field = page.getByRole("textbox", { name: "On hand: Playful Pup Pack" });
    await field.fill("0");
    await field.press("Enter");
    await expect(
      page.getByRole("form", { name: "On hand: Playful Pup Pack" }).getByText("Saved."),
    ).toBeVisible();

    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
    // Other tests' orders may leave other boxes short too: this one is among them.
    const shortfall = page.locator("#today-stock-short");
    await expect(shortfall).toContainText("Stock is short for the boxes still to pack:");
    await expect(shortfall).toContainText("Playful Pup Pack");
    await expectNoA11yViolations(page);
    // From Today to Stock by keyboard: the figure's link.
    const link = page.getByRole("link", { name: "Short in stock" });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Stock" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/stock$/);

    const row = page
      .getByRole("table", { name: "Boxes" })
      .getByRole("row", { name: /^Playful Pup Pack/ });
    await expect(row).toContainText(/\d+ short/);
    await expect(page.getByRole("alert")).toContainText("Playful Pup Pack");
    await expectNoA11yViolations(page);

    // Typed wrong, told in words beside the field; nothing is saved.
    await field.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("twelve");
    await page.keyboard.press("Enter");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(
      "Give the number on hand, a whole number from 0.",
    );
    await expectNoA11yViolations(page);

    // Tab from the field reaches its Save button.
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("500");
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("form", { name: "On hand: Playful Pup Pack" }).getByRole("button", {
        name: "Save",
      }),
    ).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("form", { name: "On hand: Playful Pup Pack" }).getByText("Saved."),
    ).toBeVisible();
    await expect(row).toContainText("None");
    await screenshots(page, `admin-stock-${width}`, [width]);

    // Kept: a reload reads it from the server.
    await page.reload();
    await expect(page.getByRole("textbox", { name: "On hand: Playful Pup Pack" })).toHaveValue(
      "500",
    );
  });
}
