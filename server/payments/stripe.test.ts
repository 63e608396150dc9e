// @vitest-environment node
import { eq } from "drizzle-orm";
import { Stripe } from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { checkoutInputSchema, type CheckoutAnswer } from "../../shared/api/checkout";
import { petInputSchema } from "../../shared/api/pets";
import { deliveries, orders, outbox, paymentEvents } from "../db/schema";
import { placeOrder } from "../services/checkout";
import { createPet } from "../services/pets";
import { listSubscriptions } from "../services/subscriptions";
import { catalogue } from "../test-support/app";
import { checkoutDeps, commerceCounts, home, withDb } from "../test-support/commerce";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import { startStripeStandIn } from "../test-support/stripe-stand-in";
import { PaymentUnavailableError } from "./provider";
import { createStripeProvider } from "./stripe";
import { ONE_RHYTHM_PER_ORDER } from "./stripe-checkout";
import { processPaymentWebhook } from "../services/payment-webhooks";
import { logSink } from "../log";

const SECRET = "whsec_test_secret";
let store: TestDatabase;
let run: ReturnType<typeof withDb>;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let stripe: ReturnType<typeof createStripeProvider>;
const customer = { uid: "stripe-ada", email: "ada@example.com" };
let cat = 0;
let dog = 0;

beforeAll(async () => {
  store = await freshDatabase();
  run = withDb(store.database);
  standIn = await startStripeStandIn();
  stripe = createStripeProvider({
    secretKey: "sk_test_petbox",
    webhookSecret: SECRET,
    shopUrl: "https://petbox.example/",
    api: standIn.api,
  });
  const made = async (input: unknown) => {
    const result = await run((db) => createPet(db, customer.uid, petInputSchema.parse(input)));
    if (!result.ok) throw new Error(result.message);
    return result.value.id;
  };
  cat = await made({ name: "Milo", species: "cat" });
  dog = await made({ name: "Rex", species: "dog" });
}, 60_000);
afterAll(async () => {
  await standIn.close();
  await store.drop();
}, 30_000);
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.respondWith(null);
});

async function checkout(lines: unknown[], planId = "per-box") {
  const input = checkoutInputSchema.parse({ lines, planId, address: home });
  const result = await run((db) =>
    placeOrder(db, checkoutDeps({ payments: stripe }), customer, input),
  );
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.value;
}

