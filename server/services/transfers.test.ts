// @vitest-environment node
import { and, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutAnswerSchema, checkoutInputSchema } from "../../shared/api/checkout";
import { codeInputSchema } from "../../shared/api/codes";
import { orderAnswerSchema } from "../../shared/api/orders";
import { petInputSchema } from "../../shared/api/pets";
import { shopBankDetails } from "../../shared/shop/bank-details";
import { transferPending } from "../../shared/commerce/subscription-lifecycle";
import { deliveries, orders, outbox, subscriptions } from "../db/schema";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import { checkoutDeps, fixedClock, home, plans, withDb } from "../test-support/commerce";
import { placeOrder } from "./checkout";
import { createCode } from "./codes";
import type { Customer } from "./checkout-deps";
import { getOrder } from "./orders";
import { deliveriesForMonth } from "./packing";
import { createPet } from "./pets";
import { listSubscriptions } from "./subscriptions";
import { cancel, pause, skip } from "./subscription-actions";
import { getSubscriptionDetail } from "./subscription-details";
import { startRefund } from "./refunds";
import { awaitingTransfers, recordTransfer, transfersToReturn } from "./transfers";
import { catalogue } from "../test-support/app";

// A prepaid plan without card payments (issue 28, decision 273): the order waits for the bank
// transfer, nothing is packed, and recording the transfer starts the subscription from that day.
let store: TestDatabase;
let run: ReturnType<typeof withDb>;
const ada: Customer = { uid: "transfer-ada", email: "ada@example.com" };
const support = {
  uid: "transfer-support",
  email: "support@petbox.example",
  role: "support" as const,
};
let milo = 0;
let otto = 0;
const ben: Customer = { uid: "transfer-ben", email: "ben@example.com" };

beforeAll(async () => {
  store = await freshDatabase();
  run = withDb(store.database);
  const made = await run((db) =>
    createPet(db, ada.uid, petInputSchema.parse({ name: "Milo", species: "cat" })),
  );
  if (!made.ok) throw new Error(made.message);
  milo = made.value.id;
  const second = await run((db) =>
    createPet(db, ben.uid, petInputSchema.parse({ name: "Otto", species: "cat" })),
  );
  if (!second.ok) throw new Error(second.message);
  otto = second.value.id;
}, 60_000);
afterAll(() => store.drop(), 30_000);

const mails = (
  kind: "order_confirmation" | "subscription_cancelled" | "payment_refunded",
  uid = ada.uid,
) =>
  run((db) =>
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, kind), eq(outbox.recipientUid, uid)))
      .orderBy(outbox.id),
  );

