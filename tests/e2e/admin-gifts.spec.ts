import type { APIRequestContext, Page } from "@playwright/test";
import {
  createAccount,
  expect,
  expectNoA11yViolations,
  screenshots,
  test,
  type TestAccount,
} from "./fixtures";
import { datedShop } from "./support/dated-shop";
import { orderLabel } from "./support/orders";
import { outboxMessage } from "./support/shop-command";
import { openAdmin, staffMember } from "./support/staff";

// Issue 28, support's side of gifts (decision 275): a gift paid by bank transfer waits on
// Payments until support records the transfer; its e-mail then goes out, and support sends it
// again from the buyer's page. Owners switch a code off and change its limit on Codes.

async function giveGift(request: APIRequestContext, buyer: TestAccount, recipientEmail: string) {
  const response = await request.post("/api/gifts", {
    data: {
      boxId: 1,
      deliveries: 3,
      recipientName: "Bea Lane",
      recipientEmail,
      message: "Happy birthday!",
    },
    headers: {
      authorization: `Bearer ${buyer.idToken}`,
      "idempotency-key": crypto.randomUUID(),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { order: { number: number } }).order.number;
}

const menuLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Back office menu" }).getByRole("link", { name });

test.describe("gifts in the back office", () => {
  // A shop of this file's own: restarting it runs the gift e-mails' job at once.
  const shop = datedShop(5);
  test.use({ baseURL: shop.url });
  test.afterAll(() => shop.stop());

  test("support records a gift's bank transfer, then sends the gift e-mail again from the buyer's page; both screens pass axe", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    shop.clean();
    await shop.start(0);
    const buyer = await createAccount();
    const recipient = `bea-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const number = await giveGift(request, buyer, recipient);
    const support = await staffMember(request, "support");

    await openAdmin(page, support);
    await menuLink(page, "Payments").click();
    await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
    const waiting = page.getByRole("region", { name: "Waiting for a bank transfer" });
    const row = waiting.getByRole("listitem").filter({ hasText: orderLabel(number) });
    await expect(row).toContainText("Gift of 3 boxes");
    await expect(row).toContainText(buyer.email);
    await expect(row).toContainText("$89.97");
    await expectNoA11yViolations(page);
    await screenshots(page, "admin-transfers");

    await row.getByRole("button", { name: `${orderLabel(number)}: record the transfer` }).click();
    const dialog = page.getByRole("dialog", { name: "Record the bank transfer?" });
    await expect(dialog).toContainText(`$89.97 quoting ${orderLabel(number)}`);
    await expectNoA11yViolations(page);
    await dialog.getByRole("button", { name: "Record the transfer" }).click();
    await expect(
      page.getByText(`${orderLabel(number)}: the transfer is recorded and the order paid.`),
    ).toBeVisible();
    await expect(row).toHaveCount(0);

    // The gift e-mails' job runs as a server starts: the paid gift's e-mail goes out.
    await shop.start(0);
    await expect
      .poll(() => outboxMessage(shop.dataDir, "gift_sent", recipient), { timeout: 30_000 })
      .not.toBeNull();
    const firstMail = await outboxMessage(shop.dataDir, "gift_sent", recipient);

    await openAdmin(page, support, `/admin/customers/${encodeURIComponent(buyer.uid)}`);
    const gifts = page.getByRole("region", { name: "Gifts given" });
    await expect(gifts).toContainText("3 × Cozy Cat Corner for Bea Lane");
    await expect(gifts).toContainText("E-mail sent, not claimed");
    await expect(gifts).toContainText("3 of 3 boxes left");
    await expectNoA11yViolations(page);
    await screenshots(page, "admin-customer-gifts");

    await gifts.getByRole("button", { name: `Send the e-mail again to ${recipient}` }).click();
    const resend = page.getByRole("dialog", { name: "Send the gift e-mail again?" });
    await resend.getByRole("button", { name: "Send the e-mail again" }).click();
    await expect(
      page.getByText(`The gift e-mail went again to ${recipient}, with a new link.`),
    ).toBeVisible();
    await expect
      .poll(() => outboxMessage(shop.dataDir, "gift_sent", recipient), { timeout: 30_000 })
      .not.toBe(firstMail);
    const link = (mail: string | null) => /\/gift\/([A-Za-z0-9_-]{43})/.exec(mail ?? "")?.[1];
    const secondMail = await outboxMessage(shop.dataDir, "gift_sent", recipient);
    expect(link(secondMail)).toBeTruthy();
    expect(link(secondMail)).not.toBe(link(firstMail));

    // The recipient's address, before the claim: the buyer left it to them; support adds it.
    await gifts
      .getByRole("button", { name: `Change the recipient's address: Bea Lane, ${recipient}` })
      .click();
    const change = page.getByRole("dialog", { name: "Change the recipient's address" });
    await change.getByRole("textbox", { name: "Full name" }).fill("Bea Lane");
    await change.getByRole("textbox", { name: "Address line 1" }).fill("9 Elm Street");
    await change.getByRole("textbox", { name: "Town or city" }).fill("Springfield");
    await change.getByRole("combobox", { name: "State" }).selectOption("IL");
    await change.getByRole("textbox", { name: "ZIP code" }).fill("62704");
    await expectNoA11yViolations(page);
    await change.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByText("Bea Lane's gift now goes to the new address.")).toBeVisible();
    await expect(gifts).toContainText("To Bea Lane, 9 Elm Street");
  });
});

test("an owner switches a code off, changes its limit, and makes a code for one box and one plan; Codes passes axe", async ({
  page,
  request,
}) => {
  const owner = await staffMember(request, "owner");
  const name = `GIFT${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
  await openAdmin(page, owner, "/admin/codes");
  await expect(page.getByRole("heading", { level: 1, name: "Codes" })).toBeVisible();
  const form = page.getByRole("region", { name: "New code" });
  await form.getByRole("textbox", { name: "Code" }).fill(name);
  await form.getByRole("textbox", { name: "How much off" }).fill("10");
  await form.getByRole("checkbox", { name: "Cozy Cat Corner" }).check();
  await form
    .getByRole("group", { name: /Only for these plans/ })
    .getByRole("checkbox")
    .first()
    .check();
  await form.getByRole("button", { name: "Make the code" }).click();
  await expect(page.getByText(`${name} was made.`)).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("Boxes: Cozy Cat Corner");
  await expect(row).toContainText("Plans: ");

  await row.getByRole("button", { name: `${name}: switch off` }).click();
  const off = page.getByRole("alertdialog", { name: `Switch ${name} off?` });
  await off.getByRole("button", { name: "Switch off" }).click();
  await expect(page.getByText(`${name} is switched off: checkout refuses it.`)).toBeVisible();
  await expect(row).toContainText("Switched off");

  await row.getByRole("button", { name: `${name}: change end and limit` }).click();
  const edit = page.getByRole("dialog", { name: `Change ${name}` });
  await edit.getByRole("textbox", { name: "Most uses in all (optional)" }).fill("25");
  await expectNoA11yViolations(page);
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`${name} was changed.`)).toBeVisible();
  await expect(row.getByTestId("code-uses")).toHaveText("0 of 25 used");
  await expectNoA11yViolations(page);
  await screenshots(page, "admin-codes-edit");
});
