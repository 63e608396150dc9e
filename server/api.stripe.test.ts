// @vitest-environment node
import { eq } from "drizzle-orm";
import { Stripe } from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { checkoutAnswerSchema, type CheckoutAnswer } from "../shared/api/checkout";
import { apiErrorSchema } from "../shared/api/errors";
import { orderAnswerSchema } from "../shared/api/orders";
import { petAnswerSchema } from "../shared/api/pets";
import { plansAnswerSchema } from "../shared/api/plans";
import { subscriptionDetailsAnswerSchema } from "../shared/api/subscriptions";
import { outbox } from "./db/schema";
import { createStripeProvider } from "./payments/stripe";
import { fixedTokens, postJson, testApp, testToken } from "./test-support/app";
import { commerceCounts, home } from "./test-support/commerce";
import { freshDatabase, type TestDatabase } from "./test-support/database";
import { refuseInserts } from "./test-support/refused-writes";
import { startStripeStandIn } from "./test-support/stripe-stand-in";
import { logSink } from "./log";

vi.setConfig({ testTimeout: 30_000 });

// The shop with card payments: the real Stripe SDK against a stand-in for api.stripe.com on
// loopback, and webhook events signed as Stripe signs them.
const SECRET = "whsec_test_secret";
const signer = new Stripe("sk_test_signer");
let store: TestDatabase;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let app: ReturnType<typeof testApp>;
const ada = { authorization: `Bearer ${testToken("ada")}` };
let petId = 0;

beforeAll(async () => {
  store = await freshDatabase();
  standIn = await startStripeStandIn();
  const payments = createStripeProvider({
    secretKey: "sk_test_petbox",
    webhookSecret: SECRET,
    shopUrl: "https://petbox.example",
    api: standIn.api,
  });
  app = testApp({ database: store.database, tokens: fixedTokens("ada"), payments });
  const created = await app.request("/api/pets", postJson({ name: "Milo", species: "cat" }, ada));
  petId = petAnswerSchema.parse(await created.json()).pet.id;
}, 60_000);
afterAll(async () => {
  await standIn.close();
  await store.drop();
}, 30_000);
beforeEach(() => {
  standIn.respondWith(null);
});

async function placeCardOrder(): Promise<CheckoutAnswer> {
  const response = await app.request(
    "/api/checkout",
    postJson({ lines: [{ boxId: 1, petId, quantity: 1 }], planId: "per-box", address: home }, ada),
  );
  expect(response.status).toBe(201);
  return checkoutAnswerSchema.parse(await response.json());
}

async function orderStatus(id: string) {
  const response = await app.request(`/api/orders/${id}`, { headers: ada });
  return orderAnswerSchema.parse(await response.json()).order.status;
}

/** A `checkout.session.completed` event as Stripe sends it: raw JSON and its signature. */
function paidEvent(id: string, order: CheckoutAnswer, session: string, padding = "") {
  const rawBody = JSON.stringify({
    id,
    object: "event",
    type: "checkout.session.completed",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        object: "checkout.session",
        id: session,
        client_reference_id: order.order.id,
        payment_status: "paid",
        amount_total: order.order.total,
        currency: "usd",
        subscription: "sub_test_1",
        metadata: { padding },
      },
    },
  });
  return {
    rawBody,
    signature: signer.webhooks.generateTestHeaderString({ payload: rawBody, secret: SECRET }),
  };
}

function deliver(event: { rawBody: string; signature: string | undefined }) {
  return app.request("/api/payments/stripe/webhook", {
    method: "POST",
    headers: {
      "content-type": "application/json; charset=utf-8",
      ...(event.signature === undefined ? {} : { "stripe-signature": event.signature }),
    },
    body: event.rawBody,
  });
}

const sessionOf = (placed: CheckoutAnswer) => {
  if (placed.payment.method !== "card") throw new Error("not a card order");
  return placed.payment.redirectUrl.split("/").at(-1)!;
};

