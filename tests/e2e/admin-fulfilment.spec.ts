import type { APIRequestContext } from "@playwright/test";
import { createAccount, expect, signIn, test, type TestAccount } from "./fixtures";
import { datedShop } from "./support/dated-shop";
import { orderForNewDog, orderLabel as label } from "./support/orders";
import { staffMember } from "./support/staff";

// What became of a shipped box (issue 26, decision 237): a packer marks it delivered, then
// returned, on the packing screen, and the customer's orders page says so.

/** The customer's first box: its delivery id and the month it ships in. */
async function firstBox(request: APIRequestContext, account: TestAccount) {
  const response = await request.get("/api/account/history", {
    headers: { authorization: `Bearer ${account.idToken}` },
  });
  const history = (await response.json()) as { deliveries: { id: number; date: string }[] };
  const first = history.deliveries.at(-1);
  expect(first, JSON.stringify(history)).toBeTruthy();
  return { id: first!.id, month: first!.date.slice(0, 7) };
}

test.describe("a shipped box delivered, then returned", () => {
  // A shop of this file's own, its clock set back to place an order three weeks ago.
  const shop = datedShop(3);
  test.afterAll(() => shop.stop());

  test("a packer on a 390 px phone marks a shipped box delivered, then returned; it stays so after a reload and the customer sees it returned", async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(240_000);
    const api = await playwright.request.newContext({ baseURL: shop.url });
    // Ordered three weeks ago: today its box is past its day, so it can be shipped.
    shop.clean();
    await shop.start(21);
    const customer = await createAccount();
    const number = await orderForNewDog(api, customer);
    await shop.start(0);
    const packer = await staffMember(api, "packer", { displayName: "Sam packer" });
    const box = await firstBox(api, customer);
    // Shipping is admin.spec.ts's to drive on screen; here it is the step before.
    const shipped = await api.post(`/api/admin/deliveries/${box.id}/ship`, {
      data: { carrier: "ups", trackingNumber: "1Z999AA10123456784" },
      headers: {
        authorization: `Bearer ${packer.idToken}`,
        "idempotency-key": crypto.randomUUID(),
      },
    });
    expect(shipped.status(), await shipped.text()).toBe(200);

    const phone = await browser.newContext({
      baseURL: shop.url,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await phone.newPage();
    await signIn(page, packer);
    await page.goto(`/admin/packing?month=${box.month}`);
    const line = page.getByRole("listitem").filter({ hasText: label(number) });
    await expect(line).toContainText("Shipped");
    await line.getByRole("button", { name: `Mark ${label(number)} delivered` }).tap();
    await expect(page.getByText(`${label(number)} delivered.`)).toBeVisible();
    await expect(line).toContainText("Delivered");
    await expect(line.getByRole("button", { name: `Mark ${label(number)} delivered` })).toHaveCount(
      0,
    );
    await page.reload();
    await expect(line).toContainText("Delivered");
    await line.getByRole("button", { name: `Mark ${label(number)} returned` }).tap();
    await expect(page.getByText(`${label(number)} returned.`)).toBeVisible();
    await expect(line).toContainText("Returned");
    await expect(line.getByRole("button", { name: /^Mark / })).toHaveCount(0);
    await phone.close();

    const desk = await browser.newContext({ baseURL: shop.url });
    const customerPage = await desk.newPage();
    await signIn(customerPage, customer);
    await customerPage.goto("/account/orders");
    const returned = customerPage.getByRole("listitem").filter({ hasText: "1Z999AA10123456784" });
    await expect(returned).toContainText("Returned");
    await desk.close();
    await api.dispose();
  });
});
