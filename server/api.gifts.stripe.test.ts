// @vitest-environment node
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { orderPaymentsAnswerSchema, refundAnswerSchema } from "../shared/api/admin/payments";
import { giftAnswerSchema, giftsAnswerSchema, type GiftAnswer } from "../shared/api/gifts";
import { gifts, outbox } from "./db/schema";
import { createGiftMailsJob } from "./jobs/gift-mails";
import { logSink } from "./log";
import { errorOf, sendAs as send, startBackOffice } from "./test-support/admin";
import type { Account, BackOffice, TestApp } from "./test-support/admin";
import { catalogue } from "./test-support/app";
import { cardPayments, type CardPayments } from "./test-support/card-payments";
import { commerceCounts, home } from "./test-support/commerce";

// A real database and Auth Emulator on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 60_000 });

// Card gifts (issue 28, decision 274): with Stripe, a gift is paid once on a payment-mode
// Checkout Session (the real SDK against the loopback stand-in of api.stripe.com), and Stripe's
// signed webhook schedules it; the gift job then sends its e-mail on its day.
let office: BackOffice;
let cardApp: TestApp;
let card: CardPayments;
let owner: Account;
let ada: Account;
let now = Date.parse("2026-11-26T10:00:00Z");

beforeAll(async () => {
  office = await startBackOffice();
  card = await cardPayments();
  ({ owner, ada } = await office.shopWithCustomer({ clock: () => now }));
  cardApp = office.shop({ ownerUids: [owner.uid], clock: () => now, payments: card.provider });
}, 180_000);
afterAll(() => office?.close(), 30_000);

const gift = {
  boxId: 1,
  deliveries: 3,
  recipientName: "Bea Lane",
  recipientEmail: "bea@example.com",
  message: "Happy birthday, Pixel!",
};

async function give(body: Record<string, unknown>, key?: string): Promise<GiftAnswer> {
  const response = await send(cardApp, "POST", "/api/gifts", ada, body, key);
  expect(response.status, await response.clone().text()).toBe(201);
  return giftAnswerSchema.parse(await response.json());
}

const sessionOf = (answer: GiftAnswer) => {
  if (answer.order.payment.method !== "card") throw new Error("not a card gift");
  return new URL(answer.order.payment.redirectUrl).pathname.split("/").at(-1)!;
};

/** What the SDK sent to create `session`. */
const creationOf = (session: string) => {
  const index = Number(session.replace("cs_test_", "")) - 1;
  const created = card.standIn.requests.filter(
    (each) => each.method === "POST" && each.path === "/v1/checkout/sessions",
  );
  // The stand-in numbers sessions in the order they were asked for.
  const request = created[index];
  if (!request) throw new Error(`no session ${session} was created`);
  return request;
};

function deliver(event: { rawBody: string; signature: string }) {
  return cardApp.request("/api/payments/stripe/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": event.signature },
    body: event.rawBody,
  });
}

/** Stripe's `checkout.session.completed` for a gift paid by card. */
const paidEvent = (id: string, answer: GiftAnswer, amount = answer.order.total) =>
  card.sessionEvent(id, "checkout.session.completed", {
    id: sessionOf(answer),
    mode: "payment",
    client_reference_id: answer.order.id,
    payment_status: "paid",
    amount_total: amount,
    currency: "usd",
    subscription: null,
    payment_intent: `pi_once_${sessionOf(answer)}`,
  });

const giftStatus = async (answer: GiftAnswer) => {
  const listed = giftsAnswerSchema.parse(
    await (await send(cardApp, "GET", "/api/gifts", ada)).json(),
  );
  return listed.gifts.find((each) => each.id === answer.gift.id)?.status ?? "not listed";
};

async function orderMoney(answer: GiftAnswer) {
  const response = await send(
    cardApp,
    "GET",
    `/api/admin/orders?number=PB-${answer.order.number}`,
    owner,
  );
  expect(response.status).toBe(200);
  return orderPaymentsAnswerSchema.parse(await response.json()).order;
}

const job = () =>
  createGiftMailsJob({
    run: (work) => office.store.database.use("test.gift_mails", work),
    timeZone: "UTC",
    catalogue,
    shopUrl: "http://localhost:3000",
    clock: () => new Date(now),
  });

const giftMailsTo = (email: string) =>
  office.store.database.use("test.outbox", (db) =>
    db
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.kind, "gift_sent"), eq(outbox.recipientEmail, email))),
  );

