import { createAccount, expect, expectNoA11yViolations, screenshots, test } from "./fixtures";
import { orderForNewDog } from "./support/orders";
import { openAdmin, openAsOwner, staffMember } from "./support/staff";

// The owner's numbers (issue 27, decisions 242 and 247): today's figures against last month and
// three charts, each with its table, at 1280 and 390 px, through axe and the keyboard. Packers do
// not see them.

const CHARTS = [
  ["Active subscriptions and MRR", "Active subscriptions and MRR at each month's end"],
  ["Cancellations by reason", "Cancellations by reason"],
  ["Boxes shipped per month", "Boxes shipped per month, by box"],
] as const;

for (const width of [1280, 390]) {
  test(`at ${width} px an owner reads today's figures and each chart as a table, by keyboard`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    // At least one live subscription: the figures are not all zero.
    await orderForNewDog(request, await createAccount(), { boxId: 2 });
    await openAsOwner(page, "/admin/numbers");
    await expect(page.getByRole("heading", { level: 1, name: "Numbers" })).toBeVisible();
    const active = page.getByRole("term").filter({ hasText: /^Active subscriptions$/ });
    await expect(active).toBeVisible();
    const value = active.locator("xpath=following-sibling::dd[1]");
    await expect(value).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByText("How these figures are counted")).toBeVisible();
    await expectNoA11yViolations(page);

    for (const [title, caption] of CHARTS) {
      const panel = page.getByRole("region", { name: title, exact: true });
      // A chart (or, for boxes shipped, a line saying none has shipped yet) and its table.
      if (title !== "Boxes shipped per month")
        await expect(panel.getByRole("img", { name: /^Chart of/ })).toBeVisible();
      // "Show as table" by keyboard: focus it and press Enter.
      await panel.getByText("Show as table").focus();
      await page.keyboard.press("Enter");
      const table = panel.getByRole("table", { name: caption });
      await expect(table).toBeVisible();
      await expect(table.getByRole("columnheader").first()).toBeVisible();
    }
    await expectNoA11yViolations(page);
    // The page never scrolls sideways, the tables in their own boxes.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await screenshots(page, "admin-numbers", [width]);
  });
}

test("a packer has no Numbers in the menu, and is told the screen is not for them", async ({
  page,
  request,
}) => {
  const packer = await staffMember(request, "packer");
  await openAdmin(page, packer, "/admin/numbers");
  await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Back office menu" });
  await expect(menu.getByRole("link")).toHaveText(["Today", "Packing", "Stock"]);
});
