// @vitest-environment node
import { and, eq } from "drizzle-orm";
import { Stripe } from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { checkoutAnswerSchema, type CheckoutAnswer } from "../shared/api/checkout";
import { apiErrorSchema } from "../shared/api/errors";
import { petAnswerSchema } from "../shared/api/pets";
import { subscriptionDetailsAnswerSchema } from "../shared/api/subscriptions";
import { outbox } from "./db/schema";
import { createRemindersJob } from "./jobs/reminders";
import { logSink } from "./log";
import { createStripeProvider } from "./payments/stripe";
import { catalogue, fixedTokens, postJson, testApp, testToken } from "./test-support/app";
import { home } from "./test-support/commerce";
import { freshDatabase, type TestDatabase } from "./test-support/database";
import { startStripeStandIn } from "./test-support/stripe-stand-in";

vi.setConfig({ testTimeout: 90_000 });

// Issue 24, defect 6: the card provider is never called inside a database transaction, so a slow
// Stripe keeps no other customer waiting (on PGlite a transaction holds the only connection),
// and a call whose answer was lost is made again, with its key, by the subscriptions job.
const SECRET = "whsec_test_secret";
const signer = new Stripe("sk_test_signer");
const PAYMENTS_DOWN =
  "Payments cannot be taken right now, so nothing was saved or charged. Try again in a minute.";
const customers = ["waiting", "leaving", "reader", "writer", "refused", "lost"] as const;
type Customer = (typeof customers)[number];
const as = (name: Customer) => ({ authorization: `Bearer ${testToken(name)}` });

let store: TestDatabase;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let payments: ReturnType<typeof createStripeProvider>;
let app: ReturnType<typeof testApp>;
const pets = new Map<Customer, number>();
let paidOrders = 0;

beforeAll(async () => {
  store = await freshDatabase();
  standIn = await startStripeStandIn();
  payments = createStripeProvider({
    secretKey: "sk_test_petbox",
    webhookSecret: SECRET,
    shopUrl: "https://petbox.example",
    api: standIn.api,
  });
  app = testApp({ database: store.database, tokens: fixedTokens(...customers), payments });
  for (const name of customers) {
    const created = await app.request(
      "/api/pets",
      postJson({ name: "Milo", species: "cat" }, as(name)),
    );
    pets.set(name, petAnswerSchema.parse(await created.json()).pet.id);
  }
}, 60_000);
afterAll(async () => {
  await standIn.close();
  await store.drop();
}, 30_000);
beforeEach(() => {
  standIn.respondWith(null);
});

const orderBody = (name: Customer) => ({
  lines: [{ boxId: 1, petId: pets.get(name), quantity: 1 }],
  planId: "per-box",
  address: home,
});

async function placeCardOrder(name: Customer, key: string): Promise<CheckoutAnswer> {
  const response = await app.request(
    "/api/checkout",
    postJson(orderBody(name), { ...as(name), "idempotency-key": key }),
  );
  expect(response.status).toBe(201);
  return checkoutAnswerSchema.parse(await response.json());
}

/** A card order of one box, paid: its subscription is active and Stripe's is `sub`. */
async function paidSubscription(name: Customer) {
  const placed = await placeCardOrder(name, `order-${name}`);
  paidOrders += 1;
  const sub = `sub_slow_${paidOrders}`;
  standIn.subscriptions.set(sub, { customer: `cus_${name}`, items: [`si_${sub}_0`] });
  const rawBody = JSON.stringify({
    id: `evt_slow_paid_${paidOrders}`,
    object: "event",
    type: "checkout.session.completed",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        object: "checkout.session",
        id: placed.payment.method === "card" ? placed.payment.redirectUrl.split("/").at(-1) : "",
        client_reference_id: placed.order.id,
        payment_status: "paid",
        amount_total: placed.order.total,
        currency: "usd",
        subscription: sub,
      },
    },
  });
  const paid = await app.request("/api/payments/stripe/webhook", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": signer.webhooks.generateTestHeaderString({
        payload: rawBody,
        secret: SECRET,
      }),
    },
    body: rawBody,
  });
  expect(paid.status).toBe(200);
  return { id: placed.subscriptions[0]!.id, sub };
}