describe("POST /api/gifts with card payments", () => {
  it("answers 201 with Stripe's page: a one-off payment of the gift's total, the order pending", async () => {
    const answer = await give({ ...gift, price: 1 });
    expect(answer.order).toMatchObject({
      status: "pending",
      total: 8997,
      shipping: 0,
      payment: {
        method: "card",
        redirectUrl: expect.stringMatching(
          /^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/,
        ),
      },
    });
    expect(answer.gift).toMatchObject({ status: "awaiting_payment", deliveries: 3 });
    const form = creationOf(sessionOf(answer)).form;
    // Paid once: a payment-mode session, no recurring price, nothing at Stripe renews it.
    expect(form.get("mode")).toBe("payment");
    expect([...form.keys()].filter((key) => key.includes("recurring"))).toEqual([]);
    expect([...form.keys()].filter((key) => key.startsWith("subscription_data"))).toEqual([]);
    expect(form.get("line_items[0][quantity]")).toBe("1");
    expect(form.get("line_items[1][quantity]")).toBeNull();
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe("8997");
    expect(form.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(form.get("line_items[0][price_data][product_data][name]")).toBe(
      "Gift of 3 Cozy Cat Corner boxes",
    );
    expect(form.get("client_reference_id")).toBe(answer.order.id);
    expect(form.get("customer_email")).toBe(ada.email);
    expect(form.get("metadata[orderId]")).toBe(answer.order.id);
    expect(form.get("metadata[orderNumber]")).toBe(String(answer.order.number));
    expect(form.get("metadata[kind]")).toBe("gift");
    expect(form.get("metadata[deliveries]")).toBe("3");
    expect(form.get("payment_intent_data[metadata][orderId]")).toBe(answer.order.id);
    expect(form.get("success_url")).toBe("https://petbox.example/account/gifts");
    expect(form.get("cancel_url")).toBe("https://petbox.example/subscribe/1");
  });

  it("charges 12 boxes at the 12-delivery plan's price with each box's shipping, to the cent", async () => {
    const answer = await give({
      ...gift,
      deliveries: 12,
      address: { ...home, country: "CA", region: "ON", postalCode: "K1A 0B1" },
    });
    // 10% off $29.99 is $26.99 a box; shipping to Canada is $8.00 a box.
    expect(answer.order).toMatchObject({ total: 12 * 2699 + 12 * 800, shipping: 12 * 800 });
    const form = creationOf(sessionOf(answer)).form;
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe(String(12 * 2699 + 12 * 800));
    expect(form.get("line_items[0][price_data][product_data][name]")).toBe(
      "Gift of 12 Cozy Cat Corner boxes",
    );
    expect(form.get("line_items[0][price_data][product_data][description]")).toBe(
      "Paid once, never renewed; shipping $8.00 a box included.",
    );
  });

  it("answers the first gift to a retry with the same key, and expires the retry's session", async () => {
    const first = await give({ ...gift, recipientEmail: "twice@example.com" }, "gift-retry");
    const before = await commerceCounts(office.store.database);
    const again = await send(
      cardApp,
      "POST",
      "/api/gifts",
      ada,
      { ...gift, recipientEmail: "twice@example.com" },
      "gift-retry",
    );
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(giftAnswerSchema.parse(await again.json())).toEqual(first);
    expect(await commerceCounts(office.store.database)).toEqual(before);
    // The retry started a second session before finding the first answer: nobody can pay it.
    const expired = card.standIn.requests.filter((each) => /\/expire$/.test(each.path));
    expect(expired.at(-1)?.path).not.toContain(sessionOf(first));
    expect(expired.at(-1)?.path).toMatch(/^\/v1\/checkout\/sessions\/cs_test_\d+\/expire$/);
  });

  it("answers 503 when Stripe cannot be reached, and stores nothing", async () => {
    vi.spyOn(logSink, "write").mockImplementation(() => {});
    card.standIn.respondWith(() => ({ status: 500, body: { error: { type: "api_error" } } }));
    try {
      const before = await commerceCounts(office.store.database);
      const response = await send(cardApp, "POST", "/api/gifts", ada, gift, "gift-down");
      expect(response.status).toBe(503);
      expect((await errorOf(response)).message).toBe(
        "Payments cannot be taken right now, so nothing was saved or charged. Try again in a minute.",
      );
      expect(await commerceCounts(office.store.database)).toEqual(before);
    } finally {
      card.standIn.respondWith(null);
      vi.restoreAllMocks();
    }
  });
});

describe("Stripe's webhook for a card gift", () => {
  it("pays the order and schedules the gift once; its e-mail goes on its day, once, however often Stripe delivers", async () => {
    const answer = await give({
      ...gift,
      recipientEmail: "cleo@example.com",
      sendOn: "2026-11-28",
    });
    // Unpaid, its day comes and goes without an e-mail.
    now = Date.parse("2026-11-28T09:00:00Z");
    await job().runOnce();
    expect(await giftMailsTo("cleo@example.com")).toEqual([]);
    now = Date.parse("2026-11-26T10:00:00Z");

    const event = paidEvent("evt_gift_paid_1", answer);
    const paid = await deliver(event);
    expect(paid.status, await paid.clone().text()).toBe(200);
    expect(await giftStatus(answer)).toBe("scheduled");
    expect(await orderMoney(answer)).toMatchObject({
      status: "paid",
      provider: "stripe",
      paid: 8997,
      left: 8997,
    });

    // Not its day yet.
    now = Date.parse("2026-11-27T23:59:00Z");
    await job().runOnce();
    expect(await giftMailsTo("cleo@example.com")).toEqual([]);
    now = Date.parse("2026-11-28T00:01:00Z");
    await job().runOnce();
    const mails = await giftMailsTo("cleo@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Happy birthday, Pixel!");
    expect(mails[0]!.text).toContain("3 Cozy Cat Corner boxes");
    expect(mails[0]!.text).toMatch(/http:\/\/localhost:3000\/gift\/[A-Za-z0-9_-]{43}/);
    expect(await giftStatus(answer)).toBe("sent");

    // The same event again, and another for the same session: nothing changes, no second
    // e-mail (a gift scheduled again would be e-mailed again with a new link).
    const before = await commerceCounts(office.store.database);
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(paidEvent("evt_gift_paid_2", answer))).status).toBe(200);
    await job().runOnce();
    expect(await giftMailsTo("cleo@example.com")).toHaveLength(1);
    expect(await giftStatus(answer)).toBe("sent");
    expect(await commerceCounts(office.store.database)).toEqual({
      ...before,
      paymentEvents: before.paymentEvents + 1,
    });
    now = Date.parse("2026-11-26T10:00:00Z");
  });

  it("leaves the gift unpaid when Stripe charged another amount", async () => {
    const logged = vi.spyOn(logSink, "write").mockImplementation(() => {});
    const answer = await give({ ...gift, recipientEmail: "dora@example.com" });
    expect((await deliver(paidEvent("evt_gift_short", answer, 100))).status).toBe(200);
    expect(logged.mock.calls.join(" ")).toContain("amount_mismatch");
    logged.mockRestore();
    expect(await giftStatus(answer)).toBe("awaiting_payment");
    expect((await orderMoney(answer)).status).toBe("pending");
  });

  it("ends the order when the session expires: the gift is never sent nor listed, and a late payment event changes nothing", async () => {
    const answer = await give({ ...gift, recipientEmail: "eve@example.com" });
    const expired = card.sessionEvent("evt_gift_expired", "checkout.session.expired", {
      id: sessionOf(answer),
      mode: "payment",
      client_reference_id: answer.order.id,
      payment_status: "unpaid",
      amount_total: answer.order.total,
      currency: "usd",
      subscription: null,
    });
    expect((await deliver(expired)).status).toBe(200);
    expect(await orderMoney(answer)).toMatchObject({ status: "failed", paid: 0 });
    expect(await giftStatus(answer)).toBe("not listed");
    const [row] = await office.store.database.use("test.gift", (db) =>
      db.select({ status: gifts.status }).from(gifts).where(eq(gifts.id, answer.gift.id)),
    );
    expect(row?.status).toBe("awaiting_payment");

    expect((await deliver(paidEvent("evt_gift_late", answer))).status).toBe(200);
    expect((await orderMoney(answer)).status).toBe("failed");
    now = Date.parse("2026-11-30T10:00:00Z");
    await job().runOnce();
    expect(await giftMailsTo("eve@example.com")).toEqual([]);
    now = Date.parse("2026-11-26T10:00:00Z");
  });
});

