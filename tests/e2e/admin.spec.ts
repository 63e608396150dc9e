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
import { datedShop } from "./support/dated-shop";
import { openAdmin, staffMember } from "./support/staff";

// The back office (issue 26): who may open it, and its screens as staff use them.

const FORBIDDEN_LOG = /status of 403/;

const home = {
  fullName: "Ada Lovelace",
  line1: "12 Main Street",
  city: "Springfield",
  region: "IL",
  postalCode: "62704",
  country: "US",
};

/** A customer's order of one box for a new dog with an allergy: answers its number. */
async function customerOrder(request: APIRequestContext, account: TestAccount) {
  const headers = { authorization: `Bearer ${account.idToken}` };
  const pet = await request.post("/api/pets", {
    data: { name: "Rex", species: "dog", size: "large", chewing: "power", allergies: ["chicken"] },
    headers,
  });
  expect(pet.status(), await pet.text()).toBe(201);
  const petId = ((await pet.json()) as { pet: { id: number } }).pet.id;
  const order = await request.post("/api/checkout", {
    data: { lines: [{ boxId: 2, petId, quantity: 1 }], planId: "per-box", address: home },
    headers,
  });
  expect(order.status(), await order.text()).toBe(201);
  return ((await order.json()) as { order: { number: number } }).order.number;
}

const label = (number: number) => `PB-${String(number).padStart(6, "0")}`;

/** The month of the order's first box, as the packing list's address takes it. */
async function firstBoxMonth(request: APIRequestContext, account: TestAccount) {
  const response = await request.get("/api/account/history", {
    headers: { authorization: `Bearer ${account.idToken}` },
  });
  const text = await response.text();
  const date = /"date":"(\d{4}-\d{2})-\d{2}"/.exec(text)?.[1];
  expect(date, text).toBeTruthy();
  return date!;
}

test("a customer at /admin sees a plain Not allowed page, nothing of the back office", async ({
  page,
  consoleErrors,
}) => {
  // GET /api/admin/me answers 403, which Chromium logs as a failed resource load.
  consoleErrors.allow(FORBIDDEN_LOG);
  const customer = await createAccount();
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/admin/")) asked.push(new URL(request.url()).pathname);
  });
  await openAdmin(page, customer, "/admin/packing");
  await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
  await expect(page.getByText("Your account is not on the staff list.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Back office menu" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Packing" })).toHaveCount(0);
  expect(asked, "no data is asked for once /me says no").toEqual(["/api/admin/me"]);
  await expectNoA11yViolations(page);
});

test("a visitor at /admin is sent to sign in first", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
});

test.describe("a packer on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("sees Today, the packing list with its pick list and pet notes, and the print view; every screen passes axe", async ({
    page,
    request,
  }) => {
    const customer = await createAccount();
    const number = await customerOrder(request, customer);
    const month = await firstBoxMonth(request, customer);
    const packer = await staffMember(request, "packer");

    await openAdmin(page, packer);
    await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
    const menu = page.getByRole("navigation", { name: "Back office menu" });
    await expect(menu.getByRole("link")).toHaveText(["Today", "Packing", "Stock"]);
    // Packers see no payment data.
    await expect(page.getByRole("heading", { name: "Unpaid deliveries" })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await screenshots(page, "admin-today");

    await page.goto(`/admin/packing?month=${month}`);
    await expect(page.getByRole("heading", { level: 1, name: "Packing" })).toBeVisible();
    const line = page.getByRole("listitem").filter({ hasText: label(number) });
    await expect(line).toContainText("for Rex (dog)");
    await expect(line).toContainText("power chewer");
    await expect(line).toContainText("Allergies: chicken");
    const pick = page.getByRole("region", { name: "Pick list" });
    await expect(pick.getByRole("row").first()).toBeVisible();
    await expectNoA11yViolations(page);
    await screenshots(page, "admin-packing");

    await page.getByRole("link", { name: "Print view" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Packing list, / })).toBeVisible();
    await expect(page.getByRole("cell", { name: label(number) })).toBeVisible();
    await expectNoA11yViolations(page);
    await screenshots(page, "admin-packing-print");
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await page.screenshot({
      path: "reports/screens/admin-packing-print-media-print.png",
      fullPage: true,
    });
  });
});

