// @vitest-environment node
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  failedRenewalsAnswerSchema,
  orderPaymentsAnswerSchema,
  paymentLinkAnswerSchema,
  refundAnswerSchema,
  transfersToReturnAnswerSchema,
} from "../shared/api/admin/payments";
import { auditAnswerSchema } from "../shared/api/admin/staff";
import { checkoutAnswerSchema, type CheckoutAnswer } from "../shared/api/checkout";
import { Stripe } from "stripe";
import { backOfficeSettings, deliveries, outbox, subscriptions } from "./db/schema";
import {
  checkout,
  errorOf,
  outboxMails,
  sendAs as send,
  startBackOffice,
} from "./test-support/admin";
import type { Account, BackOffice, TestApp } from "./test-support/admin";
import { cardPayments, postPaidEvent, type CardPayments } from "./test-support/card-payments";
import { home } from "./test-support/commerce";
import type { TestDatabase } from "./test-support/database";

// A real database and Auth Emulator on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 60_000 });

// Refunds and failed renewals over HTTP (issue 26, decisions 229 and 230), with real tokens:
// card refunds go to Stripe's refund API (the loopback stand-in), pay-on-delivery refunds are
// recorded, never more than is left, support up to the owner's cap, and the customer is told.
let office: BackOffice;
let store: TestDatabase;
let app: TestApp;
let cardApp: TestApp;
let card: CardPayments;
let owner: Account;
let packer: Account;
let support: Account;
let ada: Account;
let petId = 0;
let now = Date.parse("2026-11-26T10:00:00Z");

beforeAll(async () => {
  office = await startBackOffice();
  store = office.store;
  card = await cardPayments();
  ({ app, owner, packer, support, ada, petId } = await office.shopWithCustomer({
    clock: () => now,
  }));
  cardApp = office.shop({ ownerUids: [owner.uid], clock: () => now, payments: card.provider });
  // The owner lets support refund up to $10 on their own.
  await store.database.use("test.cap", (db) =>
    db.insert(backOfficeSettings).values({ supportRefundCapCents: 1000 }),
  );
}, 180_000);

afterAll(() => office?.close(), 30_000);

function place(shop: TestApp): Promise<CheckoutAnswer> {
  return checkout(shop, ada, { petId });
}

/** A card order of Ada's, paid by Stripe's signed event. */
async function cardOrder() {
  const placed = await place(cardApp);
  expect(await postPaidEvent(cardApp, card, placed)).toBe(200);
  return placed.order;
}

async function paymentsOf(number: number) {
  const response = await send(app, "GET", `/api/admin/orders?number=PB-${number}`, owner);
  expect(response.status).toBe(200);
  return orderPaymentsAnswerSchema.parse(await response.json()).order;
}

const refund = (order: { id: string }, by: Account, body: unknown, key?: string) =>
  send(cardApp, "POST", `/api/admin/orders/${order.id}/refunds`, by, body, key);

const refundMails = () => outboxMails(store.database, "payment_refunded", ada.uid);

const stripeRefunds = () =>
  card.standIn.requests.filter((each) => each.method === "POST" && each.path === "/v1/refunds");

