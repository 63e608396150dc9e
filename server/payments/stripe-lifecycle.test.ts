// @vitest-environment node
import { eq } from "drizzle-orm";
import { Stripe } from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { checkoutInputSchema } from "../../shared/api/checkout";
import { changeInputSchema } from "../../shared/api/subscriptions";
import { orders, outbox, subscriptions } from "../db/schema";
import { placeOrder } from "../services/checkout";
import {
  cancel,
  change,
  pause,
  resume,
  skip,
  uncancel,
  unskip,
} from "../services/subscription-actions";
import { getSubscriptionDetail } from "../services/subscription-details";
import { catalogue } from "../test-support/app";
import { checkoutDeps, fixedClock, home, plans, withDb } from "../test-support/commerce";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import { newPet } from "../test-support/lifecycle";
import { startStripeStandIn } from "../test-support/stripe-stand-in";
import { PaymentUnavailableError } from "./provider";
import { createStripeProvider } from "./stripe";
import { processPaymentWebhook } from "../services/payment-webhooks";
import { logSink } from "../log";

const SECRET = "whsec_test_secret";
let store: TestDatabase;
let run: ReturnType<typeof withDb>;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let stripe: ReturnType<typeof createStripeProvider>;
const customer = { uid: "stripe-life", email: "ada@example.com" };
const clock = fixedClock("2026-11-26T10:00:00Z");
let deps: ReturnType<typeof checkoutDeps>;
const pet = { milo: 0, luna: 0 };
const signer = new Stripe("sk_test_signer");
let events = 0;

function signed(type: string, object: Record<string, unknown>) {
  events += 1;
  const rawBody = JSON.stringify({
    id: `evt_life_${events}`,
    object: "event",
    type,
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  return {
    rawBody,
    signature: signer.webhooks.generateTestHeaderString({ payload: rawBody, secret: SECRET }),
  };
}

const webhook = (type: string, object: Record<string, unknown>) =>
  run((db) =>
    processPaymentWebhook(
      db,
      {
        payments: stripe,
        shopUrl: "https://petbox.example",
        lifecycle: { catalogue, plans, now: clock },
      },
      signed(type, object),
    ),
  );

/** A paid card order of two monthly cat boxes: Stripe subscription `sub` with two items. */
async function paidOrder(sub: string, planId = "per-box", count: 1 | 2 = 2) {
  // Thursday: the first boxes ship Tuesday 1 December (decision 207).
  clock.set("2026-11-26T10:00:00Z");
  const placed = await run((db) =>
    placeOrder(
      db,
      deps,
      customer,
      checkoutInputSchema.parse({
        lines: [
          { boxId: 1, petId: pet.milo, quantity: 1 },
          { boxId: 6, petId: pet.luna, quantity: 2 },
        ].slice(0, count),
        planId,
        address: home,
      }),
    ),
  );
  if (!placed.ok) throw new Error(placed.message);
  const { order } = placed.value;
  const [row] = await run((db) => db.select().from(orders).where(eq(orders.id, order.id)));
  standIn.subscriptions.set(sub, {
    customer: "cus_test_ada",
    items: [`si_${sub}_0`, `si_${sub}_1`].slice(0, count),
  });
  const paid = await webhook("checkout.session.completed", {
    object: "checkout.session",
    id: row!.paymentReference,
    client_reference_id: order.id,
    payment_status: "paid",
    amount_total: order.total,
    currency: "usd",
    subscription: sub,
  });
  expect(paid).toMatchObject({ kind: "applied", status: "paid" });
  standIn.requests.length = 0;
  return placed.value.subscriptions.map((each) => each.id) as [number, number];
}

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
  deps = checkoutDeps({ payments: stripe, now: clock });
  pet.milo = await newPet(run, customer.uid, { name: "Milo", species: "cat" });
  pet.luna = await newPet(run, customer.uid, { name: "Luna", species: "cat" });
}, 60_000);
afterAll(async () => {
  await standIn.close();
  await store.drop();
}, 30_000);
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.respondWith(null);
});

const calls = () =>
  standIn.requests.map((request) => `${request.method} ${request.path.split("?")[0]}`);
const form = (index: number) => Object.fromEntries(standIn.requests[index]!.form);

