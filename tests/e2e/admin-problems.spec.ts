import {
  createAccount,
  expect,
  expectNoA11yViolations,
  screenshots,
  signIn,
  test,
} from "./fixtures";
import { staffMember } from "./support/staff";

// Support's screens of the back office (issue 26, decisions 233 and 234): the problem queue, the
// inbox with its reply by e-mail, reviews, and what Today counts for support.

test("support answers a customer's message by e-mail from the inbox; Today counts what waits; the problem queue and reviews pass axe", async ({
  page,
  request,
}) => {
  const customer = await createAccount({ displayName: "Ada Lovelace" });
  const question = `Does the Cat Box hold fish? (${crypto.randomUUID().slice(0, 8)})`;
  const sent = await request.post("/api/contact", {
    data: { name: "Ada Lovelace", email: customer.email, message: question },
    headers: { authorization: `Bearer ${customer.idToken}` },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  const support = await staffMember(request, "support");

  await signIn(page, support);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Back office menu" });
  await expect(menu.getByRole("link")).toHaveText([
    "Today",
    "Numbers",
    "Packing",
    "Stock",
    "Customers",
    "Payments",
    "Problems",
    "Messages",
    "Reviews",
  ]);
  await expect(page.getByRole("link", { name: "Open problems" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Unanswered messages" })).toBeVisible();

  await page.getByRole("link", { name: "Problems" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Problems" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Open \(\d+\)$/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, "admin-problems");

  await menu.getByRole("link", { name: "Messages" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: question });
  await expect(card).toBeVisible();
  await expectNoA11yViolations(page);
  await card
    .getByRole("textbox", { name: "Reply to Ada Lovelace" })
    .fill("Salmon treats, swapped for allergic cats.");
  await card.getByRole("button", { name: "Send reply by e-mail" }).click();
  const handled = page.getByRole("region", { name: "Handled" });
  await expect(handled.getByRole("listitem").filter({ hasText: question })).toContainText(
    `Handled by ${support.email}`,
  );

  await menu.getByRole("link", { name: "Reviews" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("a customer cannot report a problem with a box that has not shipped, nor with someone else's", async ({
  request,
}) => {
  const ada = await createAccount();
  const bob = await createAccount();
  const headers = (token: string) => ({
    authorization: `Bearer ${token}`,
    "idempotency-key": crypto.randomUUID(),
  });
  const pet = await request.post("/api/pets", {
    data: { name: "Tom", species: "cat" },
    headers: headers(ada.idToken),
  });
  const petId = ((await pet.json()) as { pet: { id: number } }).pet.id;
  const order = await request.post("/api/checkout", {
    data: {
      lines: [{ boxId: 1, petId, quantity: 1 }],
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
    headers: headers(ada.idToken),
  });
  expect(order.status(), await order.text()).toBe(201);
  const history = await request.get("/api/account/history", {
    headers: { authorization: `Bearer ${ada.idToken}` },
  });
  const deliveryId = ((await history.json()) as { deliveries: { id: number }[] }).deliveries[0]!.id;
  const body = { deliveryId, kind: "damaged", description: "Crushed." };
  const early = await request.post("/api/problems", { data: body, headers: headers(ada.idToken) });
  expect(early.status()).toBe(409);
  expect(await early.text()).toContain("This box has not shipped yet");
  const other = await request.post("/api/problems", { data: body, headers: headers(bob.idToken) });
  expect(other.status()).toBe(404);
});
