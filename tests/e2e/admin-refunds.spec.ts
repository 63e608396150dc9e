import { formatCents } from "../../shared/commerce/cents";
import { createAccount, expect, expectNoA11yViolations, test } from "./fixtures";
import { datedShop } from "./support/dated-shop";
import { orderForNewDog, orderLabel, shipTheBox } from "./support/orders";
import { outboxMessage } from "./support/shop-command";
import { openAdmin, staffMember } from "./support/staff";

// Issue 26, "Tests and budgets": an owner refunds half an order, through the Payments screen
// (decision 229). Pay on delivery: the box ships, the owner records it paid in cash from the
// unpaid list, then refunds half of it; the shop keeps what is left and tells the customer.

/** "$12.50" → 1250. */
const centsOf = (text: string) => Math.round(Number(text.replace(/[$,]/g, "")) * 100);

test.describe("refunds", () => {
  // A shop of this file's own whose clock can be set back: only a box whose day has passed can
  // ship, and only a shipped box can be paid for on delivery.
  const shop = datedShop(1);
  test.use({ baseURL: shop.url });
  test.afterAll(() => shop.stop());

  test("an owner refunds half an order: paid, refunded and left update, a refund larger than what is left is refused, and the customer is e-mailed", async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    // The refused refund answers 400, which Chromium logs as a failed resource load.
    consoleErrors.allow(/status of 400/);
    // The order is placed three weeks ago, so today its box can ship.
    shop.clean();
    await shop.start(21);
    const customer = await createAccount();
    // Two of the box: what is paid is then an even number of cents, so half is exact.
    const number = await orderForNewDog(request, customer, { quantity: 2 });
    await shop.start(0);
    await shipTheBox(request, customer, "9400 1000 0000 0000 0000 00");
    const owner = await staffMember(request, "owner");

    await openAdmin(page, owner);
    await page
      .getByRole("navigation", { name: "Back office menu" })
      .getByRole("link", { name: "Payments" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
    // The box came with the carrier: the owner records the cash taken at the door.
    const unpaid = page
      .getByRole("region", { name: "Unpaid deliveries" })
      .getByRole("listitem")
      .filter({ hasText: orderLabel(number) });
    await unpaid.getByRole("button", { name: "Paid in cash" }).click();
    await expect(page.getByText(`${orderLabel(number)}: recorded as paid in cash.`)).toBeVisible();
    await expect(unpaid).toHaveCount(0);

    await page.getByRole("textbox", { name: "Order number" }).fill(orderLabel(number));
    await page.getByRole("button", { name: "Find the order" }).click();
    await expect(
      page.getByRole("heading", { name: `${orderLabel(number)} · Pay on delivery` }),
    ).toBeVisible();
    const paidText = (await page.getByTestId("refund-paid").textContent()) ?? "";
    const paid = centsOf(paidText);
    expect(paid, `paid: ${paidText}`).toBeGreaterThan(0);
    expect(paid % 2).toBe(0);
    const half = paid / 2;
    await expect(page.getByTestId("refund-refunded")).toHaveText("$0.00");
    await expect(page.getByTestId("refund-left")).toHaveText(formatCents(paid));

    const form = page.getByRole("form", { name: "Refund" });
    await form.getByRole("textbox", { name: "Amount to refund ($)" }).fill((half / 100).toFixed(2));
    await form.getByRole("textbox", { name: "Reason" }).fill("The box came a week late");
    await form.getByRole("button", { name: "Refund" }).click();
    await expect(
      page.getByText(`Refunded ${formatCents(half)}. The customer has been e-mailed.`),
    ).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Amount to refund ($)" })).toHaveValue("");
    await expect(page.getByTestId("refund-paid")).toHaveText(formatCents(paid));
    await expect(page.getByTestId("refund-refunded")).toHaveText(formatCents(half));
    await expect(page.getByTestId("refund-left")).toHaveText(formatCents(paid - half));
    await expect(
      page.getByRole("listitem").filter({ hasText: "The box came a week late" }),
    ).toContainText(`${formatCents(half)} · The box came a week late · ${owner.email}`);
    await expectNoA11yViolations(page);

    // A cent more than is left: the shop refuses it, says why, and nothing more is refunded.
    const tooMuch = paid - half + 1;
    await form
      .getByRole("textbox", { name: "Amount to refund ($)" })
      .fill((tooMuch / 100).toFixed(2));
    await form.getByRole("textbox", { name: "Reason" }).fill("Goodwill");
    await form.getByRole("button", { name: "Refund" }).click();
    const refusal = `Refund at most ${formatCents(paid - half)}: what was paid and not yet refunded.`;
    await expect(page.getByRole("alert").filter({ hasText: refusal })).toBeVisible();
    await expect(
      form.getByRole("textbox", { name: "Amount to refund ($)" }),
    ).toHaveAccessibleDescription(new RegExp(refusal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(page.getByTestId("refund-refunded")).toHaveText(formatCents(half));
    await expect(page.getByTestId("refund-left")).toHaveText(formatCents(paid - half));

    // The customer's e-mail, as the shop's outbox holds it.
    const mail = await outboxMessage(shop.dataDir, "payment_refunded", customer.email);
    expect(mail, "a refund e-mail to the customer").not.toBeNull();
    expect(mail).toContain(`Subject: Your PetBox refund for ${orderLabel(number)}`);
    expect(mail).toContain(
      `We have refunded ${formatCents(half)} on your order ${orderLabel(number)}.`,
    );
    expect(mail).toContain("The box came a week late");
    expect(mail).toContain(formatCents(paid - half));
  });
});