describe("lifecycle actions reflected in Stripe", () => {
  it("a skip takes the box off the next payment, and an undo puts it back", async () => {
    const [milo] = await paidOrder("sub_skip");
    clock.set("2026-12-05T10:00:00Z");
    expect((await run((db) => skip(db, deps, customer.uid, milo))).ok).toBe(true);
    expect(calls()).toEqual(["GET /v1/subscriptions/sub_skip", "POST /v1/invoiceitems"]);
    expect(form(1)).toEqual({
      customer: "cus_test_ada",
      subscription: "sub_skip",
      amount: "-2999",
      currency: "usd",
      description: "Not sent: box of Friday, January 1, 2027",
    });
    expect(standIn.requests[1]?.headers["idempotency-key"]).toMatch(
      /^petbox-skipped-\d+-\d+-adjust$/,
    );
    standIn.requests.length = 0;
    expect((await run((db) => unskip(db, deps, customer.uid, milo))).ok).toBe(true);
    expect(form(1)).toMatchObject({
      amount: "2999",
      description: "Sent after all: box of Friday, January 1, 2027",
    });
  });

  it("a pause takes every box it holds back off the payments, and resuming early adds back those that ship again", async () => {
    const [, luna] = await paidOrder("sub_pause");
    clock.set("2026-12-05T10:00:00Z");
    expect((await run((db) => pause(db, deps, customer.uid, luna, { months: 2 }))).ok).toBe(true);
    // Gourmet Cat Treats, 2 boxes at $27.99, on 1 January and 1 February.
    expect(form(1)).toMatchObject({
      amount: String(-2 * 2 * 2799),
      description: "Not sent: paused boxes",
    });
    standIn.requests.length = 0;
    clock.set("2027-01-20T10:00:00Z");
    expect((await run((db) => resume(db, deps, customer.uid, luna))).ok).toBe(true);
    expect(form(1)).toMatchObject({
      amount: String(2 * 2799),
      description: "Sent after all: paused boxes",
    });
  });

  it("a new quantity or box is the line's new price from its next payment, nothing charged now", async () => {
    const [milo] = await paidOrder("sub_price");
    clock.set("2026-12-05T10:00:00Z");
    const changed = await run((db) =>
      change(db, deps, customer.uid, milo, changeInputSchema.parse({ boxId: 4, quantity: 2 })),
    );
    expect(changed.ok).toBe(true);
    expect(calls()).toEqual([
      "GET /v1/subscriptions/sub_price",
      "POST /v1/products",
      "POST /v1/subscriptions/sub_price",
    ]);
    expect(form(1)).toEqual({ name: "Kitten Starter Kit for Milo" });
    expect(form(2)).toEqual({
      "items[0][id]": "si_sub_price_0",
      "items[0][quantity]": "2",
      "items[0][price_data][currency]": "usd",
      "items[0][price_data][product]": expect.stringMatching(/^prod_test_\d+$/),
      "items[0][price_data][unit_amount]": "2499",
      "items[0][price_data][recurring][interval]": "month",
      "items[0][price_data][recurring][interval_count]": "1",
      proration_behavior: "none",
    });
  });

  it("refuses a swap to another rhythm while other boxes share the card payment, and changes nothing", async () => {
    const [milo, luna] = await paidOrder("sub_rhythm");
    clock.set("2026-12-05T10:00:00Z");
    const refused = await run((db) =>
      change(db, deps, customer.uid, milo, changeInputSchema.parse({ boxId: 8 })),
    );
    expect(refused).toMatchObject({ ok: false, reason: "conflict" });
    expect(!refused.ok && refused.message).toMatch(
      /^This box is paid by card together with other boxes/,
    );
    expect((await run((db) => getSubscriptionDetail(db, deps, customer.uid, milo)))?.boxId).toBe(
      "1",
    );
    // Alone on its Stripe subscription, it may: the new rhythm's first payment is its first box.
    expect((await run((db) => cancel(db, deps, customer.uid, luna))).ok).toBe(true);
    standIn.requests.length = 0;
    const swapped = await run((db) =>
      change(db, deps, customer.uid, milo, changeInputSchema.parse({ boxId: 8 })),
    );
    expect(swapped).toMatchObject({ ok: true, value: { frequency: "Quarterly" } });
    expect(form(2)).toMatchObject({
      "items[0][id]": "si_sub_rhythm_0",
      "items[0][price_data][unit_amount]": "4499",
      "items[0][price_data][recurring][interval_count]": "3",
      proration_behavior: "none",
      // The 1 January box's cut-off is the end of 30 December: it is paid when packing starts.
      trial_end: String(Date.parse("2026-12-31T00:00:00Z") / 1000),
    });
  });

  it("cancelling stops billing the box at Stripe (its item kept at quantity 0), and the last one cancels it at the period's end", async () => {
    const [milo, luna] = await paidOrder("sub_cancel");
    clock.set("2026-12-05T10:00:00Z");
    expect((await run((db) => cancel(db, deps, customer.uid, milo))).ok).toBe(true);
    expect(calls()).toEqual([
      "GET /v1/subscriptions/sub_cancel",
      "POST /v1/subscription_items/si_sub_cancel_0",
    ]);
    expect(form(1)).toEqual({ quantity: "0", proration_behavior: "none" });
    standIn.requests.length = 0;
    expect((await run((db) => cancel(db, deps, customer.uid, luna))).ok).toBe(true);
    expect(calls()).toEqual([
      "GET /v1/subscriptions/sub_cancel",
      "POST /v1/subscription_items/si_sub_cancel_1",
      "POST /v1/subscriptions/sub_cancel",
    ]);
    expect(form(2)).toEqual({ cancel_at_period_end: "true" });
  });

  it("undoing a cancel takes back the cancel at the period's end, and bills a box of a larger order again (decisions 218 and 230)", async () => {
    const [only] = await paidOrder("sub_undo_one", "per-box", 1);
    // The box of 1 January is being packed: it still ships, and the cancel can be undone.
    clock.set("2026-12-31T10:00:00Z");
    expect((await run((db) => cancel(db, deps, customer.uid, only))).ok).toBe(true);
    standIn.requests.length = 0;
    const undone = await run((db) => uncancel(db, deps, customer.uid, only));
    expect(undone).toMatchObject({ ok: true, value: { status: "active" } });
    expect(calls()).toEqual([
      "GET /v1/subscriptions/sub_undo_one",
      "POST /v1/subscriptions/sub_undo_one",
    ]);
    expect(form(1)).toEqual({ cancel_at_period_end: "false" });

    // Issue 26: a box of a two-box order was refused here, its item looked up by a place that
    // had shifted. Now its item stays, and the undo bills it again at its quantity.
    const [milo, luna] = await paidOrder("sub_undo_two");
    clock.set("2026-12-31T10:00:00Z");
    expect((await run((db) => cancel(db, deps, customer.uid, milo))).ok).toBe(true);
    standIn.requests.length = 0;
    expect(await run((db) => uncancel(db, deps, customer.uid, milo))).toMatchObject({
      ok: true,
      value: { status: "active" },
    });
    expect(calls()).toEqual([
      "GET /v1/subscriptions/sub_undo_two",
      "POST /v1/subscription_items/si_sub_undo_two_0",
    ]);
    expect(form(1)).toEqual({ quantity: "1", proration_behavior: "none" });
    // The box after it is still found in its place: a skip takes it off the next payment.
    standIn.requests.length = 0;
    expect((await run((db) => skip(db, deps, customer.uid, luna, "2027-02-01"))).ok).toBe(true);
    expect(calls()).toEqual(["GET /v1/subscriptions/sub_undo_two", "POST /v1/invoiceitems"]);
  });

  it("cancelling before the first box's cut-off refunds the box's first payment and cancels the order", async () => {
    const [milo, luna] = await paidOrder("sub_void");
    // Thursday: the first box of Tuesday 1 December can change until the end of Friday.
    clock.set("2026-11-26T18:00:00Z");
    expect((await run((db) => cancel(db, deps, customer.uid, milo))).ok).toBe(true);
    expect(calls()).toEqual([
      "GET /v1/subscriptions/sub_void",
      "POST /v1/credit_notes",
      "GET /v1/subscriptions/sub_void",
      "POST /v1/subscription_items/si_sub_void_0",
    ]);
    // Milo's line: 1 box at $29.99, all of its first payment back.
    expect(form(1)).toMatchObject({
      invoice: "in_test_sub_void",
      amount: "2999",
      refund_amount: "2999",
      reason: "order_change",
    });
    standIn.requests.length = 0;
    expect((await run((db) => cancel(db, deps, customer.uid, luna))).ok).toBe(true);
    expect(form(1)).toMatchObject({ amount: String(2 * 2799), refund_amount: String(2 * 2799) });
    const [order] = await run((db) =>
      db
        .select({ status: orders.status })
        .from(orders)
        .innerJoin(subscriptions, eq(subscriptions.orderId, orders.id))
        .where(eq(subscriptions.id, luna)),
    );
    expect(order?.status).toBe("cancelled");
  });

  it("when Stripe cannot be reached the action changes nothing, so the customer can try again", async () => {
    vi.spyOn(logSink, "write").mockImplementation(() => {});
    const [milo] = await paidOrder("sub_down");
    const cancellations = () =>
      run((db) => db.select().from(outbox).where(eq(outbox.kind, "subscription_cancelled")));
    const before = (await cancellations()).length;
    clock.set("2026-12-05T10:00:00Z");
    standIn.respondWith(() => ({
      status: 400,
      body: { error: { type: "invalid_request_error", message: "No." } },
    }));
    await expect(run((db) => cancel(db, deps, customer.uid, milo))).rejects.toBeInstanceOf(
      PaymentUnavailableError,
    );
    const card = await run((db) => getSubscriptionDetail(db, deps, customer.uid, milo));
    expect(card?.status).toBe("active");
    expect(await cancellations()).toHaveLength(before);
  });
});

