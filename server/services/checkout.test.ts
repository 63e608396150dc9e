// @vitest-environment node
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  checkoutAnswerSchema,
  checkoutInputSchema,
  type CheckoutAnswer,
} from "../../shared/api/checkout";
import { orderAnswerSchema, ordersAnswerSchema } from "../../shared/api/orders";
import { subscriptionsAnswerSchema } from "../../shared/api/subscriptions";
import { petInputSchema } from "../../shared/api/pets";
import { TERMS_VERSION } from "../../shared/commerce/consent";
import { deliveries, orders, outbox, subscriptions } from "../db/schema";
import { PaymentUnavailableError, type PaymentProvider } from "../payments/provider";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import { checkoutDeps, commerceCounts, fixedClock, home, withDb } from "../test-support/commerce";
import { lastUsedAddress } from "./addresses";
import { placeOrder } from "./checkout";
import type { Customer } from "./checkout-deps";
import { getOrder, listOrders } from "./orders";
import { createPet } from "./pets";
import { listSubscriptions } from "./subscriptions";
import { logSink } from "../log";
import { cardPayments } from "../test-support/card-payments";
import { processPaymentWebhook } from "./payment-webhooks";

let store: TestDatabase;
let run: ReturnType<typeof withDb>;
const ada: Customer = { uid: "checkout-ada", email: "ada@example.com" };
const bob: Customer = { uid: "checkout-bob", email: "bob@example.com" };
const pet = { milo: 0, luna: 0, rex: 0, bobsCat: 0 };

async function newPet(uid: string, input: unknown) {
  const result = await run((db) => createPet(db, uid, petInputSchema.parse(input)));
  if (!result.ok) throw new Error(result.message);
  return result.value.id;
}

beforeAll(async () => {
  store = await freshDatabase();
  run = withDb(store.database);
  pet.milo = await newPet(ada.uid, { name: "Milo", species: "cat" });
  pet.luna = await newPet(ada.uid, { name: "Luna", species: "cat" });
  pet.rex = await newPet(ada.uid, { name: "Rex", species: "dog", size: "medium" });
  pet.bobsCat = await newPet(bob.uid, { name: "Tom", species: "cat" });
}, 60_000);
afterAll(() => store.drop(), 30_000);

const body = (overrides: Record<string, unknown> = {}) =>
  checkoutInputSchema.parse({
    lines: [{ boxId: 1, petId: pet.milo, quantity: 1 }],
    planId: "per-box",
    address: home,
    ...overrides,
  });

const threeLines = [
  { boxId: "1", petId: 0, quantity: 1 }, // Cozy Cat Corner $29.99, Monthly
  { boxId: "8", petId: 0, quantity: 2 }, // Calm Cat Retreat $44.99, Quarterly
  { boxId: "5", petId: 0, quantity: 1 }, // Adventure Dog Gear $49.99, Bi-Monthly
];
const linesFor = () =>
  threeLines.map((line, index) => ({ ...line, petId: [pet.milo, pet.luna, pet.rex][index]! }));

