// @vitest-environment node
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminPackingAnswerSchema, unpaidAnswerSchema } from "../shared/api/admin/deliveries";
import { orderPaymentsAnswerSchema } from "../shared/api/admin/payments";
import { adminProblemAnswerSchema, adminProblemsAnswerSchema } from "../shared/api/admin/problems";
import type { CheckoutAnswer } from "../shared/api/checkout";
import { problemAnswerSchema } from "../shared/api/problems";
import { backOfficeSettings, deliveries, subscriptions } from "./db/schema";
import {
  checkout,
  errorOf,
  outboxMails,
  sendAs as send,
  startBackOffice,
  type Account,
  type BackOffice,
  type TestApp as Shop,
} from "./test-support/admin";
import { cardPayments, postPaidEvent, type CardPayments } from "./test-support/card-payments";
import type { TestDatabase } from "./test-support/database";

vi.setConfig({ testTimeout: 60_000 });

// The money of a problem's resolution (issue 26, decision 240): a refund goes through the
// refunds service (Stripe's refund API for a card, recorded for pay on delivery, within
// support's cap), and a credit really comes off the next box: what the courier collects, or
// the card's next payment (a negative invoice item at the Stripe stand-in).
let office: BackOffice;
let store: TestDatabase;
let app: Shop;
let cardApp: Shop;
let card: CardPayments;
let owner: Account;
let support: Account;
let ada: Account;
let petId = 0;
let now = Date.parse("2026-11-26T10:00:00Z");
const at = (iso: string) => {
  now = Date.parse(iso);
};
let keys = 0;
const key = () => `money-${++keys}`;

beforeAll(async () => {
  office = await startBackOffice();
  store = office.store;
  card = await cardPayments();
  ({ app, owner, support, ada, petId } = await office.shopWithCustomer({ clock: () => now }));
  cardApp = office.shop({ ownerUids: [owner.uid], clock: () => now, payments: card.provider });
  // The owner lets support refund up to $10 on their own.
  await store.database.use("test.cap", (db) =>
    db.insert(backOfficeSettings).values({ supportRefundCapCents: 1000 }),
  );
}, 180_000);

afterAll(() => office?.close(), 30_000);

/** Ada's monthly box of Cozy Cat Corner, ordered 26 November; the first ships 1 December. */
async function place(shop: Shop): Promise<CheckoutAnswer> {
  at("2026-11-26T10:00:00Z");
  const placed = await checkout(shop, ada, { petId });
  if (shop === cardApp) expect(await postPaidEvent(cardApp, card, placed)).toBe(200);
  return placed;
}

async function boxOf(subscriptionId: number, sequence: number) {
  const [row] = await store.database.use("test.delivery", (db) =>
    db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.subscriptionId, subscriptionId), eq(deliveries.sequence, sequence))),
  );
  if (!row) throw new Error(`no box ${sequence} of subscription ${subscriptionId}`);
  return row;
}

async function ship(shop: Shop, id: number, iso: string) {
  at(iso);
  const parcel = { carrier: "usps", trackingNumber: "9400100" };
  const shipped = await send(shop, "POST", `/api/admin/deliveries/${id}/ship`, owner, parcel);
  expect(shipped.status, await shipped.clone().text()).toBe(200);
}

async function payOnDelivery(id: number) {
  const paid = await send(app, "POST", `/api/admin/deliveries/${id}/payment`, owner, {
    status: "paid",
    method: "cash",
  });
  expect(paid.status, await paid.clone().text()).toBe(200);
}

/** Ada reports her first box damaged on 3 December; answers the problem's id. */
async function reportDamaged(shop: Shop, deliveryId: number) {
  at("2026-12-03T09:00:00Z");
  const response = await send(
    shop,
    "POST",
    "/api/problems",
    ada,
    { deliveryId, kind: "damaged", description: "The box arrived crushed." },
    key(),
  );
  expect(response.status, await response.clone().text()).toBe(201);
  return problemAnswerSchema.parse(await response.json()).problem.id;
}

const resolve = (shop: Shop, id: number, by: Account, body: unknown, idem = key()) =>
  send(shop, "POST", `/api/admin/problems/${id}/resolve`, by, body, idem);

async function paymentsOf(number: number) {
  const response = await send(app, "GET", `/api/admin/orders?number=PB-${number}`, owner);
  expect(response.status).toBe(200);
  return orderPaymentsAnswerSchema.parse(await response.json()).order;
}

async function isOpen(problemId: number) {
  const queue = adminProblemsAnswerSchema.parse(
    await (await send(app, "GET", "/api/admin/problems", owner)).json(),
  );
  return queue.open.some((each) => each.id === problemId);
}