describe("Stripe's events about running subscriptions", () => {
  it("shows a failed renewal on the cards until a payment goes through", async () => {
    const [milo, luna] = await paidOrder("sub_failed");
    const invoice = {
      object: "invoice",
      id: "in_1",
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: "sub_failed" },
      },
    };
    expect(await webhook("invoice.payment_failed", invoice)).toMatchObject({
      kind: "renewal",
      outcome: "payment_failed",
    });
    for (const id of [milo, luna]) {
      expect(
        (await run((db) => getSubscriptionDetail(db, deps, customer.uid, id)))?.paymentIssue,
      ).toBe("payment_failed");
    }
    await webhook("invoice.paid", invoice);
    expect(
      (await run((db) => getSubscriptionDetail(db, deps, customer.uid, milo)))?.paymentIssue,
    ).toBeNull();
    expect(
      await webhook("invoice.paid", {
        ...invoice,
        parent: { subscription_details: { subscription: "sub_nobody" } },
      }),
    ).toMatchObject({
      kind: "ignored",
      why: "unknown_subscription",
    });
  });

  it("cancels ours when it is cancelled in Stripe: paid boxes still ship, and the customer is told", async () => {
    const [milo] = await paidOrder("sub_gone", "prepay-6");
    clock.set("2026-12-05T10:00:00Z");
    const told = () =>
      run((db) => db.select().from(outbox).where(eq(outbox.kind, "subscription_cancelled"))).then(
        (mails) => mails.filter((mail) => mail.text.includes("It ends on Monday, May 3, 2027.")),
      );
    expect(await told()).toHaveLength(0);
    expect(
      await webhook("customer.subscription.deleted", { object: "subscription", id: "sub_gone" }),
    ).toMatchObject({
      kind: "renewal",
      outcome: "cancelled",
    });
    const card = await run((db) => getSubscriptionDetail(db, deps, customer.uid, milo));
    // The fifth paid box after the first: 1 May 2027 is a Saturday, so it ships on Monday 3 May.
    expect(card).toMatchObject({ status: "cancelled", endsOn: "2027-05-03", deliveriesLeft: 5 });
    // Both boxes of the order, each with its own confirmation.
    expect((await told()).map((mail) => mail.text.split(" is cancelled")[0])).toEqual([
      "Cozy Cat Corner for Milo",
      "Gourmet Cat Treats for Luna",
    ]);
    // Stripe is not asked to cancel what it cancelled itself.
    expect(calls()).toEqual([]);
  });
});
