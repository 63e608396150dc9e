// @vitest-environment node
import { eq, sql } from "drizzle-orm";
import { Stripe } from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Box } from "../../shared/catalogue";
import { checkoutInputSchema } from "../../shared/api/checkout";
import { createDatabase, type Database } from "../db/client";
import { orders, referralCredits, subscriptions } from "../db/schema";
import { PaymentUnavailableError, type PaymentProvider } from "../payments/provider";
import { createStripeProvider } from "../payments/stripe";
import { placeOrder } from "../services/checkout";
import { processPaymentWebhook } from "../services/payment-webhooks";
import { priceHistory } from "../services/price-locks";
import { CREDIT_LEASE_MS, creditReferrer, referralCodeOf } from "../services/referrals";
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

/** A customer whose card order is paid and running at Stripe as `stripeId`: their order id and subscription. */
async function cardSubscriber(who: { uid: string; email: string }, stripeId: string) {
  const deps = checkoutDeps({ payments: stripe, now: clock });
  const pet = await newPet(run, who.uid, { name: "Tom", species: "cat" });
  const placed = await run((db) =>
    placeOrder(
      db,
      deps,
      who,
      checkoutInputSchema.parse({
        lines: [{ boxId: 1, petId: pet, quantity: 1 }],
        planId: "per-box",
        address: home,
      }),
    ),
  );
  if (!placed.ok) throw new Error(placed.message);
  const { order } = placed.value;
  const [row] = await run((db) => db.select().from(orders).where(eq(orders.id, order.id)));
  standIn.subscriptions.set(stripeId, { customer: `cus_${who.uid}`, items: [`si_${who.uid}`] });
  const rawBody = JSON.stringify({
    id: `evt_${who.uid}`,
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
        subscription: stripeId,
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
  return { orderId: order.id, subscriptionId: placed.value.subscriptions[0]!.id };
}

const noticesJob = (payments: PaymentProvider, database?: Database) =>
  createNoticesJob({
    run: database ? withDb(database) : run,
    timeZone: "UTC",
    catalogue,
    plans,
    shopUrl: "https://petbox.example/",
    clock,
    payments,
  });

const creditRow = async (id: number) =>
  (await run((db) => db.select().from(referralCredits).where(eq(referralCredits.id, id))))[0]!;

/** The invoice items Stripe holds for the customer, and the creating requests it was sent. */
const itemsOf = (uid: string) => ({
  items: standIn.invoiceItems.filter((item) => item.customer === `cus_${uid}`),
  creates: standIn.requests.filter(
    (request) =>
      request.method === "POST" &&
      request.path === "/v1/invoiceitems" &&
      request.form.get("customer") === `cus_${uid}`,
  ),
});

describe("a referral credit whose pass stopped before Stripe's answer (decision 276)", () => {
  it("is completed by the next pass, a day later, without a second item", async () => {
    const who = { uid: "credit-stopped", email: "sam@example.com" };
    clock.set("2026-11-26T10:00:00Z");
    const { orderId, subscriptionId } = await cardSubscriber(who, "sub_stopped");
    const [credit] = await run((db) =>
      db
        .insert(referralCredits)
        .values({ referrerUid: who.uid, friendOrderId: orderId, cents: 1000 })
        .returning(),
    );
    // Stripe makes the item, and the server stops before its answer is written down.
    const stopping: PaymentProvider = {
      ...stripe,
      async adjustNextPayment(...args) {
        await stripe.adjustNextPayment!(...args);
        throw new Error("server stopped");
      },
    };
    clock.set("2026-11-27T08:00:00Z");
    await expect(noticesJob(stopping).runOnce()).rejects.toThrow("server stopped");
    expect(await creditRow(credit!.id)).toMatchObject({ subscriptionId, placedAt: null });
    expect(itemsOf(who.uid).items).toEqual([
      expect.objectContaining({
        amount: -1000,
        metadata: { referral_credit_id: String(credit!.id) },
      }),
    ]);

    // The next day Stripe no longer knows the idempotency key: only asking it tells.
    standIn.forgetIdempotencyKeys();
    clock.set("2026-11-28T08:00:00Z");
    expect((await noticesJob(stripe).runOnce()).cardCredits).toBe(1000);
    expect(itemsOf(who.uid).items).toHaveLength(1);
    expect(itemsOf(who.uid).creates).toHaveLength(1);
    expect(await creditRow(credit!.id)).toMatchObject({
      subscriptionId,
      placedAt: new Date("2026-11-28T08:00:00Z"),
    });
    // Placed: later passes leave it be.
    clock.set("2026-11-29T08:00:00Z");
    expect((await noticesJob(stripe).runOnce()).cardCredits).toBe(0);
    expect(itemsOf(who.uid).items).toHaveLength(1);
  });

  it("gets its item on the retry when Stripe never made it", async () => {
    const who = { uid: "credit-unmade", email: "una@example.com" };
    clock.set("2026-11-26T10:00:00Z");
    const { orderId, subscriptionId } = await cardSubscriber(who, "sub_unmade");
    // Claimed for the subscription by a pass that stopped before it called Stripe.
    const [credit] = await run((db) =>
      db
        .insert(referralCredits)
        .values({ referrerUid: who.uid, friendOrderId: orderId, cents: 1000, subscriptionId })
        .returning(),
    );
    clock.set("2026-11-27T08:00:00Z");
    expect((await noticesJob(stripe).runOnce()).cardCredits).toBe(1000);
    expect(itemsOf(who.uid).items).toEqual([
      expect.objectContaining({
        amount: -1000,
        subscription: "sub_unmade",
        metadata: { referral_credit_id: String(credit!.id) },
      }),
    ]);
    expect((await creditRow(credit!.id)).placedAt).toEqual(new Date("2026-11-27T08:00:00Z"));
  });

  it("stays claimed when Stripe's answer is lost, and is given once on the next pass", async () => {
    const who = { uid: "credit-lost", email: "lou@example.com" };
    clock.set("2026-11-26T10:00:00Z");
    const { orderId, subscriptionId } = await cardSubscriber(who, "sub_lost");
    const [credit] = await run((db) =>
      db
        .insert(referralCredits)
        .values({ referrerUid: who.uid, friendOrderId: orderId, cents: 1000 })
        .returning(),
    );
    standIn.respondWith((request) =>
      request.method === "POST" && request.path === "/v1/invoiceitems" ? "drop" : null,
    );
    try {
      clock.set("2026-11-27T08:00:00Z");
      expect((await noticesJob(stripe).runOnce()).cardCredits).toBe(0);
    } finally {
      standIn.respondWith(null);
    }
    // Not put back on the account (Stripe may have made it): claimed, not placed.
    expect(await creditRow(credit!.id)).toMatchObject({ subscriptionId, placedAt: null });
    clock.set("2026-11-28T08:00:00Z");
    expect((await noticesJob(stripe).runOnce()).cardCredits).toBe(1000);
    expect(itemsOf(who.uid).items).toHaveLength(1);
  });

  it("is given once by two servers' passes at once, Stripe's keys aside", async () => {
    const who = { uid: "credit-twice", email: "tia@example.com" };
    clock.set("2026-11-26T10:00:00Z");
    const { orderId } = await cardSubscriber(who, "sub_twice");
    const [credit] = await run((db) =>
      db
        .insert(referralCredits)
        .values({ referrerUid: who.uid, friendOrderId: orderId, cents: 1000 })
        .returning(),
    );
    // Stripe answers slowly, and would make an item for each request: only our lock holds.
    standIn.ignoreIdempotencyKeys(true);
    standIn.respondWith(async (request) => {
      if (request.method === "POST" && request.path === "/v1/invoiceitems") {
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      return null;
    });
    const second: Database =
      store.database.kind === "postgres" ? createDatabase(store.options) : store.database;
    try {
      clock.set("2026-11-27T08:00:00Z");
      const passes = await Promise.all([
        noticesJob(stripe).runOnce(),
        noticesJob(stripe, second).runOnce(),
        noticesJob(stripe).runOnce(),
      ]);
      expect(passes.map((each) => each.cardCredits).sort()).toEqual([0, 0, 1000]);
    } finally {
      standIn.respondWith(null);
      standIn.ignoreIdempotencyKeys(false);
      if (second !== store.database) await second.close();
    }
    expect(itemsOf(who.uid).items).toHaveLength(1);
    expect((await creditRow(credit!.id)).placedAt).not.toBeNull();
  });
});

/** Resolves after `ms`, to race a write that may be stuck behind another's transaction. */
const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a referral credit's Stripe call (decision 276: a lease, no transaction)", () => {
  it("holds no database transaction while Stripe answers: other customers' writes go on", async () => {
    const who = { uid: "credit-open", email: "ona@example.com" };
    clock.set("2026-11-26T10:00:00Z");
    const { orderId } = await cardSubscriber(who, "sub_open");
    const [credit] = await run((db) =>
      db
        .insert(referralCredits)
        .values({ referrerUid: who.uid, friendOrderId: orderId, cents: 1000 })
        .returning(),
    );
    // Stripe takes its time over the item: the pass waits in its call until the test answers.
    let calling!: () => void;
    const called = new Promise<void>((resolve) => (calling = resolve));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    standIn.respondWith(async (request) => {
      if (request.method === "POST" && request.path === "/v1/invoiceitems") {
        calling();
        await answered;
      }
      return null;
    });
    clock.set("2026-11-27T08:00:00Z");
    const pass = noticesJob(stripe).runOnce();
    let write: string;
    let openTransactions: number | null = null;
    try {
      await called;
      // Meanwhile another customer adds a pet: through the same database, it is not kept
      // waiting (PGlite has one connection, which a transaction open for the call would hold).
      write = await Promise.race([
        newPet(run, "credit-open-neighbour", { name: "Bea", species: "dog" }).then(() => "done"),
        after(5000).then(() => "still waiting"),
      ]);
      if (store.database.kind === "postgres") {
        // PostgreSQL: no session of this database sits in a transaction during the call.
        const result = await run((db) =>
          db.execute(
            sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and state like 'idle in transaction%'`,
          ),
        );
        openTransactions = (result as { rows: { n: number }[] }).rows[0]!.n;
      }
    } finally {
      answer();
      standIn.respondWith(null);
    }
    expect((await pass).cardCredits).toBe(1000);
    expect(write).toBe("done");
    if (store.database.kind === "postgres") expect(openTransactions).toBe(0);
    expect(itemsOf(who.uid).items).toHaveLength(1);
    expect(await creditRow(credit!.id)).toMatchObject({
      placedAt: new Date("2026-11-27T08:00:00Z"),
      placingAt: null,
    });
  });

  it("is left to the pass that lost Stripe's answer until its lease lapses, then asked for, not given again", async () => {
    const who = { uid: "credit-leased", email: "lea@example.com" };
    clock.set("2026-11-26T10:00:00Z");
    const { orderId, subscriptionId } = await cardSubscriber(who, "sub_leased");
    const [credit] = await run((db) =>
      db
        .insert(referralCredits)
        .values({ referrerUid: who.uid, friendOrderId: orderId, cents: 1000 })
        .returning(),
    );
    // Stripe makes the item, and the answer never comes back (the pass's server hangs or stops).
    const unanswered: PaymentProvider = {
      ...stripe,
      async adjustNextPayment(...args) {
        await stripe.adjustNextPayment!(...args);
        throw new PaymentUnavailableError("no answer", { unknownOutcome: true });
      },
    };
    const start = new Date("2026-11-27T08:00:00Z");
    clock.set(start);
    expect((await noticesJob(unanswered).runOnce()).cardCredits).toBe(0);
    expect(await creditRow(credit!.id)).toMatchObject({ subscriptionId, placedAt: null });
    expect(itemsOf(who.uid).items).toHaveLength(1);

    // Another server's pass within the lease: the credit is not its to give; Stripe is not asked.
    standIn.requests.length = 0;
    clock.set(new Date(start.getTime() + CREDIT_LEASE_MS - 60_000));
    expect((await noticesJob(stripe).runOnce()).cardCredits).toBe(0);
    expect(standIn.requests).toEqual([]);
    expect((await creditRow(credit!.id)).placingAt).toEqual(start);

    // After the lease, with Stripe's idempotency key forgotten: asked first, found, not given again.
    standIn.forgetIdempotencyKeys();
    clock.set(new Date(start.getTime() + CREDIT_LEASE_MS + 60_000));
    expect((await noticesJob(stripe).runOnce()).cardCredits).toBe(1000);
    expect(
      standIn.requests.filter((request) => request.path.startsWith("/v1/invoiceitems")),
    ).toEqual([expect.objectContaining({ method: "GET" })]);
    expect(itemsOf(who.uid).items).toHaveLength(1);
    expect(await creditRow(credit!.id)).toMatchObject({
      placedAt: new Date(start.getTime() + CREDIT_LEASE_MS + 60_000),
      placingAt: null,
    });
  });

  it("is left alone while another server is giving it, and given once when that pass died before Stripe", async () => {
    const who = { uid: "credit-died", email: "dia@example.com" };
    clock.set("2026-11-26T10:00:00Z");
    const { orderId, subscriptionId } = await cardSubscriber(who, "sub_died");
    // A pass on another server claimed it and leased it five minutes ago, then died before
    // reaching Stripe: no transaction of its own is left to say so, only the lease.
    const leased = new Date("2026-11-27T07:55:00Z");
    const [credit] = await run((db) =>
      db
        .insert(referralCredits)
        .values({
          referrerUid: who.uid,
          friendOrderId: orderId,
          cents: 1000,
          subscriptionId,
          placingAt: leased,
        })
        .returning(),
    );
    standIn.requests.length = 0;
    clock.set("2026-11-27T08:00:00Z");
    expect((await noticesJob(stripe).runOnce()).cardCredits).toBe(0);
    expect(standIn.requests).toEqual([]);
    expect(await creditRow(credit!.id)).toMatchObject({ placedAt: null, placingAt: leased });

    // The lease lapsed: the next pass asks Stripe, finds nothing, and gives it once.
    clock.set(new Date(leased.getTime() + CREDIT_LEASE_MS + 1000));
    expect((await noticesJob(stripe).runOnce()).cardCredits).toBe(1000);
    expect(
      standIn.requests
        .filter((request) => request.path.startsWith("/v1/invoiceitems"))
        .map((request) => request.method),
    ).toEqual(["GET", "POST"]);
    expect(itemsOf(who.uid).items).toEqual([
      expect.objectContaining({ amount: -1000, subscription: "sub_died" }),
    ]);
    // Later passes leave it be.
    clock.set("2026-11-28T08:00:00Z");
    expect((await noticesJob(stripe).runOnce()).cardCredits).toBe(0);
    expect(itemsOf(who.uid).items).toHaveLength(1);
  });

  it("goes back on the account, its lease let go, when Stripe refuses the item", async () => {
    const who = { uid: "credit-refused", email: "ref@example.com" };
    clock.set("2026-11-26T10:00:00Z");
    const { orderId, subscriptionId } = await cardSubscriber(who, "sub_refused");
    const [credit] = await run((db) =>
      db
        .insert(referralCredits)
        .values({ referrerUid: who.uid, friendOrderId: orderId, cents: 1000 })
        .returning(),
    );
    standIn.respondWith((request) =>
      request.method === "POST" && request.path === "/v1/invoiceitems"
        ? { status: 400, body: { error: { type: "invalid_request_error", message: "No." } } }
        : null,
    );
    try {
      clock.set("2026-11-27T08:00:00Z");
      expect((await noticesJob(stripe).runOnce()).cardCredits).toBe(0);
    } finally {
      standIn.respondWith(null);
    }
    expect(await creditRow(credit!.id)).toMatchObject({
      subscriptionId: null,
      placedAt: null,
      placingAt: null,
    });
    // The next pass, minutes later (no lease to wait for), claims it again and gives it.
    clock.set("2026-11-27T08:05:00Z");
    expect((await noticesJob(stripe).runOnce()).cardCredits).toBe(1000);
    expect(itemsOf(who.uid).items).toHaveLength(1);
    expect(await creditRow(credit!.id)).toMatchObject({ subscriptionId, placingAt: null });
  });
});

describe("the referral credit e-mail to a referrer paying by card (decision 276)", () => {
  it("says the credit comes off their next card payment, not that it waits on the account", async () => {
    const who = { uid: "credit-mail-card", email: "cleo@example.com" };
    clock.set("2026-11-26T10:00:00Z");
    await cardSubscriber(who, "sub_mail_card");
    const { code } = await run((db) => referralCodeOf(db, who, clock()));
    // A friend pays on delivery with the code; their first box ships.
    const friend = { uid: "credit-mail-friend", email: "fay@example.com" };
    const pet = await newPet(run, friend.uid, { name: "Pip", species: "cat" });
    const placed = await run((db) =>
      placeOrder(
        db,
        checkoutDeps({ now: clock }),
        friend,
        checkoutInputSchema.parse({
          lines: [{ boxId: 1, petId: pet, quantity: 1 }],
          planId: "per-box",
          address: home,
          code,
        }),
      ),
    );
    if (!placed.ok) throw new Error(placed.message);
    const message = await run((db) =>
      db.transaction((tx) =>
        creditReferrer(tx, placed.value.subscriptions[0]!.id, clock(), "https://petbox.example/"),
      ),
    );
    expect(message?.text).toContain("$10.00 comes off the next card payment of your subscription.");
    expect(message?.text).not.toContain("kept on your account");
  });
});