describe("placing an order (manual payment)", () => {
  it("prices every line from the catalogue and the plan, and stores order, lines, subscriptions, first deliveries and the confirmation", async () => {
    const before = await commerceCounts(store.database);
    const result = await run((db) =>
      placeOrder(db, checkoutDeps(), ada, { ...body(), lines: linesFor() }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    // What the API will answer (201) has the shared shape the browser parses.
    expect(checkoutAnswerSchema.parse(result.value)).toEqual(result.value);
    const { order, subscriptions: subs, payment } = result.value;
    // Pay per box: the list price, one delivery each.
    expect(order.lines.map((l) => [l.unitPrice, l.quantity, l.deliveries, l.lineTotal])).toEqual([
      [2999, 1, 1, 2999],
      [4499, 2, 1, 8998],
      [4999, 1, 1, 4999],
    ]);
    expect(order).toMatchObject({
      status: "pay_on_delivery",
      planId: "per-box",
      total: 2999 + 8998 + 4999,
      currency: "USD",
      paymentMethod: "pay_on_delivery",
      termsVersion: TERMS_VERSION,
      address: home,
    });
    expect(order.lines.map((l) => [l.boxName, l.petName, l.firstDeliveryDate])).toEqual([
      ["Cozy Cat Corner", "Milo", "2026-12-01"],
      ["Calm Cat Retreat", "Luna", "2026-12-01"],
      ["Adventure Dog Gear", "Rex", "2026-12-01"],
    ]);
    expect(order.consent).toContain(
      "- Calm Cat Retreat for Luna: 2 boxes every 3 months at $44.99 a box.",
    );
    expect(order.consent).toContain(
      "Nothing is charged today: you pay $169.96 when the first delivery arrives.",
    );
    expect(payment).toEqual({ method: "pay_on_delivery" });
    expect(
      subs.map((s) => [
        s.boxId,
        s.petId,
        s.status,
        s.frequency,
        s.unitPrice,
        s.nextDeliveryDate,
        s.deliveriesLeft,
      ]),
    ).toEqual([
      ["1", pet.milo, "active", "Monthly", 2999, "2026-12-01", null],
      ["8", pet.luna, "active", "Quarterly", 4499, "2026-12-01", null],
      ["5", pet.rex, "active", "Bi-Monthly", 4999, "2026-12-01", null],
    ]);

    const after = await commerceCounts(store.database);
    expect(after).toMatchObject({
      orders: before.orders + 1,
      orderLines: before.orderLines + 3,
      subscriptions: before.subscriptions + 3,
      deliveries: before.deliveries + 3,
      outbox: before.outbox + 1,
    });
    const scheduled = await run((db) =>
      db.select().from(deliveries).where(eq(deliveries.subscriptionId, subs[1]!.id)),
    );
    expect(scheduled).toMatchObject([{ sequence: 0, date: "2026-12-01", status: "scheduled" }]);
    const [mail] = await run((db) => db.select().from(outbox).orderBy(outbox.id));
    expect(mail).toMatchObject({
      kind: "order_confirmation",
      recipientUid: ada.uid,
      recipientEmail: "ada@example.com",
      subject: `Your PetBox order PB-${String(order.number).padStart(6, "0")}`,
      sentAt: null,
      attempts: 0,
    });
    expect(mail?.text).toContain("- Calm Cat Retreat for Luna: 2 boxes, Quarterly, $44.99 a box");
    expect(mail?.text).toContain("it ships on Tuesday, December 1, 2026");
    expect(mail?.text).toContain(
      "You can change or cancel it until the end of Friday, November 27, 2026; cancelled by then, nothing ships and nothing is charged.",
    );
    expect(mail?.text).toContain(
      "To pay when the first box arrives: $169.96 (pay on first delivery).",
    );
    expect(mail?.text).toContain(order.consent);
  });

  it("places a prepaid plan without card payments as waiting for its bank transfer, its subscriptions pending (decision 273, transfers.test.ts)", async () => {
    const before = await commerceCounts(store.database);
    const result = await run((db) =>
      placeOrder(db, checkoutDeps(), ada, { ...body({ planId: "prepay-6" }), lines: linesFor() }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.value.order).toMatchObject({
      status: "awaiting_transfer",
      paymentMethod: "transfer",
    });
    expect(result.value.payment.method).toBe("transfer");
    expect(result.value.subscriptions.map((s) => s.status)).toEqual([
      "pending",
      "pending",
      "pending",
    ]);
    expect(await commerceCounts(store.database)).toMatchObject({
      orders: before.orders + 1,
      subscriptions: before.subscriptions + 3,
      outbox: before.outbox + 1,
    });
  });

  it("ignores prices the browser sends", async () => {
    const input = checkoutInputSchema.parse({
      lines: [{ boxId: 1, petId: pet.milo, quantity: 2, price: 0.01, unitPrice: 1 }],
      planId: "per-box",
      address: home,
      total: 2,
    });
    const result = await run((db) => placeOrder(db, checkoutDeps(), ada, input));
    expect(result.ok && result.value.order.total).toBe(2 * 2999);
  });

  it("gives one box to two pets as two subscriptions", async () => {
    const result = await run((db) =>
      placeOrder(db, checkoutDeps(), ada, {
        ...body(),
        lines: [
          { boxId: "4", petId: pet.milo, quantity: 1 },
          { boxId: "4", petId: pet.luna, quantity: 1 },
        ],
      }),
    );
    expect(result.ok && result.value.subscriptions.map((s) => s.petId)).toEqual([
      pet.milo,
      pet.luna,
    ]);
  });

  it("dates the first box in the shop's time zone, its cut-off at least 24 hours after the order", async () => {
    // Thursday 20:00 in UTC is already Friday 09:00 in Auckland: 24 hours on is Friday evening
    // in UTC (cut-off Friday, ships Tuesday) but Saturday in Auckland (cut-off Monday, ships
    // Wednesday).
    const now = fixedClock("2026-11-26T20:00:00Z");
    const first = async (timeZone: string) => {
      const result = await run((db) =>
        placeOrder(db, checkoutDeps({ now, timeZone }), ada, body()),
      );
      if (!result.ok) throw new Error(result.message);
      return result.value.order.lines[0]!.firstDeliveryDate;
    };
    expect(await first("UTC")).toBe("2026-12-01");
    expect(await first("Pacific/Auckland")).toBe("2026-12-02");
  });
});

describe("inside the caller's transaction (as the idempotency layer will run it)", () => {
  it("is kept when the caller commits and undone when the caller rolls back", async () => {
    const before = await commerceCounts(store.database);
    const kept = await run((db) =>
      db.transaction((tx) => placeOrder(tx, checkoutDeps(), ada, body())),
    );
    expect(kept.ok).toBe(true);
    expect((await commerceCounts(store.database)).orders).toBe(before.orders + 1);

    vi.spyOn(logSink, "write").mockImplementation(() => {});
    const undone = run((db) =>
      db.transaction(async (tx) => {
        const placed = await placeOrder(tx, checkoutDeps(), ada, body());
        expect(placed.ok).toBe(true);
        throw new Error("the caller failed after the order");
      }),
    );
    await expect(undone).rejects.toThrow();
    expect((await commerceCounts(store.database)).orders).toBe(before.orders + 1);
  });
});

describe("refusing a checkout", () => {
  async function refused(input: ReturnType<typeof body>, customer = ada, deps = checkoutDeps()) {
    const before = await commerceCounts(store.database);
    const result = await run((db) => placeOrder(db, deps, customer, input));
    expect(await commerceCounts(store.database)).toEqual(before);
    if (result.ok) throw new Error("the order was placed");
    return result;
  }

  it("names an unknown plan or box", async () => {
    expect(await refused(body({ planId: "prepay-100" }))).toEqual({
      ok: false,
      reason: "invalid",
      message: "Check these fields: planId.",
      fields: { planId: "There is no such plan: choose one of the plans offered." },
    });
    const unknownBox = await refused({
      ...body(),
      lines: [
        { boxId: "1", petId: pet.milo, quantity: 1 },
        { boxId: "99", petId: pet.luna, quantity: 1 },
      ],
    });
    expect(unknownBox.fields).toEqual({
      "lines.1.boxId": "This box is not sold any more: remove it from your cart.",
    });
  });

  it("refuses another account's pet and a pet of the wrong species", async () => {
    expect(
      (await refused({ ...body(), lines: [{ boxId: "1", petId: pet.bobsCat, quantity: 1 }] }))
        .fields,
    ).toEqual({
      "lines.0.petId": "Choose one of your own pets.",
    });
    expect(
      (await refused({ ...body(), lines: [{ boxId: "2", petId: pet.milo, quantity: 1 }] })).fields,
    ).toEqual({
      "lines.0.petId": "Playful Pup Pack is a box for dogs: choose one of your dogs.",
    });
    expect(
      (await refused({ ...body(), lines: [{ boxId: "1", petId: 999_999, quantity: 1 }] }, bob))
        .fields,
    ).toEqual({
      "lines.0.petId": "Choose one of your own pets.",
    });
  });

  it("stores nothing when the payment provider cannot be reached", async () => {
    const down: PaymentProvider = {
      id: "stripe",
      method: "card",
      refuse: () => null,
      initiate: () => Promise.reject(new PaymentUnavailableError("no answer")),
    };
    const before = await commerceCounts(store.database);
    vi.spyOn(logSink, "write").mockImplementation(() => {});
    const attempt = run((db) => placeOrder(db, checkoutDeps({ payments: down }), ada, body()));
    await expect(attempt).rejects.toBeInstanceOf(PaymentUnavailableError);
    expect(await commerceCounts(store.database)).toEqual(before);
  });

  it("returns the provider's own refusal before storing anything", async () => {
    const picky: PaymentProvider = {
      id: "stripe",
      method: "card",
      refuse: (lines) => (lines.length > 1 ? { lines: "One rhythm per order." } : null),
      initiate: () => Promise.reject(new Error("must not be called")),
    };
    const input = {
      ...body(),
      lines: [
        { boxId: "1", petId: pet.milo, quantity: 1 },
        { boxId: "8", petId: pet.luna, quantity: 1 },
      ],
    };
    expect((await refused(input, ada, checkoutDeps({ payments: picky }))).fields).toEqual({
      lines: "One rhythm per order.",
    });
  });
});

describe("orders, subscriptions and addresses afterwards", () => {
  it("lists an account's orders newest first, and hides them from other accounts", async () => {
    const later = fixedClock("2026-11-28T09:00:00Z");
    const placed = await run((db) =>
      placeOrder(db, checkoutDeps({ now: later }), bob, {
        ...body(),
        lines: [{ boxId: "6", petId: pet.bobsCat, quantity: 1 }],
      }),
    );
    const second = await run((db) =>
      placeOrder(db, checkoutDeps({ now: later }), bob, {
        ...body(),
        lines: [{ boxId: "1", petId: pet.bobsCat, quantity: 3 }],
      }),
    );
    if (!placed.ok || !second.ok) throw new Error("not placed");
    const mine = await run((db) => listOrders(db, bob.uid));
    expect(ordersAnswerSchema.parse({ orders: mine }).orders).toEqual(mine);
    expect(orderAnswerSchema.safeParse({ order: mine[0] }).success).toBe(true);
    expect(mine.map((o) => o.id)).toEqual([second.value.order.id, placed.value.order.id]);
    expect(await run((db) => getOrder(db, bob.uid, placed.value.order.id))).toEqual(
      placed.value.order,
    );
    expect(await run((db) => getOrder(db, ada.uid, placed.value.order.id))).toBeNull();
    expect(await run((db) => getOrder(db, bob.uid, "not-a-uuid"))).toBeNull();
    expect(
      (await run((db) => listOrders(db, ada.uid))).every((o) =>
        o.lines.every((l) => l.petName !== "Tom"),
      ),
    ).toBe(true);

    const subs = await run((db) => listSubscriptions(db, bob.uid));
    expect(subscriptionsAnswerSchema.parse({ subscriptions: subs }).subscriptions).toEqual(subs);
    expect(subs.map((s) => [s.boxId, s.quantity, s.unitPrice, s.planId, s.deliveriesLeft])).toEqual(
      [
        ["6", 1, 2799, "per-box", null],
        ["1", 3, 2999, "per-box", null],
      ],
    );
  });

  it("keeps one row per address and offers the one used last", async () => {
    const clock = fixedClock("2026-11-29T09:00:00Z");
    const work = { ...home, line1: "1 Office Park", phone: "+1 217 555 0100" };
    const place = async (address: typeof home) => {
      clock.advance(60_000);
      const result = await run((db) =>
        placeOrder(db, checkoutDeps({ now: clock }), ada, { ...body(), address }),
      );
      expect(result.ok).toBe(true);
    };
    await place(work);
    expect(await run((db) => lastUsedAddress(db, ada.uid))).toEqual(work);
    const before = await commerceCounts(store.database);
    await place(home);
    expect(await run((db) => lastUsedAddress(db, ada.uid))).toEqual(home);
    expect((await commerceCounts(store.database)).addresses).toBe(before.addresses);
    expect(await run((db) => lastUsedAddress(db, "nobody"))).toBeNull();
  });

  it("lets the database refuse impossible rows even if a bug got past the service", async () => {
    vi.spyOn(logSink, "write").mockImplementation(() => {});
    const [sub] = await run((db) => db.select().from(subscriptions).limit(1));
    await expect(
      run((db) =>
        db.update(subscriptions).set({ quantity: 6 }).where(eq(subscriptions.id, sub!.id)),
      ),
    ).rejects.toThrow();
    await expect(
      run((db) =>
        db.insert(deliveries).values({
          subscriptionId: sub!.id,
          sequence: 1,
          date: sub!.anchorDate,
          boxId: sub!.boxId,
          quantity: sub!.quantity,
          addressId: sub!.addressId,
          unitPriceCents: sub!.unitPriceCents,
        }),
      ),
    ).rejects.toThrow();
    await expect(run((db) => db.update(orders).set({ totalCents: -1 }))).rejects.toThrow();
  });
});

describe("placing a prepaid order (card payment, the Stripe stand-in)", () => {
  it("prices every line at the plan's discount for its deliveries, and confirms once the card is paid", async () => {
    const card = await cardPayments();
    const deps = checkoutDeps({ payments: card.provider });
    const before = await commerceCounts(store.database);
    // Card payment takes one rhythm per order: the three boxes as three orders.
    const placed: CheckoutAnswer[] = [];
    for (const line of linesFor()) {
      const result = await run((db) =>
        placeOrder(db, deps, ada, { ...body({ planId: "prepay-6" }), lines: [line] }),
      );
      if (!result.ok) throw new Error(JSON.stringify(result));
      expect(checkoutAnswerSchema.parse(result.value)).toEqual(result.value);
      placed.push(result.value);
    }
    // 5 % off, rounded half up: 2999 → 2849, 4499 → 4274, 4999 → 4749; six deliveries each.
    expect(
      placed.map(({ order: { lines } }) =>
        lines.map((l) => [l.unitPrice, l.quantity, l.deliveries, l.lineTotal]),
      ),
    ).toEqual([[[2849, 1, 6, 17094]], [[4274, 2, 6, 51288]], [[4749, 1, 6, 28494]]]);
    const { order, subscriptions: subs, payment } = placed[1]!;
    expect(order).toMatchObject({
      status: "pending",
      planId: "prepay-6",
      total: 51288,
      currency: "USD",
      paymentMethod: "card",
      termsVersion: TERMS_VERSION,
      address: home,
    });
    expect(order.consent).toContain(
      "- Calm Cat Retreat for Luna: 2 boxes every 3 months at $42.74 a box.",
    );
    expect(order.consent).toContain(
      "Today your card is charged $512.88 for the first 6 deliveries of each subscription.",
    );
    expect(payment).toMatchObject({ method: "card" });
    expect(subs.map((s) => [s.unitPrice, s.status, s.deliveriesLeft])).toEqual([
      [4274, "pending", 6],
    ]);
    // Stripe is asked for the same amount: one payment covers six deliveries.
    const session = card.standIn.requests.filter((r) => r.path === "/v1/checkout/sessions")[1];
    expect(session?.form.get("line_items[0][price_data][unit_amount]")).toBe(String(4274 * 6));
    expect(await commerceCounts(store.database)).toMatchObject({
      orders: before.orders + 3,
      subscriptions: before.subscriptions + 3,
      deliveries: before.deliveries + 3,
      outbox: before.outbox,
    });

    const paid = await run((db) =>
      processPaymentWebhook(
        db,
        { payments: card.provider, shopUrl: deps.shopUrl },
        card.paidEvent(placed[1]!),
      ),
    );
    expect(paid).toMatchObject({ kind: "applied", status: "paid" });
    const [mail] = await run((db) =>
      db.select().from(outbox).where(eq(outbox.recipientUid, ada.uid)).orderBy(desc(outbox.id)),
    );
    expect(mail?.subject).toBe(`Your PetBox order PB-${String(order.number).padStart(6, "0")}`);
    expect(mail?.text).toContain("- Calm Cat Retreat for Luna: 2 boxes, Quarterly, $42.74 a box");
    expect(mail?.text).toContain("Plan: Prepay 6 deliveries. Paid by card: $512.88.");
    expect(mail?.text).toContain(order.consent);
    const mine = await run((db) => listSubscriptions(db, ada.uid));
    expect(mine.find((s) => s.id === subs[0]!.id)?.status).toBe("active");
  });
});