describe("a prepaid plan paid by bank transfer", () => {
  // Thursday 26 November 2026: an order now would ship its first box on Tuesday 1 December.
  const clock = fixedClock("2026-11-26T10:00:00Z");
  const deps = checkoutDeps({ now: clock });
  const packingOf = (month: string) =>
    run((db) => deliveriesForMonth(db, month, { catalogue, timeZone: "UTC", now: clock }));

  it("waits for the transfer: the bank details and the reference in the answer, the order and its e-mail; nothing packed, nothing active", async () => {
    const input = checkoutInputSchema.parse({
      lines: [{ boxId: 1, petId: milo, quantity: 1 }],
      planId: "prepay-6",
      address: home,
    });
    const placed = await run((db) => placeOrder(db, deps, ada, input));
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const answer = checkoutAnswerSchema.parse(placed.value);
    const reference = `PB-${String(answer.order.number).padStart(6, "0")}`;
    // 5 % off $29.99 is $28.49 a box, six deliveries paid up front, shipped free in the US.
    expect(answer.order).toMatchObject({
      status: "awaiting_transfer",
      paymentMethod: "transfer",
      total: 6 * 2849,
      transfer: { bankDetails: shopBankDetails, reference },
    });
    expect(answer.payment).toEqual({ method: "transfer", bankDetails: shopBankDetails, reference });
    expect(answer.order.consent).toContain(
      "Nothing is charged today: you pay $170.94 for the first 6 deliveries of each subscription by bank transfer, and nothing is packed before it has arrived.",
    );
    expect(answer.subscriptions.map((s) => [s.status, s.deliveriesLeft])).toEqual([["pending", 6]]);

    // The order page reads it back with the bank details.
    const read = await run((db) => getOrder(db, ada.uid, answer.order.id));
    expect(orderAnswerSchema.parse({ order: read }).order.transfer).toEqual({
      bankDetails: shopBankDetails,
      reference,
    });
    // Not on the packing list, not running in the portal.
    const december = await packingOf("2026-12");
    expect(december.ok && december.value.lines).toEqual([]);
    expect((await run((db) => listSubscriptions(db, ada.uid))).map((s) => s.status)).toEqual([
      "pending",
    ]);

    const [mail, ...more] = await mails("order_confirmation");
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Your PetBox order ${reference}`);
    for (const value of [
      `To pay by bank transfer: $170.94, quoting ${reference}.`,
      `Please transfer $170.94 to the account below, quoting ${reference} as the reference.`,
      shopBankDetails.accountName,
      shopBankDetails.bankName,
      shopBankDetails.routingNumber,
      shopBankDetails.accountNumber,
    ]) {
      expect(mail?.text).toContain(value);
    }
    expect(mail?.text).toContain(
      "If you change your mind before paying, cancel under My subscriptions in your account, or write to us: nothing ships and nothing is owed.",
    );
    expect(mail?.text).not.toContain("pay on first delivery");
  });

  it("starts the subscription when staff record the transfer: its first box dated from the payment day, confirmed by e-mail", async () => {
    const [subscription] = await run((db) => listSubscriptions(db, ada.uid));
    const orderId = subscription!.orderId;
    // The transfer arrives on Thursday 10 December: the first box ships on Tuesday 15 December.
    clock.set("2026-12-10T10:00:00Z");
    const recorded = await run((db) =>
      recordTransfer(db, { timeZone: "UTC", shopUrl: deps.shopUrl }, support, orderId, clock()),
    );
    expect(recorded).toMatchObject({ ok: true, value: { status: "paid" } });

    const [started] = await run((db) => listSubscriptions(db, ada.uid));
    expect(started).toMatchObject({
      status: "active",
      nextDeliveryDate: "2026-12-15",
      deliveriesLeft: 6,
    });
    const boxes = await run((db) =>
      db
        .select({ sequence: deliveries.sequence, date: deliveries.date })
        .from(deliveries)
        .where(eq(deliveries.subscriptionId, started!.id)),
    );
    expect(boxes).toEqual([{ sequence: 0, date: "2026-12-15" }]);
    const december = await packingOf("2026-12");
    expect(december.ok && december.value.lines.map((line) => line.date)).toEqual(["2026-12-15"]);

    const order = await run((db) => getOrder(db, ada.uid, orderId));
    expect(order).toMatchObject({ status: "paid", paymentMethod: "transfer" });
    expect(order?.transfer).toBeUndefined();
    expect(order?.lines.map((line) => line.firstDeliveryDate)).toEqual(["2026-12-15"]);

    const [, paid, ...more] = await mails("order_confirmation");
    expect(more).toEqual([]);
    expect(paid?.subject).toMatch(/^Your PetBox order PB-\d{6} is paid$/);
    expect(paid?.text).toContain("Paid by bank transfer: $170.94.");
    expect(paid?.text).toContain("it ships on Tuesday, December 15, 2026");

    // A second record changes nothing.
    const again = await run((db) =>
      recordTransfer(db, { timeZone: "UTC", shopUrl: deps.shopUrl }, support, orderId, clock()),
    );
    expect(again).toMatchObject({ ok: false, reason: "conflict" });
    expect(await mails("order_confirmation")).toHaveLength(2);
  });
});

describe("a prepaid plan waiting for its bank transfer, cancelled by the customer", () => {
  // Thursday 26 November 2026: the first box would ship on Tuesday 1 December.
  const clock = fixedClock("2026-11-26T10:00:00Z");
  const deps = checkoutDeps({ now: clock });
  let orderId = "";
  let id = 0;
  let reference = "";

  beforeAll(async () => {
    const placed = await run((db) =>
      placeOrder(
        db,
        deps,
        ben,
        checkoutInputSchema.parse({
          lines: [{ boxId: 1, petId: otto, quantity: 1 }],
          planId: "prepay-6",
          address: home,
        }),
      ),
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    orderId = placed.value.order.id;
    reference = `PB-${String(placed.value.order.number).padStart(6, "0")}`;
    id = placed.value.subscriptions[0]!.id;
  });

  it("offers only the cancel on the card, the other actions refused with the transfer's sentence", async () => {
    const card = await run((db) => getSubscriptionDetail(db, deps, ben.uid, id));
    expect(card?.status).toBe("pending");
    const waiting = transferPending(reference);
    expect(waiting).toBe(
      `Your order is waiting for your bank transfer (reference ${reference}): you can change this subscription once it has arrived, or cancel it now.`,
    );
    expect(card?.actions).toMatchObject({
      cancel: { allowed: true },
      skip: { allowed: false, message: waiting },
      pause: { allowed: false, message: waiting },
      change: { allowed: false, message: waiting },
    });
    expect(await run((db) => skip(db, deps, ben.uid, id))).toEqual({
      ok: false,
      reason: "conflict",
      message: waiting,
    });
    expect(await run((db) => pause(db, deps, ben.uid, id, { months: 1 }))).toMatchObject({
      ok: false,
      message: waiting,
    });
  });

  it("ends it at once with nothing to ship, cancels the order, confirms by e-mail; a transfer recorded after is refused", async () => {
    // The first box's day passes while the transfer is awaited: the cancel still voids it.
    clock.set("2026-12-03T10:00:00Z");
    const cancelled = await run((db) => cancel(db, deps, ben.uid, id));
    expect(cancelled).toMatchObject({
      ok: true,
      value: { status: "cancelled", endsOn: "2026-12-03", deliveriesLeft: 0, upcoming: [] },
    });
    const boxes = await run((db) =>
      db.select().from(deliveries).where(eq(deliveries.subscriptionId, id)),
    );
    expect(boxes).toEqual([]);
    const [row] = await run((db) =>
      db
        .select({ status: subscriptions.status })
        .from(subscriptions)
        .where(eq(subscriptions.id, id)),
    );
    expect(row?.status).toBe("cancelled");

    const [order] = await run((db) =>
      db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)),
    );
    expect(order?.status).toBe("cancelled");
    const waiting = await run((db) => awaitingTransfers(db, clock()));
    expect(waiting.map((each) => each.orderId)).not.toContain(orderId);

    const [mail, ...more] = await mails("subscription_cancelled", ben.uid);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Your PetBox subscription is cancelled");
    expect(mail?.text).toContain("Nothing had been packed yet, so nothing ships");

    const late = await run((db) =>
      recordTransfer(db, { timeZone: "UTC", shopUrl: deps.shopUrl }, support, orderId, clock()),
    );
    expect(late).toMatchObject({ ok: false, reason: "conflict" });
    const [still] = await run((db) => listSubscriptions(db, ben.uid));
    expect(still).toMatchObject({ status: "cancelled", nextDeliveryDate: null });
  });
});

describe("a customer's cancel and staff recording the transfer at the same moment", () => {
  // Each takes the order's subscription and the order itself; in the same order, so on
  // PostgreSQL one waits for the other instead of both failing as a deadlock.
  const clock = fixedClock("2026-11-26T10:00:00Z");
  const deps = checkoutDeps({ now: clock });

  it("settles each pair without an error: the transfer first (then cancelled as any paid plan before its first box) or the cancel first (the transfer refused)", async () => {
    for (let round = 0; round < 6; round += 1) {
      const placed = await run((db) =>
        placeOrder(
          db,
          deps,
          ben,
          checkoutInputSchema.parse({
            lines: [{ boxId: 1, petId: otto, quantity: 1 }],
            planId: "prepay-6",
            address: home,
          }),
        ),
      );
      if (!placed.ok) throw new Error(JSON.stringify(placed));
      const orderId = placed.value.order.id;
      const id = placed.value.subscriptions[0]!.id;
      const [cancelled, recorded] = await Promise.allSettled([
        run((db) => cancel(db, deps, ben.uid, id)),
        run((db) =>
          recordTransfer(db, { timeZone: "UTC", shopUrl: deps.shopUrl }, support, orderId, clock()),
        ),
      ]);
      expect(cancelled.status, String((cancelled as PromiseRejectedResult).reason)).toBe(
        "fulfilled",
      );
      expect(recorded.status, String((recorded as PromiseRejectedResult).reason)).toBe("fulfilled");
      const [order] = await run((db) =>
        db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)),
      );
      // Either way nothing ships: the cancel came before the first box's cut-off, so the order
      // is cancelled (decision 207), and a transfer recorded after the cancel is refused.
      expect(order?.status).toBe("cancelled");
      if (recorded.status === "fulfilled" && !recorded.value.ok) {
        expect(recorded.value.reason).toBe("conflict");
      }
    }
  });
  // Deterministic on PostgreSQL: a customer's action holds the subscription and goes on to
  // the order; the recording must be waiting before the order, not holding it.
  it.runIf(process.env.DATABASE_URL)(
    "waits behind a customer's action holding the subscription, without taking the order first",
    async () => {
      const placed = await run((db) =>
        placeOrder(
          db,
          deps,
          ben,
          checkoutInputSchema.parse({
            lines: [{ boxId: 1, petId: otto, quantity: 1 }],
            planId: "prepay-6",
            address: home,
          }),
        ),
      );
      if (!placed.ok) throw new Error(JSON.stringify(placed));
      const orderId = placed.value.order.id;
      const id = placed.value.subscriptions[0]!.id;
      const customer = new pg.Client({ connectionString: (store.options as { url: string }).url });
      await customer.connect();
      try {
        await customer.query("begin");
        await customer.query("select id from subscriptions where id = $1 for update", [id]);
        const recording = run((db) =>
          recordTransfer(db, { timeZone: "UTC", shopUrl: deps.shopUrl }, support, orderId, clock()),
        );
        await new Promise((resolve) => setTimeout(resolve, 500));
        await customer.query("set local lock_timeout = '3s'");
        // Taking the order the recording holds would time out here (or deadlock).
        await customer.query("select id from orders where id = $1 for update", [orderId]);
        await customer.query("commit");
        expect(await recording).toMatchObject({ ok: true });
      } finally {
        await customer.end();
      }
    },
  );
});

describe("a prepaid plan paid by bank transfer, cancelled before its first box", () => {
  // Thursday 26 November 2026: the first box would ship on Tuesday 1 December.
  const clock = fixedClock("2026-11-26T10:00:00Z");
  const deps = checkoutDeps({ now: clock });
  const cara: Customer = { uid: "transfer-cara", email: "cara@example.com" };
  const owner = { uid: "transfer-owner", email: "owner@petbox.example", role: "owner" as const };
  const refundDeps = { payments: deps.payments, shopUrl: deps.shopUrl, now: clock };
  let orderId = "";
  let number = 0;

  beforeAll(async () => {
    const pet = await run((db) =>
      createPet(db, cara.uid, petInputSchema.parse({ name: "Pip", species: "cat" })),
    );
    if (!pet.ok) throw new Error(pet.message);
    const placed = await run((db) =>
      placeOrder(
        db,
        deps,
        cara,
        checkoutInputSchema.parse({
          lines: [{ boxId: 1, petId: pet.value.id, quantity: 1 }],
          planId: "prepay-6",
          address: home,
        }),
      ),
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    orderId = placed.value.order.id;
    number = placed.value.order.number;
    const recorded = await run((db) =>
      recordTransfer(db, { timeZone: "UTC", shopUrl: deps.shopUrl }, support, orderId, clock()),
    );
    if (!recorded.ok) throw new Error(JSON.stringify(recorded));
  });

  const owed = async () =>
    (await run((db) => transfersToReturn(db))).filter((each) => each.orderId === orderId);

  it("is not owed back while it runs", async () => {
    expect(await owed()).toEqual([]);
  });

  it("says the transfer is sent back, not refunded to a card, and lists it with all it paid until the refund is recorded", async () => {
    const [subscription] = await run((db) => listSubscriptions(db, cara.uid));
    const cancelled = await run((db) => cancel(db, deps, cara.uid, subscription!.id));
    expect(cancelled).toMatchObject({ ok: true, value: { status: "cancelled" } });
    const [order] = await run((db) =>
      db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)),
    );
    expect(order?.status).toBe("cancelled");

    const [mail] = await mails("subscription_cancelled", cara.uid);
    expect(mail?.text).toContain(
      "Nothing had been packed yet, so nothing ships; your bank transfer is sent back to the account it came from.",
    );
    expect(mail?.text).not.toContain("refunded to your card");

    // Six deliveries at $28.49, shipped free in the US.
    expect(await owed()).toEqual([
      expect.objectContaining({
        orderNumber: number,
        customerUid: cara.uid,
        customerEmail: cara.email,
        paid: 6 * 2849,
        toReturn: 6 * 2849,
      }),
    ]);

    // Part of it sent back: the rest is still owed.
    const part = await run((db) =>
      startRefund(db, refundDeps, owner, orderId, { amount: 4000, reason: "Part" }, null),
    );
    expect(part).toMatchObject({ ok: true });
    expect((await owed()).map((each) => each.toReturn)).toEqual([6 * 2849 - 4000]);

    // All of it: the order leaves the list, and the customer is told.
    const rest = await run((db) =>
      startRefund(
        db,
        refundDeps,
        owner,
        orderId,
        { amount: 6 * 2849 - 4000, reason: "Cancelled before the first box" },
        null,
      ),
    );
    expect(rest).toMatchObject({ ok: true, value: { order: { left: 0 }, pending: null } });
    expect(await owed()).toEqual([]);
    expect(await mails("payment_refunded", cara.uid)).toHaveLength(2);
  });
});

describe("a discount code on a prepaid plan paid by bank transfer", () => {
  it("ends as many days later as the transfer moved the first box", async () => {
    const clock = fixedClock("2026-11-26T10:00:00Z");
    const deps = checkoutDeps({ now: clock });
    const cleo: Customer = { uid: "transfer-cleo", email: "cleo@example.com" };
    const pet = await run((db) =>
      createPet(db, cleo.uid, petInputSchema.parse({ name: "Pip", species: "cat" })),
    );
    if (!pet.ok) throw new Error(pet.message);
    const made = await run((db) =>
      createCode(
        db,
        { catalogue, plans },
        { uid: "transfer-owner", email: "owner@petbox.example", role: "owner" },
        codeInputSchema.parse({
          code: "THREEMONTHS",
          amountOff: 300,
          firstBoxOnly: false,
          months: 3,
          oncePerCustomer: false,
        }),
        clock(),
      ),
    );
    if (!made.ok) throw new Error(JSON.stringify(made));
    const placed = await run((db) =>
      placeOrder(
        db,
        deps,
        cleo,
        checkoutInputSchema.parse({
          lines: [{ boxId: 1, petId: pet.value.id, quantity: 1 }],
          planId: "prepay-6",
          address: home,
          code: "THREEMONTHS",
        }),
      ),
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const id = placed.value.subscriptions[0]!.id;
    const endsOn = async () =>
      (
        await run((db) =>
          db
            .select({ endsOn: subscriptions.discountEndsOn })
            .from(subscriptions)
            .where(eq(subscriptions.id, id)),
        )
      )[0]?.endsOn;
    // Ordered for a first box on Tuesday 1 December: six months paid at once, so the code
    // covers that payment's boxes, up to 1 June 2027.
    expect(await endsOn()).toBe("2027-06-01");

    // The transfer arrives on Thursday 10 December: the first box moves 14 days, to the 15th.
    clock.set("2026-12-10T10:00:00Z");
    const recorded = await run((db) =>
      recordTransfer(
        db,
        { timeZone: "UTC", shopUrl: deps.shopUrl },
        support,
        placed.value.order.id,
        clock(),
      ),
    );
    expect(recorded.ok).toBe(true);
    expect(await endsOn()).toBe("2027-06-15");
  });
});