describe("refunds of a card order go through Stripe's refund API", () => {
  it("refunds half, then the rest, once per key; the customer is told each time", async () => {
    const order = await cardOrder();
    const before = await paymentsOf(order.number);
    expect(before).toMatchObject({ paid: order.total, refunded: 0, left: order.total });
    const half = Math.floor(order.total / 2);
    const mailsBefore = (await refundMails()).length;

    const first = await refund(order, owner, { amount: half, reason: "Box arrived late" }, "r1");
    expect(first.status, await first.clone().text()).toBe(201);
    const answer = refundAnswerSchema.parse(await first.json());
    expect(answer.refund).toMatchObject({ amount: half, method: "card", by: owner.email });
    expect(answer.order).toMatchObject({ refunded: half, left: order.total - half });
    const [sent] = stripeRefunds().slice(-1);
    expect(sent?.form.get("amount")).toBe(String(half));
    expect(sent?.form.get("payment_intent")).toMatch(/^pi_for_in_first_cs_test_/);
    expect(sent?.headers["idempotency-key"]).toContain("r1");

    // The same request again: the first answer, and Stripe is not asked again.
    const calls = stripeRefunds().length;
    const again = await refund(order, owner, { amount: half, reason: "Box arrived late" }, "r1");
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(stripeRefunds()).toHaveLength(calls);

    const rest = await refund(order, owner, { amount: order.total - half, reason: "Goodwill" });
    expect(rest.status, await rest.clone().text()).toBe(201);
    expect(await paymentsOf(order.number)).toMatchObject({
      refunded: order.total,
      left: 0,
      refunds: [{ amount: half }, { amount: order.total - half }],
    });

    const mails = await refundMails();
    expect(mails).toHaveLength(mailsBefore + 2);
    expect(mails.at(-2)?.email).toBe(ada.email);
    expect(mails.at(-2)?.text).toContain("Box arrived late");
    expect(mails.at(-2)?.subject).toMatch(/^Your PetBox refund for PB-\d{6}$/);

    const audit = auditAnswerSchema.parse(
      await (await send(app, "GET", `/api/admin/audit?actor=${owner.email}`, owner)).json(),
    );
    expect(audit.entries.filter((entry) => entry.action === "order.refund")).toHaveLength(2);
  });

  it("refuses more than is left with 400 naming `amount`, and asks Stripe nothing", async () => {
    const order = await cardOrder();
    const calls = stripeRefunds().length;
    const over = await refund(order, owner, { amount: order.total + 1, reason: "Too much" });
    expect(over.status).toBe(400);
    const error = await errorOf(over);
    expect(error.code).toBe("invalid_body");
    expect(error.fields?.amount).toMatch(/^Refund at most \$/);
    expect(stripeRefunds()).toHaveLength(calls);
    expect((await paymentsOf(order.number)).refunded).toBe(0);
  });

  it("lets support refund up to the owner's cap (403 above it), and never a packer", async () => {
    const order = await cardOrder();
    const above = await refund(order, support, { amount: 1001, reason: "Damaged" });
    expect(above.status).toBe(403);
    expect(await errorOf(above)).toMatchObject({
      code: "forbidden",
      message: "Support may refund up to $10.00; ask an owner for a larger refund.",
    });
    const packed = await refund(order, packer, { amount: 100, reason: "Damaged" });
    expect(packed.status).toBe(403);
    const within = await refund(order, support, { amount: 1000, reason: "Damaged" });
    expect(within.status, await within.clone().text()).toBe(201);
    expect((await paymentsOf(order.number)).refunded).toBe(1000);
  });

  it("takes the refund back when Stripe refuses it, so it can be tried again", async () => {
    const order = await cardOrder();
    card.standIn.respondWith((request) =>
      request.path === "/v1/refunds"
        ? {
            status: 400,
            body: { error: { type: "invalid_request_error", code: "charge_disputed" } },
          }
        : null,
    );
    try {
      const refused = await refund(order, owner, { amount: 500, reason: "Late" }, "r-refused");
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).message).toMatch(/^The card payment was not refunded/);
    } finally {
      card.standIn.respondWith(null);
    }
    expect((await paymentsOf(order.number)).refunded).toBe(0);
    const retried = await refund(order, owner, { amount: 500, reason: "Late" }, "r-refused");
    expect(retried.status, await retried.clone().text()).toBe(201);
    expect((await paymentsOf(order.number)).refunded).toBe(500);
  });
});

describe("refunds of pay on delivery are recorded", () => {
  it("refunds what was paid on delivery, by hand, and tells the customer", async () => {
    now = Date.parse("2026-11-26T10:00:00Z");
    const placed = await place(app);
    const order = placed.order;
    const unpaid = await paymentsOf(order.number);
    expect(unpaid).toMatchObject({ provider: "manual", paid: 0, left: 0 });
    const nothing = await refund(order, owner, { amount: 100, reason: "Late" });
    expect(nothing.status).toBe(409);

    const subscriptionId = placed.subscriptions[0]!.id;
    const [box] = await store.database.use("test.delivery", (db) =>
      db
        .select({ id: deliveries.id })
        .from(deliveries)
        .where(and(eq(deliveries.subscriptionId, subscriptionId), eq(deliveries.sequence, 0))),
    );
    const id = box!.id;
    // Monday: the box of Tuesday 1 December is packed and handed over.
    now = Date.parse("2026-11-30T09:00:00Z");
    const ship = { carrier: "usps", trackingNumber: "9400 1000 0000 0000 0000 00" };
    expect((await send(app, "POST", `/api/admin/deliveries/${id}/ship`, owner, ship)).status).toBe(
      200,
    );
    const paid = await send(app, "POST", `/api/admin/deliveries/${id}/payment`, owner, {
      status: "paid",
      method: "cash",
    });
    expect(paid.status, await paid.clone().text()).toBe(200);
    const after = await paymentsOf(order.number);
    expect(after.paid).toBe(order.total);

    const calls = card.standIn.requests.length;
    const recorded = await send(app, "POST", `/api/admin/orders/${order.id}/refunds`, owner, {
      amount: 700,
      reason: "Missing item",
    });
    expect(recorded.status, await recorded.clone().text()).toBe(201);
    expect(refundAnswerSchema.parse(await recorded.json()).refund).toMatchObject({
      amount: 700,
      method: "recorded",
    });
    expect(card.standIn.requests).toHaveLength(calls);
    const mail = (await refundMails()).at(-1);
    expect(mail?.text).toContain("Missing item");
    expect(mail?.text).toContain("$7.00");
  });
});

