import type { APIRequestContext } from "@playwright/test";
import {
  createAccount,
  expect,
  expectNoA11yViolations,
  NOT_FOUND_STATUS_LOG,
  screenshots,
  signIn,
  test,
  type TestAccount,
} from "./fixtures";
import { staffMember } from "./support/staff";

// The back office's Payments screen (issue 26, decisions 229 and 230), as an owner uses it.

async function customerOrder(request: APIRequestContext, account: TestAccount) {
  const headers = { authorization: `Bearer ${account.idToken}` };
  const pet = await request.post("/api/pets", {
    data: { name: "Rex", species: "dog" },
    headers,
  });
  expect(pet.status(), await pet.text()).toBe(201);
  const petId = ((await pet.json()) as { pet: { id: number } }).pet.id;
  const order = await request.post("/api/checkout", {
    data: {
      lines: [{ boxId: 2, petId, quantity: 1 }],
      planId: "per-box",
      address: {
        fullName: "Ada Lovelace",
        line1: "12 Main Street",
        city: "Springfield",
        region: "IL",
        postalCode: "62704",
        country: "US",
      },
    },
    headers,
  });
  expect(order.status(), await order.text()).toBe(201);
  return ((await order.json()) as { order: { number: number } }).order.number;
}

const label = (number: number) => `PB-${String(number).padStart(6, "0")}`;

test("an owner opens Payments, finds an order by its number and sees what was paid, refunded and is left; the screen passes axe", async ({
  page,
  request,
  consoleErrors,
}) => {
  // The unknown order's 404 at the end, which Chromium logs as a failed resource load.
  consoleErrors.allow(NOT_FOUND_STATUS_LOG);
  const customer = await createAccount();
  const number = await customerOrder(request, customer);
  const owner = await staffMember(request, "owner");
  await signIn(page, owner);
  await page.goto("/admin");
  const menu = page.getByRole("navigation", { name: "Back office menu" });
  await menu.getByRole("link", { name: "Payments" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Unpaid deliveries" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Failed card renewals" })).toBeVisible();
  await expect(page.getByText("No card renewal has failed.")).toBeVisible();

  await page.getByRole("textbox", { name: "Order number" }).fill(label(number));
  await page.getByRole("button", { name: "Find the order" }).click();
  await expect(
    page.getByRole("heading", { name: new RegExp(`^${label(number)} · Pay on delivery`) }),
  ).toBeVisible();
  // Pay on delivery, nothing delivered yet: nothing paid, so nothing to refund.
  await expect(page.getByTestId("refund-paid")).toHaveText("$0.00");
  await expect(page.getByTestId("refund-left")).toHaveText("$0.00");
  await expect(page.getByText("Nothing is left to refund on this order.")).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, "admin-payments");

  await page.getByRole("textbox", { name: "Order number" }).fill("PB-999999");
  await page.getByRole("button", { name: "Find the order" }).click();
  await expect(page.getByText("There is no such order.")).toBeVisible();
});
