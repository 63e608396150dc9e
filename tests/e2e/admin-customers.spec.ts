import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import {
  createAccount,
  expect,
  expectNoA11yViolations,
  screenshots,
  signIn,
  test,
  type TestAccount,
} from "./fixtures";
import { orderForNewDog } from "./support/orders";
import { openAsOwner, ownerToken, staffMember } from "./support/staff";

// The back office's customers (issue 26, decisions 231 and 232): support finds a customer and
// skips a box for them; the audit log names support. The audit log's screen is another
// stretch's, so the entry is read from GET /api/admin/audit, as the owner. The owner downloads
// the orders file from the same screen (issue 27, decision 252).

/** A customer with a cat allergic to dairy and one box for it, paid on delivery. */
async function customerWithBox(request: APIRequestContext, account: TestAccount) {
  const headers = { authorization: `Bearer ${account.idToken}` };
  const pet = await request.post("/api/pets", {
    data: { name: "Pickles", species: "cat", allergies: ["dairy"] },
    headers,
  });
  expect(pet.status(), await pet.text()).toBe(201);
  const petId = ((await pet.json()) as { pet: { id: number } }).pet.id;
  const address = {
    fullName: "Hedy Lamarr",
    line1: "12 Main Street",
    city: "Springfield",
    region: "IL",
    postalCode: "62704",
    country: "US",
  };
  const order = await request.post("/api/checkout", {
    data: { lines: [{ boxId: 1, petId, quantity: 1 }], planId: "per-box", address },
    headers,
  });
  expect(order.status(), await order.text()).toBe(201);
}

test("support finds a customer by e-mail, skips a box for them, and the audit log names support", async ({
  page,
  request,
}) => {
  const customer = await createAccount();
  await customerWithBox(request, customer);
  const support = await staffMember(request, "support", { displayName: "Sam Support" });

  await signIn(page, support);
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Back office menu" })
    .getByRole("link", { name: "Customers" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  // The shop's CSV files are the owner's (decision 252): support gets no download.
  await expect(page.getByRole("button", { name: /\(CSV\)$/ })).toHaveCount(0);
  await page.getByRole("searchbox", { name: "Search customers" }).fill(customer.email);
  await page.getByRole("button", { name: "Search" }).click();
  const found = page.getByRole("link", { name: "Hedy Lamarr" });
  await expect(found).toBeVisible();
  await expect(page.getByText("Matched by e-mail")).toBeVisible();
  await expectNoA11yViolations(page);

  await found.click();
  await expect(page.getByRole("heading", { level: 1, name: "Hedy Lamarr" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Pets" })).toContainText("Allergies: dairy");
  await expect(page.getByRole("region", { name: "Orders" })).toContainText(/PB-\d{6}/);
  await expectNoA11yViolations(page);
  await screenshots(page, "admin-customer");

  const skip = page.getByRole("button", { name: /^Skip the box of / }).first();
  const day = ((await skip.getAttribute("aria-label")) ?? "").replace("Skip the box of ", "");
  await skip.click();
  await expect(page.getByText(`The box of ${day} is skipped.`)).toBeVisible();
  await expect(page.getByRole("button", { name: `Bring back the box of ${day}` })).toBeVisible();

  // The customer's own portal shows it skipped.
  const own = await request.get("/api/subscriptions", {
    headers: { authorization: `Bearer ${customer.idToken}` },
  });
  expect(await own.text()).toContain('"status":"skipped"');

  const audit = await request.get(`/api/admin/audit?customer=${customer.uid}`, {
    headers: { authorization: `Bearer ${await ownerToken()}` },
  });
  const { entries } = (await audit.json()) as {
    entries: { action: string; actor: { email: string; role: string }; customerUid: string }[];
  };
  expect(entries.map((entry) => [entry.action, entry.actor.email, entry.actor.role])).toEqual([
    ["subscriptions.skip", support.email, "support"],
  ]);
});

const ORDERS_HEADER =
  "order,created_at,status,uid,email,plan,payment,total_cents,shipping_cents,currency,ship_to,city,postal_code,country,discount_cents";

test("an owner downloads the orders file from Customers: its header, then the new order, on a 390 px phone", async ({
  page,
  request,
}) => {
  const number = await orderForNewDog(request, await createAccount());
  const label = `PB-${String(number).padStart(6, "0")}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await openAsOwner(page, "/admin/customers");
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  const files = page.getByRole("region", { name: /records, for a spreadsheet/ });
  await expect(files.getByRole("button")).toHaveText([
    "Download customers (CSV)",
    "Download subscriptions (CSV)",
    "Download orders (CSV)",
  ]);
  await expectNoA11yViolations(page);
  await screenshots(page, "admin-customers-downloads");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
      `no sideways scroll at ${width} px`,
    ).toBe(true);
  }

  const saved = page.waitForEvent("download");
  await files.getByRole("button", { name: "Download orders (CSV)" }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^petbox-orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path())!, "utf8");
  const lines = text.split("\r\n");
  expect(lines[0]).toBe(ORDERS_HEADER);
  expect(lines.some((line) => line.startsWith(`${label},`))).toBe(true);
  await expect(files.getByRole("button", { name: "Download orders (CSV)" })).toBeEnabled();
});