describe("failed renewals", () => {
  const SECRET = "whsec_test_card_payments";
  const signer = new Stripe("sk_test_signer");
  let events = 0;

  async function invoiceEvent(type: string, subscription: string, invoice: object) {
    events += 1;
    const rawBody = JSON.stringify({
      id: `evt_renewal_${events}`,
      object: "event",
      type,
      api_version: "2026-10-28.endive",
      created: Math.floor(now / 1000),
      data: {
        object: {
          object: "invoice",
          parent: { subscription_details: { subscription } },
          ...invoice,
        },
      },
    });
    const signature = signer.webhooks.generateTestHeaderString({
      payload: rawBody,
      secret: SECRET,
    });
    const response = await cardApp.request("/api/payments/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: rawBody,
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  it("lists a failed renewal with its retry date, sends the payment link once, and drops it once paid", async () => {
    const order = await cardOrder();
    const subscription = `sub_${order.number}`;
    const retry = Date.parse("2026-12-03T09:00:00Z") / 1000;
    const payUrl = "https://invoice.stripe.com/i/acct_test/test_renewal";
    await invoiceEvent("invoice.payment_failed", subscription, {
      id: `in_renewal_${order.number}`,
      amount_due: 2599,
      next_payment_attempt: retry,
      hosted_invoice_url: payUrl,
    });
    const listed = failedRenewalsAnswerSchema.parse(
      await (await send(app, "GET", "/api/admin/renewals/failed", support)).json(),
    );
    expect(listed.renewals.find((each) => each.orderId === order.id)).toMatchObject({
      orderNumber: order.number,
      amount: 2599,
      retryAt: "2026-12-03T09:00:00.000Z",
      canSendLink: true,
      linkSentAt: null,
    });

    const sent = await send(app, "POST", `/api/admin/orders/${order.id}/payment-link`, support);
    expect(sent.status, await sent.clone().text()).toBe(200);
    expect(paymentLinkAnswerSchema.parse(await sent.json()).renewal.linkSentAt).not.toBeNull();
    const [mail] = await store.database.use("test.outbox", (db) =>
      db
        .select({ email: outbox.recipientEmail, text: outbox.text })
        .from(outbox)
        .where(eq(outbox.kind, "payment_link")),
    );
    expect(mail?.email).toBe(ada.email);
    expect(mail?.text).toContain(payUrl);
    expect(mail?.text).toContain("$25.99");

    await invoiceEvent("invoice.paid", subscription, { id: `in_renewal_${order.number}` });
    const after = failedRenewalsAnswerSchema.parse(
      await (await send(app, "GET", "/api/admin/renewals/failed", owner)).json(),
    );
    expect(after.renewals.find((each) => each.orderId === order.id)).toBeUndefined();
    const [row] = await store.database.use("test.subscription", (db) =>
      db
        .select({ issue: subscriptions.paymentIssue })
        .from(subscriptions)
        .where(eq(subscriptions.orderId, order.id)),
    );
    expect(row?.issue).toBeNull();
  });
});

describe("GET /api/admin/orders/transfers-to-return", () => {
  const owed = async (by: Account) => {
    const response = await send(app, "GET", "/api/admin/orders/transfers-to-return", by);
    expect(response.status).toBe(200);
    return transfersToReturnAnswerSchema.parse(await response.json()).orders;
  };

  it("lists a prepaid order paid by transfer and cancelled before its first box with all it paid, until the refund is recorded", async () => {
    // Thursday 26 November: the first box would ship on Tuesday 1 December.
    now = Date.parse("2026-11-26T10:00:00Z");
    const placed = await send(app, "POST", "/api/checkout", ada, {
      lines: [{ boxId: 1, quantity: 1, petId }],
      planId: "prepay-6",
      address: home,
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { order, subscriptions: bought } = checkoutAnswerSchema.parse(await placed.json());
    const paid = await send(
      app,
      "POST",
      `/api/admin/orders/${order.id}/payment`,
      support,
      { status: "paid", method: "transfer" },
      "transfer-to-return",
    );
    expect(paid.status, await paid.clone().text()).toBe(200);
    expect((await owed(owner)).map((each) => each.orderId)).not.toContain(order.id);

    const cancelled = await send(
      app,
      "POST",
      `/api/subscriptions/${bought[0]!.id}/cancel`,
      ada,
      {},
      "cancel-transfer-order",
    );
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const listed = (await owed(support)).filter((each) => each.orderId === order.id);
    expect(listed).toEqual([
      expect.objectContaining({
        orderNumber: order.number,
        customerUid: ada.uid,
        paid: order.total,
        toReturn: order.total,
      }),
    ]);
    expect((await send(app, "GET", "/api/admin/orders/transfers-to-return", packer)).status).toBe(
      403,
    );

    const recorded = await send(app, "POST", `/api/admin/orders/${order.id}/refunds`, owner, {
      amount: order.total,
      reason: "Cancelled before the first box: your bank transfer is sent back.",
    });
    expect(recorded.status, await recorded.clone().text()).toBe(201);
    expect((await owed(owner)).map((each) => each.orderId)).not.toContain(order.id);
  });
});