test("keyboard only: a packer reaches a box's Ship, gives a tracking number and sends it without a mouse", async ({
  page,
  request,
  consoleErrors,
}) => {
  // The shop refuses to ship a box the customer can still change (409, logged by Chromium).
  consoleErrors.allow(/status of 409/);
  const customer = await createAccount();
  const number = await customerOrder(request, customer);
  const month = await firstBoxMonth(request, customer);
  const packer = await staffMember(request, "packer");
  await openAdmin(page, packer, `/admin/packing?month=${month}`);
  const ship = page.getByRole("button", { name: `Ship ${label(number)}` });
  await expect(ship).toBeVisible();
  // Tab until the box's Ship button has focus, as a keyboard user would.
  for (let presses = 0; presses < 80; presses += 1) {
    if (await ship.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(ship).toBeFocused();
  await page.keyboard.press("Enter");
  const tracking = page.getByRole("textbox", { name: "Tracking number" });
  await expect(tracking).toBeFocused();
  await page.keyboard.type("1Z999AA10123456784");
  await page.keyboard.press("Enter");
  // The box ships once its cut-off has passed; before that the shop says why, beside the form.
  await expect(
    page
      .getByRole("form", { name: `Ship ${label(number)}` })
      .getByRole("alert")
      .or(page.getByText(`${label(number)} shipped.`)),
  ).toBeVisible();
});

test.describe("shipping a late box", () => {
  const shop = datedShop();
  test.afterAll(() => shop.stop());

  test("a packer on a 390 px phone packs a late box and ships it with a tracking number; the customer then sees it shipped with its tracking on /account/orders", async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(240_000);
    const api = await playwright.request.newContext({ baseURL: shop.url });
    // The order is placed three weeks ago; today its box is past its day and not shipped: late.
    shop.clean();
    await shop.start(21);
    const customer = await createAccount();
    const number = await customerOrder(api, customer);
    await shop.start(0);
    const packer = await staffMember(api, "packer");

    const phone = await browser.newContext({
      baseURL: shop.url,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await phone.newPage();
    await openAdmin(page, packer);
    const late = page.getByRole("region", { name: "Late boxes" });
    await expect(late).toContainText(label(number));
    await late.getByRole("link", { name: "Open packing" }).click();
    // Open packing shows the month of the oldest late box.
    await expect(page.getByRole("heading", { level: 1, name: "Packing" })).toBeVisible();
    const line = page.getByRole("listitem").filter({ hasText: label(number) });
    await expect(line).toContainText("Late");
    await line.getByRole("button", { name: `Mark ${label(number)} packed` }).tap();
    await expect(line).toContainText("Packed");
    await line.getByRole("button", { name: `Ship ${label(number)}` }).tap();
    const form = page.getByRole("form", { name: `Ship ${label(number)}` });
    await form.getByLabel("Carrier").selectOption({ label: "UPS" });
    await form.getByLabel("Tracking number").fill("1Z999AA10123456784");
    await form.getByRole("button", { name: "Ship box" }).tap();
    await expect(page.getByText(`${label(number)} shipped.`)).toBeVisible();
    await expect(line).toContainText("Shipped");
    await expect(line.getByRole("link", { name: /1Z999AA10123456784/ })).toHaveAttribute(
      "href",
      /ups\.com.*1Z999AA10123456784/,
    );
    await phone.close();

    const desk = await browser.newContext({ baseURL: shop.url });
    const customerPage = await desk.newPage();
    await signIn(customerPage, customer);
    await customerPage.goto("/account/orders");
    const shipped = customerPage.getByRole("listitem").filter({ hasText: "1Z999AA10123456784" });
    await expect(shipped).toContainText("Shipped");
    await expect(shipped.getByRole("link", { name: /Track your box/ })).toHaveAttribute(
      "href",
      /ups\.com.*1Z999AA10123456784/,
    );
    await desk.close();
    await api.dispose();
  });
});