describe("refunds of a card gift", () => {
  it("refund the gift's PaymentIntent at Stripe, never more than was paid", async () => {
    const answer = await give({ ...gift, recipientEmail: "fay@example.com" });
    expect((await deliver(paidEvent("evt_gift_paid_fay", answer))).status).toBe(200);
    const response = await send(
      cardApp,
      "POST",
      `/api/admin/orders/${answer.order.id}/refunds`,
      owner,
      { amount: 2999, reason: "One box arrived damaged" },
      "gift-refund-1",
    );
    expect(response.status, await response.clone().text()).toBe(201);
    expect(refundAnswerSchema.parse(await response.json()).order).toMatchObject({
      paid: 8997,
      refunded: 2999,
      left: 5998,
    });
    const [sent] = card.standIn.requests
      .filter((each) => each.method === "POST" && each.path === "/v1/refunds")
      .slice(-1);
    expect(sent?.form.get("payment_intent")).toBe(`pi_once_${sessionOf(answer)}`);
    expect(sent?.form.get("amount")).toBe("2999");

    const over = await send(
      cardApp,
      "POST",
      `/api/admin/orders/${answer.order.id}/refunds`,
      owner,
      { amount: 5999, reason: "Too much" },
    );
    expect(over.status).toBe(400);
  });
});