async function cardOf(name: Customer, id: number) {
  const response = await app.request("/api/subscriptions", { headers: as(name) });
  const { subscriptions } = subscriptionDetailsAnswerSchema.parse(await response.json());
  return subscriptions.find((each) => each.id === id);
}

const cancelRequest = (name: Customer, id: number, key: string) =>
  app.request(`/api/subscriptions/${id}/cancel`, {
    method: "POST",
    headers: { ...as(name), "idempotency-key": key },
  });

describe("a slow card provider", () => {
  it("keeps other customers' reads and writes fast while Stripe takes 5 s over a checkout and a cancellation", async () => {
    const leaving = await paidSubscription("leaving");
    let names = 0;
    const read = async () => {
      const response = await app.request("/api/pets", { headers: as("reader") });
      expect(response.status).toBe(200);
      expect((await response.json()) as unknown).toMatchObject({ pets: [{ name: "Milo" }] });
    };
    const write = async () => {
      names += 1;
      const response = await app.request(
        `/api/pets/${pets.get("writer")}`,
        postJson(
          { name: `Milo ${names}` },
          { ...as("writer"), "idempotency-key": `w${names}` },
          "PATCH",
        ),
      );
      expect(response.status).toBe(200);
    };
    // Warm: the first requests of each kind pay for code loading and query planning.
    for (let i = 0; i < 20; i += 1) await Promise.all([read(), write()]);
    // One request at a time, a read and a write in turn: each latency is the request's own, not
    // a wait for another of ours.
    const measure = async (until: number) => {
      const latencies: number[] = [];
      for (let turn = 0; performance.now() < until; turn += 1) {
        const started = performance.now();
        await (turn % 2 === 0 ? read() : write());
        latencies.push(performance.now() - started);
      }
      const sorted = latencies.sort((a, b) => a - b);
      return {
        count: sorted.length,
        median: sorted[Math.floor(sorted.length / 2)] ?? Infinity,
        p99: sorted[Math.ceil(sorted.length * 0.99) - 1] ?? Infinity,
      };
    };
    // The same mix with Stripe idle: what this machine gives today (a busy one is slower).
    const idle = await measure(performance.now() + 2000);

    const arrivals: number[] = [];
    standIn.respondWith((request) => {
      const slow =
        (request.method === "POST" && request.path === "/v1/checkout/sessions") ||
        (request.method === "POST" && request.path === `/v1/subscriptions/${leaving.sub}`);
      if (!slow) return null;
      arrivals.push(performance.now());
      return new Promise((resolve) => setTimeout(() => resolve(null), 5000));
    });
    const checkout = app.request(
      "/api/checkout",
      postJson(orderBody("waiting"), { ...as("waiting"), "idempotency-key": "slow-checkout" }),
    );
    const cancel = cancelRequest("leaving", leaving.id, "slow-cancel");
    const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
    while (arrivals.length < 1) await pause();
    const bothBy = performance.now() + 1000;
    while (arrivals.length < 2 && performance.now() < bothBy) await pause();
    const inFlight = arrivals.length;

    // Measured only while Stripe holds the calls: each request starts before the first answer.
    const held = await measure(arrivals[0]! + 5000 - 300);
    const [placed, cancelled] = await Promise.all([checkout, cancel]);
    expect(placed.status).toBe(201);
    expect(cancelled.status).toBe(200);

    console.info(
      `While Stripe held a checkout and a cancellation for 5 s: ${held.count} requests, ` +
        `median ${held.median.toFixed(1)} ms, p99 ${held.p99.toFixed(1)} ms ` +
        `(Stripe idle: median ${idle.median.toFixed(1)} ms, p99 ${idle.p99.toFixed(1)} ms).`,
    );
    // Under 100 ms on a quiet machine (issue 24); on a busy one, no slower than three times what
    // the same requests take there with Stripe idle. Held behind Stripe, each would take 5 s.
    expect(held.p99).toBeLessThan(Math.max(100, 3 * idle.p99));
    expect(held.count).toBeGreaterThanOrEqual(100);
    // Both calls were waiting at Stripe before the first request was measured.
    expect(inFlight).toBe(2);
  });
});

