import { createAccount, expect, expectNoA11yViolations, signIn, test } from "./fixtures";
import { datedShop } from "./support/dated-shop";
import { deliveriesOf, orderForNewDog, orderLabel, shipTheBox } from "./support/orders";
import { openAdmin, staffMember } from "./support/staff";

// Issue 26, "Tests and budgets": a customer reports a damaged box and receives a replacement
// that shows on the next packing list (decision 233), each step on its real screen.

test.describe("problems with a box", () => {
  // A shop of this file's own whose clock can be set back: a problem can only be reported on a
  // box that has shipped, and only a box whose day has passed can ship.
  const shop = datedShop(2);
  test.use({ baseURL: shop.url });
  test.afterAll(() => shop.stop());

  test("a customer reports a damaged box and receives a replacement that shows on the next packing list", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    // The order is placed three weeks ago; today its box has shipped.
    shop.clean();
    await shop.start(21);
    const customer = await createAccount();
    const number = await orderForNewDog(request, customer, { petName: "Biscuit" });
    await shop.start(0);
    const boxId = await shipTheBox(request, customer, "9400 1000 0000 0000 0000 00");
    const box = (await deliveriesOf(request, customer)).find((each) => each.id === boxId);
    const description = `The lid was crushed and the treats spilled (${crypto.randomUUID().slice(0, 8)}).`;

    // The customer, on /account/orders.
    await signIn(page, customer);
    await page.goto("/account/orders");
    const shipped = page.getByTestId("delivery").filter({ hasText: "9400 1000 0000 0000 0000 00" });
    await expect(shipped).toContainText("Shipped");
    await shipped.getByRole("button", { name: /^Report a problem with the / }).click();
    const report = shipped.getByRole("form", { name: /^Report a problem with the / });
    await report.getByRole("combobox", { name: "What went wrong?" }).selectOption("Damaged");
    await report.getByRole("textbox", { name: "Tell us what happened" }).fill(description);
    await report.getByRole("button", { name: "Send report" }).click();
    await expect(shipped.getByTestId("problem-outcome")).toHaveText(
      "Problem reported (Damaged): we are looking at it and will write to you.",
    );
    await expect(shipped.getByRole("button", { name: /^Report a problem with / })).toHaveCount(0);
    await expectNoA11yViolations(page);

    // Support, in the problem queue.
    const support = await staffMember(request, "support");
    await openAdmin(page, support);
    await page
      .getByRole("navigation", { name: "Back office menu" })
      .getByRole("link", { name: "Problems" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Problems" })).toBeVisible();
    const open = page.getByTestId("open-problem").filter({ hasText: description });
    await expect(open.getByRole("heading", { level: 3 })).toHaveText(
      `Damaged: ${box!.boxName} for Biscuit`,
    );
    await expect(open).toContainText(orderLabel(number));
    await expectNoA11yViolations(page);
    await open
      .getByRole("combobox", { name: "Resolve with" })
      .selectOption("Send a replacement box");
    await open.getByRole("button", { name: "Resolve and tell the customer" }).click();
    const resolved = page.getByTestId("resolved-problem").filter({ hasText: description });
    await expect(resolved).toContainText(
      /We are sending you a new box, free of charge: it ships on [^.]+\./,
    );
    await expect(resolved).toContainText(`(${support.email})`);
    await expect(open).toHaveCount(0);
    await expectNoA11yViolations(page);
    const outcome = /We are sending you a new box, free of charge: it ships on [^.]+\./.exec(
      (await resolved.textContent()) ?? "",
    )![0];

    // A packer: the packing list has the replacement, for Biscuit, still to pack.
    const packer = await staffMember(request, "packer");
    await openAdmin(page, packer);
    await page
      .getByRole("navigation", { name: "Back office menu" })
      .getByRole("link", { name: "Packing" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Packing" })).toBeVisible();
    const toPack = page
      .getByRole("listitem")
      .filter({ hasText: orderLabel(number) })
      .filter({
        has: page.getByRole("checkbox", {
          name: `Select ${orderLabel(number)} for shipping together`,
        }),
      });
    // Only a box still to ship has a tick: the one that shipped is done, the replacement waits.
    await expect(toPack).toHaveCount(1);
    await expect(toPack).toContainText(`${box!.boxName} for Biscuit (dog)`);
    await expect(toPack).toContainText("To pack");
    await toPack.getByRole("button", { name: `Mark ${orderLabel(number)} packed` }).click();
    await expect(toPack).toContainText("Packed");

    // The customer sees the outcome under the box they reported.
    await signIn(page, customer);
    await page.goto("/account/orders");
    await expect(shipped.getByTestId("problem-outcome")).toHaveText(
      `Problem reported (Damaged): ${outcome}`,
    );
    await expectNoA11yViolations(page);
  });
});