describe("Stripe Checkout Sessions", () => {
  it("sends a subscription-mode session priced from the catalogue and the plan, and keeps the order pending", async () => {
    const placed = await checkout(
      [
        { boxId: 1, petId: cat, quantity: 2 }, // Cozy Cat Corner, Monthly, $29.99
        { boxId: 7, petId: dog, quantity: 1 }, // Artisan Dog Treats, Monthly, $32.99
      ],
      "prepay-6",
    );
    expect(standIn.requests).toHaveLength(1);
    const [sent] = standIn.requests;
    expect(sent?.headers.authorization).toBe("Bearer sk_test_petbox");
    expect(sent?.headers["idempotency-key"]).toBe(`petbox-checkout-${placed.order.id}`);
    expect(Object.fromEntries(sent!.form)).toEqual({
      mode: "subscription",
      client_reference_id: placed.order.id,
      customer_email: "ada@example.com",
      success_url: `https://petbox.example/orders/${placed.order.id}`,
      cancel_url: "https://petbox.example/checkout",
      "metadata[orderId]": placed.order.id,
      "metadata[orderNumber]": String(placed.order.number),
      "subscription_data[metadata][orderId]": placed.order.id,
      // Prepay 6 of a monthly box: 6 deliveries at $28.49 billed every 6 months.
      "line_items[0][quantity]": "2",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": String(2849 * 6),
      "line_items[0][price_data][recurring][interval]": "month",
      "line_items[0][price_data][recurring][interval_count]": "6",
      "line_items[0][price_data][product_data][name]": "Cozy Cat Corner for Milo",
      "line_items[0][price_data][product_data][description]": "Monthly box, Prepay 6 deliveries",
      "line_items[1][quantity]": "1",
      "line_items[1][price_data][currency]": "usd",
      "line_items[1][price_data][unit_amount]": String(3134 * 6),
      "line_items[1][price_data][recurring][interval]": "month",
      "line_items[1][price_data][recurring][interval_count]": "6",
      "line_items[1][price_data][product_data][name]": "Artisan Dog Treats for Rex",
      "line_items[1][price_data][product_data][description]": "Monthly box, Prepay 6 deliveries",
    });
    // The total due today is what Stripe charges on the first invoice.
    expect(placed.order.total).toBe(2 * 2849 * 6 + 3134 * 6);
    expect(placed.order).toMatchObject({ status: "pending", paymentMethod: "card" });
    expect(placed.order.consent).toContain(
      `Today your card is charged $529.92 for the first 6 deliveries`,
    );
    expect(placed.payment).toEqual({
      method: "card",
      redirectUrl: "https://checkout.stripe.com/c/pay/cs_test_1",
    });
    expect(placed.subscriptions.map((s) => s.status)).toEqual(["pending", "pending"]);
    const [row] = await run((db) => db.select().from(orders).where(eq(orders.id, placed.order.id)));
    expect(row).toMatchObject({ paymentProvider: "stripe", paymentReference: "cs_test_1" });
    // The confirmation waits for the payment.
    const mails = await run((db) => db.select().from(outbox));
    expect(mails).toEqual([]);
  });

  it("charges each box's shipping to the address's zone, today and with every renewal", async () => {
    const london = { ...home, city: "London", region: "", postalCode: "SW1A 1AA", country: "GB" };
    const input = checkoutInputSchema.parse({
      lines: [{ boxId: 1, petId: cat, quantity: 2 }], // Cozy Cat Corner, $29.99
      planId: "per-box",
      address: london,
    });
    const result = await run((db) =>
      placeOrder(db, checkoutDeps({ payments: stripe }), customer, input),
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    const placed = result.value;
    const form = standIn.requests.at(-1)!.form;
    // $29.99 and $12.00 shipping a box to the United Kingdom, on the recurring price itself.
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe(String(2999 + 1200));
    expect(form.get("line_items[0][quantity]")).toBe("2");
    expect(form.get("line_items[0][price_data][product_data][description]")).toBe(
      "Monthly box, Pay per box, shipping $12.00 a box included",
    );
    // What Stripe charges today (the stand-in's amount_total, from the items) is the order's total.
    expect(placed.order).toMatchObject({ total: 2 * (2999 + 1200), shipping: 2 * 1200 });
    expect(placed.order.consent).toContain("Shipping: $12.00 a box, on every delivery.");
    expect(placed.order.consent).toContain("Today your card is charged $83.98");
    const [row] = await run((db) => db.select().from(orders).where(eq(orders.id, placed.order.id)));
    expect(row).toMatchObject({ totalCents: 8398, shippingCents: 2400 });
  });

  it("bills pay per box every 1, 2 or 3 months, and prepaid boxes once per block of deliveries", async () => {
    const interval = async (boxId: number, planId: string) => {
      const box = catalogue.find((each) => each.id === boxId)!;
      await checkout([{ boxId, petId: box.pet === "cat" ? cat : dog, quantity: 1 }], planId);
      const form = standIn.requests.at(-1)!.form;
      return [
        form.get("line_items[0][price_data][recurring][interval_count]"),
        form.get("line_items[0][price_data][unit_amount]"),
      ];
    };
    expect(await interval(4, "per-box")).toEqual(["1", "2499"]); // Kitten Starter Kit, Monthly
    expect(await interval(9, "per-box")).toEqual(["2", "2999"]); // Puppy Training Box, Bi-Monthly
    expect(await interval(8, "per-box")).toEqual(["3", "4499"]); // Calm Cat Retreat, Quarterly
    expect(await interval(8, "prepay-12")).toEqual(["36", String(4049 * 12)]); // Stripe's longest interval
  });

  it("refuses, before storing anything, an order that mixes delivery rhythms", async () => {
    const before = await commerceCounts(store.database);
    const input = checkoutInputSchema.parse({
      lines: [
        { boxId: 1, petId: cat, quantity: 1 }, // Monthly
        { boxId: 8, petId: cat, quantity: 1 }, // Quarterly
      ],
      planId: "per-box",
      address: home,
    });
    const result = await run((db) =>
      placeOrder(db, checkoutDeps({ payments: stripe }), customer, input),
    );
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      message: "Check these fields: lines.",
      fields: { lines: ONE_RHYTHM_PER_ORDER },
    });
    expect(standIn.requests).toHaveLength(0);
    expect(await commerceCounts(store.database)).toEqual(before);
  });

  it("stores nothing when Stripe fails, or would charge another amount than the customer was shown", async () => {
    vi.spyOn(logSink, "write").mockImplementation(() => {});
    const before = await commerceCounts(store.database);
    const attempt = () =>
      run((db) =>
        placeOrder(
          db,
          checkoutDeps({ payments: stripe }),
          customer,
          checkoutInputSchema.parse({
            lines: [{ boxId: 1, petId: cat, quantity: 1 }],
            planId: "per-box",
            address: home,
          }),
        ),
      );
    standIn.respondWith(() => ({
      status: 400,
      body: { error: { type: "invalid_request_error", code: "parameter_invalid", message: "No." } },
    }));
    await expect(attempt()).rejects.toBeInstanceOf(PaymentUnavailableError);
    expect(standIn.requests).toHaveLength(1); // a refusal is not retried
    standIn.requests.length = 0;
    standIn.respondWith(() => ({
      status: 503,
      body: { error: { type: "api_error", message: "Busy." } },
    }));
    await expect(attempt()).rejects.toBeInstanceOf(PaymentUnavailableError);
    // An outage is retried, with one idempotency key, so Stripe makes one session at most.
    expect(standIn.requests.length).toBeGreaterThan(1);
    expect(new Set(standIn.requests.map((r) => r.headers["idempotency-key"])).size).toBe(1);
    standIn.respondWith((request) => ({
      status: 200,
      body: {
        id: "cs_test_taxed",
        object: "checkout.session",
        client_reference_id: request.form.get("client_reference_id"),
        amount_total: 3299, // tax added in the Stripe account
        currency: "usd",
        url: "https://checkout.stripe.com/c/pay/cs_test_taxed",
      },
    }));
    await expect(attempt()).rejects.toEqual(
      new PaymentUnavailableError("Stripe would charge 3299 cents, not the order's 2999."),
    );
    expect(await commerceCounts(store.database)).toEqual(before);
  });
});