describe("a call the provider refuses", () => {
  it("changes nothing, and the same Idempotency-Key is answered anew once Stripe takes it", async () => {
    vi.spyOn(logSink, "write").mockImplementation(() => {});
    const refused = await paidSubscription("refused");
    standIn.respondWith((request) =>
      request.method === "POST" && request.path === `/v1/subscriptions/${refused.sub}`
        ? { status: 400, body: { error: { type: "invalid_request_error", message: "No." } } }
        : null,
    );
    const first = await cancelRequest("refused", refused.id, "refused-cancel");
    expect(first.status).toBe(503);
    expect(apiErrorSchema.parse(await first.json()).error.message).toBe(PAYMENTS_DOWN);
    expect((await cardOf("refused", refused.id))?.status).toBe("active");

    standIn.respondWith(null);
    const again = await cancelRequest("refused", refused.id, "refused-cancel");
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    expect((await cardOf("refused", refused.id))?.status).toBe("cancelled");
  });
});

describe("a call whose answer from the provider is lost", () => {
  it("is made again with the same idempotency key by the subscriptions job, which then records it", async () => {
    vi.spyOn(logSink, "write").mockImplementation(() => {});
    const lost = await paidSubscription("lost");
    const cancellations = () =>
      store.database.use("test.outbox", (db) =>
        db
          .select()
          .from(outbox)
          .where(and(eq(outbox.kind, "subscription_cancelled"), eq(outbox.recipientUid, "lost"))),
      );
    const atStripe = () =>
      standIn.requests.filter(
        (request) => request.method === "POST" && request.path === `/v1/subscriptions/${lost.sub}`,
      );
    standIn.requests.length = 0;
    // Stripe may have cancelled it: the connection closes before its answer arrives.
    standIn.respondWith((request) =>
      request.method === "POST" && request.path === `/v1/subscriptions/${lost.sub}` ? "drop" : null,
    );
    const first = await cancelRequest("lost", lost.id, "lost-cancel");
    expect(first.status).toBe(503);
    expect(apiErrorSchema.parse(await first.json()).error.message).toBe(PAYMENTS_DOWN);
    const keys = new Set(atStripe().map((request) => request.headers["idempotency-key"]));
    expect(keys.size).toBe(1);
    expect((await cardOf("lost", lost.id))?.status).toBe("active");
    expect(await cancellations()).toHaveLength(0);
    // Until the job has asked again, another action on the order waits for that answer.
    standIn.requests.length = 0;
    const retried = await cancelRequest("lost", lost.id, "lost-cancel");
    expect(retried.status).toBe(503);
    expect(atStripe()).toEqual([]);

    // Stripe answers again; the subscriptions job's next pass asks once more, with the same key.
    standIn.respondWith(null);
    standIn.requests.length = 0;
    const job = createRemindersJob({
      run: (work) => store.database.use("test.job", work),
      timeZone: "UTC",
      catalogue,
      shopUrl: "https://petbox.example",
      payments,
    });
    await job.runOnce();
    expect(atStripe().map((request) => request.headers["idempotency-key"])).toEqual([...keys]);
    expect(atStripe()[0]?.form.get("cancel_at_period_end")).toBe("true");
    expect((await cardOf("lost", lost.id))?.status).toBe("cancelled");
    expect(await cancellations()).toHaveLength(1);
    // Settled: the next pass asks nothing.
    standIn.requests.length = 0;
    await job.runOnce();
    expect(atStripe()).toEqual([]);
  });
});