describe("checkout with card payments", () => {
  it("answers with Stripe's page to pay on, and the order pending until Stripe says it is paid", async () => {
    const plans = plansAnswerSchema.parse(await (await app.request("/api/plans")).json());
    expect(plans.paymentMethod).toBe("card");
    const placed = await placeCardOrder();
    expect(placed.payment).toEqual({
      method: "card",
      redirectUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/),
    });
    expect(placed.order).toMatchObject({ status: "pending", paymentMethod: "card" });
    expect(placed.subscriptions.map((s) => s.status)).toEqual(["pending"]);
  });

  it("answers 503 with Retry-After when Stripe cannot be reached, and stores nothing", async () => {
    vi.spyOn(logSink, "write").mockImplementation(() => {});
    standIn.respondWith(() => ({ status: 500, body: { error: { type: "api_error" } } }));
    const before = await commerceCounts(store.database);
    const response = await app.request(
      "/api/checkout",
      postJson(
        { lines: [{ boxId: 1, petId, quantity: 1 }], planId: "per-box", address: home },
        { ...ada, "idempotency-key": "stripe-down" },
      ),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(apiErrorSchema.parse(await response.json()).error.message).toBe(
      "Payments cannot be taken right now, so nothing was saved or charged. Try again in a minute.",
    );
    expect(await commerceCounts(store.database)).toEqual(before);
  });
});

