// The EU right of withdrawal (issue 25 §7): "Withdraw from contract here" in the footer of every
// page leads, without signing in, to a short form; "Confirm withdrawal" stores it with its time,
// cancels the order's subscriptions when the order number and e-mail match, and says so.
import type { APIRequestContext, Page } from "@playwright/test";
import { formatReceivedAt } from "../../shared/commerce/withdrawal-words";
import {
  appStarted,
  createAccount,
  expect,
  expectNoA11yViolations,
  screenshots,
  sidewaysOverflow,
  signIn,
  test,
  type TestAccount,
} from "./fixtures";

const home = {
  fullName: "Ada Lovelace",
  line1: "12 Main Street",
  city: "Springfield",
  region: "IL",
  postalCode: "62704",
  country: "US",
};

const label = (number: number) => `PB-${String(number).padStart(6, "0")}`;

/** One order of `account`'s, for a new cat: answers its number and its subscription's id. */
async function placeOrder(request: APIRequestContext, account: TestAccount, boxId = 1) {
  const headers = { authorization: `Bearer ${account.idToken}` };
  const pet = await request.post("/api/pets", { data: { name: "Milo", species: "cat" }, headers });
  expect(pet.status()).toBe(201);
  const petId = ((await pet.json()) as { pet: { id: number } }).pet.id;
  const response = await request.post("/api/checkout", {
    data: { lines: [{ boxId, petId, quantity: 1 }], planId: "per-box", address: home },
    headers,
  });
  expect(response.status(), await response.text()).toBe(201);
  const answer = (await response.json()) as {
    order: { number: number };
    subscriptions: { id: number }[];
  };
  return { number: answer.order.number, subscription: answer.subscriptions[0]!.id };
}

async function subscriptionStatus(request: APIRequestContext, account: TestAccount, id: number) {
  const response = await request.get("/api/subscriptions", {
    headers: { authorization: `Bearer ${account.idToken}` },
  });
  const { subscriptions } = (await response.json()) as {
    subscriptions: { id: number; status: string }[];
  };
  return subscriptions.find((each) => each.id === id)?.status;
}

/** Presses Confirm withdrawal and answers what the shop answered. */
async function confirm(page: Page) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/withdrawals") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();
  const response = await answered;
  expect(response.status()).toBe(201);
  return ((await response.json()) as { withdrawal: { receivedAt: string } }).withdrawal;
}

/** The date and time as the page writes it, in the browser's own time zone. */
async function shownTime(page: Page, receivedAt: string) {
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  return formatReceivedAt(new Date(receivedAt), zone).replace(/\s/g, " ");
}

const normalized = (text: string | null) => (text ?? "").replace(/\s+/g, " ");

test("the footer link of the home page leads a visitor to the form, which names each field it needs", async ({
  page,
}) => {
  await page.goto("/");
  await appStarted(page);
  await page.getByRole("link", { name: "Withdraw from contract here" }).click();
  await expect(page).toHaveURL(/\/withdraw$/);
  await expect(page).toHaveTitle("Withdraw from your contract – PetBox");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Withdraw from your contract");
  await expect(page.getByText("within 14 days without giving any reason")).toBeVisible();
  await expect(page.getByLabel("Order number")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshots(page, "withdrawal-form");

  // Nothing filled in: each field says what it needs, and the first gets the focus.
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expect(page.getByLabel("Full name")).toBeFocused();
  await expect(page.getByText("Please enter your full name.")).toBeVisible();
  await expect(page.getByText("Please enter the order number, like PB-000042.")).toBeVisible();
  await expect(page.getByText("Please enter your email address.")).toBeVisible();
  await expectNoA11yViolations(page);
});

test("a visitor withdraws through the footer link: the date and time are shown and the order's subscription is cancelled", async ({
  page,
  request,
}) => {
  const account = await createAccount({ displayName: "Ada Lovelace" });
  const order = await placeOrder(request, account);

  await page.goto("/howitworks");
  await appStarted(page);
  await page.getByRole("link", { name: "Withdraw from contract here" }).click();
  await expect(page).toHaveURL(/\/withdraw$/);
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("Order number").fill(label(order.number).toLowerCase());
  await page.getByLabel("Email").fill(account.email.toUpperCase());
  const withdrawal = await confirm(page);

  const recorded = page.getByRole("region", { name: "Your withdrawal is recorded" });
  await expect(recorded.getByRole("heading")).toBeFocused();
  expect(normalized(await recorded.textContent())).toContain(
    `We received your withdrawal from order ${label(order.number)} on ${await shownTime(page, withdrawal.receivedAt)}.`,
  );
  await expect(recorded).toContainText(
    `We have cancelled the 1 subscription of order ${label(order.number)}.`,
  );
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshots(page, "withdrawal-recorded");

  expect(await subscriptionStatus(request, account, order.subscription)).toBe("cancelled");
});

test("a withdrawal whose order and e-mail do not match is recorded all the same, and the page says the shop follows up", async ({
  page,
  request,
}) => {
  const account = await createAccount();
  const order = await placeOrder(request, account);
  await page.goto("/withdraw");
  await appStarted(page);
  await page.getByLabel("Full name").fill("Eve Example");
  await page.getByLabel("Order number").fill(label(order.number));
  await page.getByLabel("Email").fill("someone-else@example.com");
  await confirm(page);
  const recorded = page.getByRole("region", { name: "Your withdrawal is recorded" });
  await expect(recorded).toContainText(
    `We could not match order number “${label(order.number)}” with this e-mail address to one of our orders, so nothing has been cancelled yet.`,
  );
  await expect(recorded).toContainText(
    "Your withdrawal is recorded all the same: we check it by hand and write to you within 2 working days.",
  );
  expect(await subscriptionStatus(request, account, order.subscription)).toBe("active");
});

test("signed in, the form is filled in and offers the customer's orders to pick from", async ({
  page,
  request,
}) => {
  const account = await createAccount({ displayName: "Grace Hopper" });
  const older = await placeOrder(request, account, 1);
  const newer = await placeOrder(request, account, 4);
  await signIn(page, account);
  await page.goto("/terms");
  await appStarted(page);
  await expect(page.getByRole("region", { name: "Your right of withdrawal" })).toContainText(
    'use "Withdraw from contract here" at the foot of every page',
  );
  await page.getByRole("link", { name: "Withdraw from contract here" }).click();
  await expect(page).toHaveURL(/\/withdraw$/);

  await expect(page.getByLabel("Full name")).toHaveValue("Grace Hopper");
  await expect(page.getByLabel("Email")).toHaveValue(account.email);
  const choice = page.getByRole("group", { name: "Your order" });
  const radios = choice.getByRole("radio");
  await expect(radios).toHaveCount(3);
  await expect(choice.locator("label")).toHaveText([
    new RegExp(`^${label(newer.number)}Ordered \\w+day, .*: Kitten Starter Kit for Milo$`),
    new RegExp(`^${label(older.number)}Ordered \\w+day, .*: Cozy Cat Corner for Milo$`),
    "Another order number",
  ]);
  await expect(choice.getByRole("radio", { name: new RegExp(label(newer.number)) })).toBeChecked();
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshots(page, "withdrawal-form-signed-in");

  await choice.getByRole("radio", { name: new RegExp(label(older.number)) }).check();
  await confirm(page);
  await expect(page.getByRole("region", { name: "Your withdrawal is recorded" })).toContainText(
    `We have cancelled the 1 subscription of order ${label(older.number)}.`,
  );
  expect(await subscriptionStatus(request, account, older.subscription)).toBe("cancelled");
  expect(await subscriptionStatus(request, account, newer.subscription)).toBe("active");
});
