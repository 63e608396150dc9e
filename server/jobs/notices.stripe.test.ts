// @vitest-environment node
import { eq } from "drizzle-orm";
import { Stripe } from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Box } from "../../shared/catalogue";
import { checkoutInputSchema } from "../../shared/api/checkout";
import { orders, referralCredits, subscriptions } from "../db/schema";
import { createStripeProvider } from "../payments/stripe";
import { placeOrder } from "../services/checkout";
import { processPaymentWebhook } from "../services/payment-webhooks";
import { priceHistory } from "../services/price-locks";
import { catalogue } from "../test-support/app";
import { checkoutDeps, fixedClock, home, plans, withDb } from "../test-support/commerce";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import { newPet } from "../test-support/lifecycle";
import { startStripeStandIn } from "../test-support/stripe-stand-in";
import { createNoticesJob } from "./notices";

// Decision 265: a card order's subscription keeps being billed what the shop charges. When a new
// price applies, Stripe is given it before it bills the first charge at it, as a swap does.

const SECRET = "whsec_test_secret";
let store: TestDatabase;
let run: ReturnType<typeof withDb>;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let stripe: ReturnType<typeof createStripeProvider>;
const clock = fixedClock("2026-11-26T10:00:00Z");
const signer = new Stripe("sk_test_signer");
const customer = { uid: "notice-card", email: "ada@example.com" };

/** Cozy Cat Corner (box 1) at $34.99 instead of $29.99. */
const dearer: Box[] = catalogue.map((box) =>
  String(box.id) === "1" ? { ...box, price: 34.99 } : box,
);

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
}, 60_000);
afterAll(async () => {
  await standIn.close();
  await store.drop();
}, 30_000);

describe("a new price of a card subscription", () => {
  it("is given to Stripe the day before its first charge, and not before", async () => {
    const deps = checkoutDeps({ payments: stripe, now: clock });
    const milo = await newPet(run, customer.uid, { name: "Milo", species: "cat" });
    const placed = await run((db) =>
      placeOrder(
        db,
        deps,
        customer,
        checkoutInputSchema.parse({
          lines: [{ boxId: 1, petId: milo, quantity: 1 }],
          planId: "per-box",
          address: home,
        }),
      ),
    );
    if (!placed.ok) throw new Error(placed.message);
    const { order } = placed.value;
    const [row] = await run((db) => db.select().from(orders).where(eq(orders.id, order.id)));
    standIn.subscriptions.set("sub_notice", { customer: "cus_test_ada", items: ["si_notice_0"] });
    const rawBody = JSON.stringify({
      id: "evt_notice_1",
      object: "event",
      type: "checkout.session.completed",
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          object: "checkout.session",
          id: row!.paymentReference,
          client_reference_id: order.id,
          payment_status: "paid",
          amount_total: order.total,
          currency: "usd",
          subscription: "sub_notice",
        },
      },
    });
    const paid = await run((db) =>
      processPaymentWebhook(
        db,
        { payments: stripe, shopUrl: deps.shopUrl, lifecycle: { catalogue, plans, now: clock } },
        {
          rawBody,
          signature: signer.webhooks.generateTestHeaderString({ payload: rawBody, secret: SECRET }),
        },
      ),
    );
    expect(paid).toMatchObject({ kind: "applied" });
    const id = placed.value.subscriptions[0]!.id;

    const job = createNoticesJob({
      run,
      timeZone: "UTC",
      catalogue: dearer,
      plans,
      shopUrl: deps.shopUrl,
      clock,
      payments: stripe,
    });
    clock.set("2026-12-10T08:00:00Z");
    standIn.requests.length = 0;
    await job.runOnce();
    clock.set("2027-01-27T09:00:00Z");
    await job.runOnce();
    // Told, not yet applied: Stripe has not been asked for anything.
    expect(standIn.requests).toHaveLength(0);

    clock.set("2027-01-28T00:30:00Z");
    await job.runOnce();
    const update = standIn.requests.find(
      (request) => request.method === "POST" && request.path.startsWith("/v1/subscriptions/"),
    );
    expect(Object.fromEntries(update!.form)).toMatchObject({
      "items[0][id]": "si_notice_0",
      "items[0][price_data][unit_amount]": "3499",
      proration_behavior: "none",
    });
    const [after] = await run((db) =>
      db.select().from(subscriptions).where(eq(subscriptions.id, id)),
    );
    expect(after?.unitPriceCents).toBe(3499);
    expect((await run((db) => priceHistory(db, id))).map((each) => each.status)).toEqual([
      "applied",
    ]);
  });
});