describe("POST /api/payments/stripe/webhook", () => {
  let placed: CheckoutAnswer;
  beforeEach(async () => {
    placed = await placeCardOrder();
  });

  it("marks the order paid once, however often Stripe delivers the event, with no sign-in", async () => {
    const event = paidEvent(`evt_paid_${placed.order.number}`, placed, sessionOf(placed));
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true });
    expect(await orderStatus(placed.order.id)).toBe("paid");
    const before = await commerceCounts(store.database);
    const again = await deliver(event);
    expect(again.status).toBe(200);
    expect(await commerceCounts(store.database)).toEqual(before);
  });

  it("refuses a missing or wrong signature with 400, and changes nothing", async () => {
    const event = paidEvent(`evt_forged_${placed.order.number}`, placed, sessionOf(placed));
    const before = await commerceCounts(store.database);
    for (const forged of [
      { ...event, signature: undefined },
      { ...event, signature: "t=1,v1=abc" },
      { ...event, rawBody: event.rawBody.replace('"paid"', '"PAID"') },
      {
        ...event,
        signature: signer.webhooks.generateTestHeaderString({
          payload: event.rawBody,
          secret: "whsec_someone_else",
        }),
      },
    ]) {
      const response = await deliver(forged);
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).error.code).toBe("invalid_signature");
    }
    expect(await commerceCounts(store.database)).toEqual(before);
    expect(await orderStatus(placed.order.id)).toBe("pending");
  });

  it("takes events larger than a customer's 16 KB, up to 256 KB", async () => {
    const large = paidEvent(
      `evt_large_${placed.order.number}`,
      placed,
      sessionOf(placed),
      "x".repeat(100_000),
    );
    const response = await deliver(large);
    expect(response.status).toBe(200);
    expect(await orderStatus(placed.order.id)).toBe("paid");
    const huge = paidEvent("evt_huge", placed, sessionOf(placed), "x".repeat(300_000));
    expect((await deliver(huge)).status).toBe(413);
  });

  it("answers 503 while the database fails, so that Stripe delivers the event again", async () => {
    const logged = vi.spyOn(logSink, "write").mockImplementation(() => {});
    const event = paidEvent(`evt_retry_${placed.order.number}`, placed, sessionOf(placed));
    const allow = await refuseInserts(store.database, "payment_events", "53100");
    let response: Response;
    try {
      response = await deliver(event);
    } finally {
      await allow();
    }
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(String(logged.mock.calls[0]?.[0])).toContain("payments.webhook");
    expect(await orderStatus(placed.order.id)).toBe("pending");
    expect((await deliver(event)).status).toBe(200);
    expect(await orderStatus(placed.order.id)).toBe("paid");
  });

  it("refuses signed bodies that are no event it can read with 400, stores nothing and logs no database error", async () => {
    const logged = vi.spyOn(logSink, "write").mockImplementation(() => {});
    const signed = (body: unknown) => {
      const rawBody = JSON.stringify(body);
      return {
        rawBody,
        signature: signer.webhooks.generateTestHeaderString({ payload: rawBody, secret: SECRET }),
      };
    };
    const paid = JSON.parse(paidEvent("evt_shape", placed, sessionOf(placed)).rawBody) as {
      data: { object: Record<string, unknown> };
    };
    const before = await commerceCounts(store.database);
    const malformed: [unknown, string][] = [
      [[], "body"],
      [null, "body"],
      [{ ...paid, id: undefined }, "id"],
      [{ ...paid, id: "" }, "id"],
      [{ ...paid, type: 42 }, "type"],
      [{ ...paid, data: null }, "data"],
      [{ ...paid, data: { object: [] } }, "data.object"],
      [
        { ...paid, data: { object: { ...paid.data.object, amount_total: "2999" } } },
        "data.object.amount_total",
      ],
      [
        { ...paid, data: { object: { ...paid.data.object, client_reference_id: 42 } } },
        "data.object.client_reference_id",
      ],
      [{ ...paid, data: { object: { ...paid.data.object, id: undefined } } }, "data.object.id"],
    ];
    for (const [body, field] of malformed) {
      const response = await deliver(signed(body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      const { error } = apiErrorSchema.parse(await response.json());
      expect(error.code).toBe("invalid_body");
      expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await commerceCounts(store.database)).toEqual(before);
    expect(await orderStatus(placed.order.id)).toBe("pending");
    const lines = logged.mock.calls.map((call) => String(call[0]));
    expect(lines.filter((line) => line.includes("Database error"))).toEqual([]);
  });

  it("answers other methods with 405 and Allow: POST", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await app.request("/api/payments/stripe/webhook", { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
  });
});

describe("a subscription cancelled or unpaid in Stripe, on the card", () => {
  /** Any event, signed as Stripe signs it. */
  function signedEvent(id: string, type: string, object: Record<string, unknown>) {
    const rawBody = JSON.stringify({
      id,
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

  async function card(id: number) {
    const response = await app.request("/api/subscriptions", { headers: ada });
    const { subscriptions } = subscriptionDetailsAnswerSchema.parse(await response.json());
    return subscriptions.find((each) => each.id === id);
  }

  it("shows a failed payment, then cancels with an e-mail that names the box", async () => {
    const placed = await placeCardOrder();
    const [subscription] = placed.subscriptions;
    const session = sessionOf(placed);
    const paid = signedEvent(
      `evt_portal_paid_${placed.order.number}`,
      "checkout.session.completed",
      {
        object: "checkout.session",
        id: session,
        client_reference_id: placed.order.id,
        payment_status: "paid",
        amount_total: placed.order.total,
        currency: "usd",
        subscription: "sub_portal",
      },
    );
    expect((await deliver(paid)).status).toBe(200);
    expect(await card(subscription!.id)).toMatchObject({ status: "active", paymentIssue: null });

    const failed = signedEvent(
      `evt_portal_failed_${placed.order.number}`,
      "invoice.payment_failed",
      {
        object: "invoice",
        id: `in_portal_${placed.order.number}`,
        billing_reason: "subscription_cycle",
        parent: { subscription_details: { subscription: "sub_portal" } },
      },
    );
    expect((await deliver(failed)).status).toBe(200);
    expect((await card(subscription!.id))?.paymentIssue).toBe("payment_failed");

    const gone = signedEvent(
      `evt_portal_gone_${placed.order.number}`,
      "customer.subscription.deleted",
      {
        object: "subscription",
        id: "sub_portal",
      },
    );
    expect((await deliver(gone)).status).toBe(200);
    expect((await card(subscription!.id))?.status).toBe("cancelled");
    const mails = await store.database.use("test.outbox", (db) =>
      db.select().from(outbox).where(eq(outbox.kind, "subscription_cancelled")),
    );
    expect(mails.map((mail) => mail.text.split(" is cancelled")[0])).toContain(
      "Cozy Cat Corner for Milo",
    );
  });
});