const mailsOf = (kind: string) => outboxMails(store.database, kind, ada.uid);

const standInCalls = (path: string) =>
  card.standIn.requests.filter((each) => each.method === "POST" && each.path === path);

describe("a refund for a problem is a real refund", () => {
  it("pay on delivery: nothing to refund before the box is paid; then recorded on the order, within support's cap, and the customer told", async () => {
    const placed = await place(app);
    const first = await boxOf(placed.subscriptions[0]!.id, 0);
    await ship(app, first.id, "2026-11-30T09:00:00Z");
    const problem = await reportDamaged(app, first.id);

    const unpaid = await resolve(app, problem, owner, { resolution: "refund", amount: 700 });
    expect(unpaid.status).toBe(409);
    expect((await errorOf(unpaid)).message).toMatch(/Nothing has been paid on this order yet/);
    expect(await isOpen(problem)).toBe(true);

    await payOnDelivery(first.id);
    const overCap = await resolve(app, problem, support, { resolution: "refund", amount: 1200 });
    expect(overCap.status).toBe(403);
    expect((await errorOf(overCap)).message).toMatch(/ask an owner/);
    expect(await isOpen(problem)).toBe(true);
    expect((await paymentsOf(placed.order.number)).refunded).toBe(0);

    const refunded = await resolve(app, problem, support, { resolution: "refund", amount: 700 });
    expect(refunded.status, await refunded.clone().text()).toBe(200);
    expect(adminProblemAnswerSchema.parse(await refunded.json()).problem).toMatchObject({
      resolution: "refund",
      amount: 700,
    });
    const order = await paymentsOf(placed.order.number);
    expect(order).toMatchObject({ refunded: 700, left: order.paid - 700 });
    expect(order.refunds).toEqual([
      expect.objectContaining({
        amount: 700,
        method: "recorded",
        by: support.email,
        reason: "Problem with the box of Tuesday, December 1, 2026 (damaged)",
      }),
    ]);
    expect((await mailsOf("payment_refunded")).at(-1)?.text).toContain("$7.00");
    expect((await mailsOf("problem_resolved")).at(-1)?.text).toContain(
      "We are refunding you $7.00.",
    );
  });

  it("card: paid back through Stripe's refund API; when Stripe says no, the problem is open again and the same request can be tried again", async () => {
    const placed = await place(cardApp);
    const first = await boxOf(placed.subscriptions[0]!.id, 0);
    await ship(cardApp, first.id, "2026-11-30T09:00:00Z");
    const problem = await reportDamaged(cardApp, first.id);
    const told = (await mailsOf("problem_resolved")).length;

    card.standIn.respondWith((request) =>
      request.path === "/v1/refunds"
        ? {
            status: 400,
            body: { error: { type: "invalid_request_error", code: "charge_disputed" } },
          }
        : null,
    );
    const idem = key();
    try {
      const refused = await resolve(
        cardApp,
        problem,
        owner,
        { resolution: "refund", amount: 500 },
        idem,
      );
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).message).toMatch(/^The card payment was not refunded/);
    } finally {
      card.standIn.respondWith(null);
    }
    expect(await isOpen(problem)).toBe(true);
    expect((await paymentsOf(placed.order.number)).refunded).toBe(0);
    expect(await mailsOf("problem_resolved")).toHaveLength(told);

    const calls = standInCalls("/v1/refunds").length;
    const retried = await resolve(
      cardApp,
      problem,
      owner,
      { resolution: "refund", amount: 500 },
      idem,
    );
    expect(retried.status, await retried.clone().text()).toBe(200);
    expect(standInCalls("/v1/refunds")).toHaveLength(calls + 1);
    expect(standInCalls("/v1/refunds").at(-1)?.form.get("amount")).toBe("500");
    expect(await isOpen(problem)).toBe(false);
    expect((await paymentsOf(placed.order.number)).refunded).toBe(500);
    expect(await mailsOf("problem_resolved")).toHaveLength(told + 1);
  });
});