describe("a referral credit of a referrer paying by card (decision 276)", () => {
  it("goes onto their Stripe subscription's next invoice as a negative item, once", async () => {
    const referrer = { uid: "notice-card-referrer", email: "rita@example.com" };
    const deps = checkoutDeps({ payments: stripe, now: clock });
    clock.set("2026-11-26T10:00:00Z");
    const rex = await newPet(run, referrer.uid, { name: "Tom", species: "cat" });
    const placed = await run((db) =>
      placeOrder(
        db,
        deps,
        referrer,
        checkoutInputSchema.parse({
          lines: [{ boxId: 1, petId: rex, quantity: 1 }],
          planId: "per-box",
          address: home,
        }),
      ),
    );
    if (!placed.ok) throw new Error(placed.message);
    const { order } = placed.value;
    const [row] = await run((db) => db.select().from(orders).where(eq(orders.id, order.id)));
    standIn.subscriptions.set("sub_referrer", { customer: "cus_test_rita", items: ["si_rita_0"] });
    const rawBody = JSON.stringify({
      id: "evt_referrer_1",
      object: "event",
      type: "checkout.session.completed",
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          object: "checkout.session",
          id: row!.paymentReference,
          client_reference_id: order.id,
          payment_status: "paid",
          amount_total: order.total,
          currency: "usd",
          subscription: "sub_referrer",
        },
      },
    });
    const paid = await run((db) =>
      processPaymentWebhook(
        db,
        { payments: stripe, shopUrl: deps.shopUrl, lifecycle: { catalogue, plans, now: clock } },
        {
          rawBody,
          signature: signer.webhooks.generateTestHeaderString({ payload: rawBody, secret: SECRET }),
        },
      ),
    );
    expect(paid).toMatchObject({ kind: "applied" });
    // A friend's first box has shipped: $10.00 kept on the account, as decision 270 left it.
    const [credit] = await run((db) =>
      db
        .insert(referralCredits)
        .values({ referrerUid: referrer.uid, friendOrderId: order.id, cents: 1000 })
        .returning(),
    );
    const job = createNoticesJob({
      run,
      timeZone: "UTC",
      catalogue,
      plans,
      shopUrl: deps.shopUrl,
      clock,
      payments: stripe,
    });
    standIn.requests.length = 0;
    clock.set("2026-11-27T08:00:00Z");
    expect((await job.runOnce()).cardCredits).toBe(1000);
    const items = standIn.requests.filter(
      (request) => request.method === "POST" && request.path === "/v1/invoiceitems",
    );
    expect(items.map((request) => Object.fromEntries(request.form))).toEqual([
      expect.objectContaining({
        customer: "cus_test_rita",
        subscription: "sub_referrer",
        amount: "-1000",
        currency: "usd",
      }),
    ]);
    const [after] = await run((db) =>
      db.select().from(referralCredits).where(eq(referralCredits.id, credit!.id)),
    );
    expect(after?.subscriptionId).toBe(placed.value.subscriptions[0]!.id);
    // The next day: nothing more is given.
    clock.set("2026-11-28T08:00:00Z");
    expect((await job.runOnce()).cardCredits).toBe(0);
    expect(standIn.requests.filter((request) => request.path === "/v1/invoiceitems")).toHaveLength(
      1,
    );
  });
});