describe("Stripe webhooks", () => {
  const signer = new Stripe("sk_test_signer");

  function signed(
    event: { id: string; type: string; object: Record<string, unknown> },
    secret = SECRET,
  ) {
    const rawBody = JSON.stringify({
      id: event.id,
      object: "event",
      type: event.type,
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000),
      data: { object: { object: "checkout.session", currency: "usd", ...event.object } },
    });
    return {
      rawBody,
      signature: signer.webhooks.generateTestHeaderString({ payload: rawBody, secret }),
    };
  }
  const deps = () => ({
    payments: stripe,
    shopUrl: "https://petbox.example",
    shopNotifyEmail: "owner@petbox.example",
  });
  const processed = (request: { rawBody: string; signature: string | undefined }) =>
    run((db) => processPaymentWebhook(db, deps(), request));

  let placed: CheckoutAnswer;
  let session: string;
  beforeEach(async () => {
    placed = await checkout([{ boxId: 1, petId: cat, quantity: 1 }]);
    session = (
      await run((db) => db.select().from(orders).where(eq(orders.id, placed.order.id)))
    )[0]!.paymentReference!;
  });

  const completed = (id: string, extra: Record<string, unknown> = {}) =>
    signed({
      id,
      type: "checkout.session.completed",
      object: {
        id: session,
        client_reference_id: placed.order.id,
        payment_status: "paid",
        amount_total: placed.order.total,
        subscription: "sub_test_1",
        ...extra,
      },
    });

  it("moves a paid order to paid once, activates its subscriptions and queues the confirmation", async () => {
    const event = completed(`evt_paid_${placed.order.number}`);
    expect(await processed(event)).toEqual({
      kind: "applied",
      eventId: `evt_paid_${placed.order.number}`,
      orderId: placed.order.id,
      status: "paid",
    });
    const [order] = await run((db) =>
      db.select().from(orders).where(eq(orders.id, placed.order.id)),
    );
    expect(order).toMatchObject({ status: "paid", providerSubscription: "sub_test_1" });
    const subs = (await run((db) => listSubscriptions(db, customer.uid))).filter(
      (s) => s.orderId === placed.order.id,
    );
    expect(subs.map((s) => s.status)).toEqual(["active"]);
    const mails = await run((db) =>
      db.select().from(outbox).where(eq(outbox.recipientUid, customer.uid)),
    );
    const mine = mails.filter((m) => m.text.includes(placed.order.consent));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.text).toContain("Paid by card: $29.99.");
    // The shop hears of it once, when it is paid (issue 25 §6).
    const label = `PB-${String(placed.order.number).padStart(6, "0")}`;
    const notices = await run((db) =>
      db.select().from(outbox).where(eq(outbox.recipientEmail, "owner@petbox.example")),
    );
    expect(notices.filter((m) => m.subject.includes(label))).toMatchObject([
      { kind: "order_notice", subject: `New order ${label}: $29.99, paid by card` },
    ]);

    // Stripe delivers events at least once: the same event again changes nothing.
    const before = await commerceCounts(store.database);
    expect(await processed(event)).toEqual({
      kind: "duplicate",
      eventId: `evt_paid_${placed.order.number}`,
    });
    expect(await commerceCounts(store.database)).toEqual(before);
  });

  it("processes one event once even when it arrives several times at once", async () => {
    const event = completed(`evt_race_${placed.order.number}`);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => processed(event)));
    expect(outcomes.filter((o) => o.kind === "applied")).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === "duplicate")).toHaveLength(4);
    const mails = await run((db) => db.select().from(outbox));
    const told = mails.filter((m) =>
      m.text.includes(`order PB-${String(placed.order.number).padStart(6, "0")}`),
    );
    // One confirmation to the customer, one notice to the shop.
    expect(told.map((m) => m.kind).sort()).toEqual(["order_confirmation", "order_notice"]);
  });

  it("refuses events without a valid signature and stores nothing", async () => {
    const before = await commerceCounts(store.database);
    const event = completed("evt_forged");
    expect(await processed({ ...event, signature: undefined })).toEqual({
      kind: "invalid_signature",
    });
    const foreign = signed(
      {
        id: "evt_foreign",
        type: "checkout.session.completed",
        object: { id: session, client_reference_id: placed.order.id, payment_status: "paid" },
      },
      "whsec_someone_else",
    );
    expect(await processed(foreign)).toEqual({ kind: "invalid_signature" });
    expect(
      await processed({
        rawBody: event.rawBody.replace('"paid"', '"unpaid"'),
        signature: event.signature,
      }),
    ).toEqual({
      kind: "invalid_signature",
    });
    expect(await commerceCounts(store.database)).toEqual(before);
  });

  it("fails an abandoned or refused payment: subscriptions and deliveries are cancelled", async () => {
    const expired = signed({
      id: `evt_expired_${placed.order.number}`,
      type: "checkout.session.expired",
      object: {
        id: session,
        client_reference_id: placed.order.id,
        payment_status: "unpaid",
        amount_total: placed.order.total,
      },
    });
    expect(await processed(expired)).toMatchObject({ kind: "applied", status: "failed" });
    const [order] = await run((db) =>
      db.select().from(orders).where(eq(orders.id, placed.order.id)),
    );
    expect(order?.status).toBe("failed");
    const sub = (await run((db) => listSubscriptions(db, customer.uid))).find(
      (s) => s.orderId === placed.order.id,
    )!;
    expect(sub).toMatchObject({ status: "cancelled", nextDeliveryDate: null });
    const planned = await run((db) =>
      db.select().from(deliveries).where(eq(deliveries.subscriptionId, sub.id)),
    );
    expect(planned.map((d) => d.status)).toEqual(["cancelled"]);
    // A late "paid" for a failed order changes nothing.
    expect(await processed(completed(`evt_late_${placed.order.number}`))).toMatchObject({
      kind: "ignored",
      why: "already_final",
    });
  });

  it("waits for a bank debit to clear, then marks the order paid", async () => {
    const unpaid = completed(`evt_unpaid_${placed.order.number}`, { payment_status: "unpaid" });
    expect(await processed(unpaid)).toMatchObject({ kind: "ignored", why: "waiting" });
    const cleared = signed({
      id: `evt_cleared_${placed.order.number}`,
      type: "checkout.session.async_payment_succeeded",
      object: {
        id: session,
        client_reference_id: placed.order.id,
        payment_status: "paid",
        amount_total: placed.order.total,
      },
    });
    expect(await processed(cleared)).toMatchObject({ kind: "applied", status: "paid" });
  });

  it("records, but applies nothing for, other events, unknown orders and unexpected amounts", async () => {
    const other = signed({
      id: `evt_other_${placed.order.number}`,
      type: "invoice.paid",
      object: { id: "in_1" },
    });
    expect(await processed(other)).toMatchObject({ kind: "ignored", why: "no_order_change" });
    const stranger = completed(`evt_stranger_${placed.order.number}`, { id: "cs_someone_else" });
    expect(await processed(stranger)).toMatchObject({ kind: "ignored", why: "unknown_order" });
    const garbage = completed(`evt_garbage_${placed.order.number}`, {
      client_reference_id: "'; drop table orders",
    });
    expect(await processed(garbage)).toMatchObject({ kind: "ignored", why: "unknown_order" });
    const short = completed(`evt_short_${placed.order.number}`, {
      amount_total: placed.order.total - 1,
    });
    expect(await processed(short)).toMatchObject({ kind: "ignored", why: "amount_mismatch" });
    const [order] = await run((db) =>
      db.select().from(orders).where(eq(orders.id, placed.order.id)),
    );
    expect(order?.status).toBe("pending");
    const events = await run((db) => db.select().from(paymentEvents));
    expect(events.map((e) => e.eventId)).toEqual(
      expect.arrayContaining([
        `evt_other_${placed.order.number}`,
        `evt_short_${placed.order.number}`,
      ]),
    );
  });
});