describe("a credit for a problem comes off the next box", () => {
  it("pay on delivery: the courier collects the next box's price less the credit, once", async () => {
    const placed = await place(app);
    const subscriptionId = placed.subscriptions[0]!.id;
    const first = await boxOf(subscriptionId, 0);
    await ship(app, first.id, "2026-11-30T09:00:00Z");
    await payOnDelivery(first.id);
    const problem = await reportDamaged(app, first.id);
    // The daily advance writes the boxes ahead (the packing list runs it).
    expect((await send(app, "GET", "/api/admin/packing?month=2026-12", owner)).status).toBe(200);

    const credited = await resolve(app, problem, owner, { resolution: "credit", amount: 500 });
    expect(credited.status, await credited.clone().text()).toBe(200);
    const answer = adminProblemAnswerSchema.parse(await credited.json()).problem;
    expect(answer.creditDate).toMatch(/^2027-01-/);
    expect((await mailsOf("problem_resolved")).at(-1)?.text).toContain("$5.00");

    const january = adminPackingAnswerSchema.parse(
      await (await send(app, "GET", "/api/admin/packing?month=2027-01", owner)).json(),
    );
    const next = january.lines.find((line) => line.subscriptionId === subscriptionId);
    expect(next?.date).toBe(answer.creditDate);
    await ship(app, next!.deliveryId, `${answer.creditDate}T09:00:00Z`);
    const owed = unpaidAnswerSchema.parse(
      await (await send(app, "GET", "/api/admin/unpaid", owner)).json(),
    );
    const due = owed.deliveries.find((each) => each.deliveryId === next!.deliveryId);
    const price = first.quantity * (first.unitPriceCents + first.shippingCents);
    expect(due?.amount).toBe(price - 500);
    const [after] = await store.database.use("test.credit", (db) =>
      db
        .select({ credit: subscriptions.creditCents })
        .from(subscriptions)
        .where(eq(subscriptions.id, subscriptionId)),
    );
    expect(after?.credit).toBe(0);

    await payOnDelivery(next!.deliveryId);
    expect((await paymentsOf(placed.order.number)).paid).toBe(price + price - 500);
  });

  it("card: a negative invoice item on the next payment at Stripe", async () => {
    const placed = await place(cardApp);
    const first = await boxOf(placed.subscriptions[0]!.id, 0);
    await ship(cardApp, first.id, "2026-11-30T09:00:00Z");
    const problem = await reportDamaged(cardApp, first.id);
    expect((await send(app, "GET", "/api/admin/packing?month=2026-12", owner)).status).toBe(200);
    const calls = standInCalls("/v1/invoiceitems").length;

    const credited = await resolve(cardApp, problem, owner, { resolution: "credit", amount: 400 });
    expect(credited.status, await credited.clone().text()).toBe(200);
    const items = standInCalls("/v1/invoiceitems");
    expect(items).toHaveLength(calls + 1);
    expect(items.at(-1)?.form.get("amount")).toBe("-400");
    expect(items.at(-1)?.form.get("description")).toBe(
      "Credit: Problem with the box of Tuesday, December 1, 2026 (damaged)",
    );
    expect(await isOpen(problem)).toBe(false);
  });

  it("refuses a credit when no box of the subscription is still to come", async () => {
    const placed = await place(app);
    const subscriptionId = placed.subscriptions[0]!.id;
    const first = await boxOf(subscriptionId, 0);
    await ship(app, first.id, "2026-11-30T09:00:00Z");
    const problem = await reportDamaged(app, first.id);
    const cancelled = await send(
      app,
      "POST",
      `/api/subscriptions/${subscriptionId}/cancel`,
      ada,
      undefined,
      key(),
    );
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);

    const credit = await resolve(app, problem, owner, { resolution: "credit", amount: 300 });
    expect(credit.status).toBe(409);
    expect((await errorOf(credit)).message).toMatch(/give a refund instead/);
    expect(await isOpen(problem)).toBe(true);
  });

  it("a free replacement is nothing to collect: not on the unpaid list, and no payment to record", async () => {
    const placed = await place(app);
    const first = await boxOf(placed.subscriptions[0]!.id, 0);
    await ship(app, first.id, "2026-11-30T09:00:00Z");
    const problem = await reportDamaged(app, first.id);
    const replaced = await resolve(app, problem, owner, { resolution: "replacement" });
    expect(replaced.status, await replaced.clone().text()).toBe(200);
    const [extra] = await store.database.use("test.replacement", (db) =>
      db.select().from(deliveries).where(eq(deliveries.replacesDeliveryId, first.id)),
    );
    await ship(app, extra!.id, "2026-12-03T15:00:00Z");
    const owed = unpaidAnswerSchema.parse(
      await (await send(app, "GET", "/api/admin/unpaid", owner)).json(),
    );
    expect(owed.deliveries.map((each) => each.deliveryId)).toContain(first.id);
    expect(owed.deliveries.map((each) => each.deliveryId)).not.toContain(extra!.id);
    const paid = await send(app, "POST", `/api/admin/deliveries/${extra!.id}/payment`, owner, {
      status: "paid",
      method: "cash",
    });
    expect(paid.status).toBe(409);
    expect((await errorOf(paid)).message).toMatch(/^Nothing is collected for this box/);
  });
});
