// @vitest-environment node
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CODE_REASONS, codeInputSchema, type CodeInput } from "../../shared/api/codes";
import { checkoutInputSchema } from "../../shared/api/checkout";
import { petInputSchema } from "../../shared/api/pets";
import { deliveries, orders, subscriptions } from "../db/schema";
import { catalogue } from "../test-support/app";
import { checkoutDeps, fixedClock, home, plans, withDb } from "../test-support/commerce";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import { advanceAllDue } from "./subscription-advance";
import { placeOrder } from "./checkout";
import type { Customer } from "./checkout-deps";
import { checkCode, createCode, listCodes } from "./codes";
import { amountDue } from "./credits";
import { createPet } from "./pets";
import { getSubscriptionDetail } from "./subscription-details";

// Discount codes at checkout (issue 28, decision 267): limits, dates, once per customer, a last
// use claimed twice at once granted once (run on PGlite and on PostgreSQL), and renewals.

let store: TestDatabase;
let run: ReturnType<typeof withDb>;
const owner = { uid: "codes-owner", email: "owner@petbox.example", role: "owner" as const };
const ada: Customer = { uid: "codes-ada", email: "ada@example.com" };
const bob: Customer = { uid: "codes-bob", email: "bob@example.com" };
const pet = { milo: 0, luna: 0, tom: 0 };
const shop = { catalogue, plans };
let serial = 0;

async function newPet(uid: string, name: string) {
  const result = await run((db) =>
    createPet(db, uid, petInputSchema.parse({ name, species: "cat" })),
  );
  if (!result.ok) throw new Error(result.message);
  return result.value.id;
}

beforeAll(async () => {
  store = await freshDatabase();
  run = withDb(store.database);
  pet.milo = await newPet(ada.uid, "Milo");
  pet.luna = await newPet(ada.uid, "Luna");
  pet.tom = await newPet(bob.uid, "Tom");
}, 60_000);
afterAll(() => store.drop(), 30_000);

/** A new code, unique to the test, made by the owner. */
async function code(input: Partial<CodeInput> = {}) {
  serial += 1;
  const parsed = codeInputSchema.parse({
    code: `test-${serial}`,
    percentOff: 10,
    firstBoxOnly: true,
    oncePerCustomer: false,
    ...input,
  });
  const made = await run((db) =>
    createCode(db, shop, owner, parsed, new Date("2026-11-20T10:00:00Z")),
  );
  if (!made.ok) throw new Error(JSON.stringify(made));
  return made.value.code.code;
}

const order = (petId: number, codeText: string | null, extra: Record<string, unknown> = {}) =>
  checkoutInputSchema.parse({
    lines: [{ boxId: 1, petId, quantity: 1 }],
    planId: "per-box",
    address: home,
    ...(codeText === null ? {} : { code: codeText }),
    ...extra,
  });

// Thursday 26 November 2026: the first box ships on Tuesday 1 December.
const deps = checkoutDeps({ now: fixedClock("2026-11-26T10:00:00Z") });
const place = (customer: Customer, input: ReturnType<typeof order>, using = deps) =>
  run((db) => placeOrder(db, using, customer, input));

describe("checkout with a discount code", () => {
  it("takes the code off the first payment, line by line, to the cent, and records the use", async () => {
    const text = await code({ percentOff: 15 });
    // Box 1 ($29.99) × 2 for Milo and box 4 ($24.99) for Luna: 15 % of 5998 is 899.7 → 900,
    // of 2499 is 374.85 → 375. Shipping ($0 in the US zone or not) is never discounted.
    const result = await place(
      ada,
      order(pet.milo, text.toLowerCase(), {
        lines: [
          { boxId: 1, petId: pet.milo, quantity: 2 },
          { boxId: 4, petId: pet.luna, quantity: 1 },
        ],
      }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    const { order: placed } = result.value;
    expect(placed.lines.map((line) => [line.lineTotal, line.discount])).toEqual([
      [5998, 900],
      [2499, 375],
    ]);
    expect(placed.discount).toBe(1275);
    expect(placed.total).toBe(5998 + 2499 + placed.shipping - 1275);
    // The first boxes cost the customer what the order says, to the cent.
    const firstBoxes = await run((db) =>
      db
        .select()
        .from(deliveries)
        .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
        .where(eq(subscriptions.orderId, placed.id)),
    );
    expect(firstBoxes.reduce((sum, row) => sum + amountDue(row.deliveries), 0)).toBe(placed.total);
    const listed = (await run((db) => listCodes(db))).find((each) => each.code === text);
    expect(listed?.uses).toBe(1);
  });

  it("refuses a code in plain words, and stores nothing for it", async () => {
    const cases: [Partial<CodeInput>, string][] = [
      [{ startsOn: "2026-12-01" }, CODE_REASONS.notStarted("Tuesday, December 1, 2026")],
      [{ endsOn: "2026-11-25" }, CODE_REASONS.expired],
      [{ planIds: ["prepay-6"] }, CODE_REASONS.notForPlan],
      [{ boxIds: ["8"] }, CODE_REASONS.notForBoxes],
    ];
    for (const [terms, reason] of cases) {
      const text = await code(terms);
      const before = await run((db) => db.select().from(orders));
      const result = await place(ada, order(pet.milo, text));
      expect(result).toMatchObject({ ok: false, reason: "invalid", fields: { code: reason } });
      expect(await run((db) => db.select().from(orders))).toHaveLength(before.length);
    }
    expect(await place(ada, order(pet.milo, "NO-SUCH-CODE"))).toMatchObject({
      ok: false,
      fields: { code: CODE_REASONS.unknown },
    });
    // The last day is still a day of the code (the shop's calendar).
    expect((await place(ada, order(pet.milo, await code({ endsOn: "2026-11-26" })))).ok).toBe(true);
  });

  it("counts uses: once per customer, a total limit, and a cancelled order's use given back", async () => {
    const once = await code({ oncePerCustomer: true });
    expect((await place(ada, order(pet.milo, once))).ok).toBe(true);
    expect(await place(ada, order(pet.luna, once))).toMatchObject({
      fields: { code: CODE_REASONS.usedByYou },
    });
    expect((await place(bob, order(pet.tom, once))).ok).toBe(true);

    const two = await code({ maxUses: 2 });
    const first = await place(ada, order(pet.milo, two));
    expect((await place(bob, order(pet.tom, two))).ok).toBe(true);
    expect(await place(ada, order(pet.luna, two))).toMatchObject({
      fields: { code: CODE_REASONS.usedUp },
    });
    // The first order is cancelled: its use no longer counts.
    if (!first.ok) throw new Error("first order refused");
    await run((db) =>
      db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, first.value.order.id)),
    );
    expect((await place(ada, order(pet.luna, two))).ok).toBe(true);
  });

  it("grants a last use claimed twice at once only once", async () => {
    for (let round = 0; round < 5; round += 1) {
      const last = await code({ maxUses: 1, amountOff: 500, percentOff: null });
      const results = await Promise.all([
        place(ada, order(pet.milo, last)),
        place(bob, order(pet.tom, last)),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.find((result) => !result.ok)).toMatchObject({
        fields: { code: CODE_REASONS.usedUp },
      });
      const mine = await code({ oncePerCustomer: true });
      const twice = await Promise.all([
        place(ada, order(pet.milo, mine)),
        place(ada, order(pet.luna, mine)),
      ]);
      expect(twice.filter((result) => result.ok)).toHaveLength(1);
      expect(twice.find((result) => !result.ok)).toMatchObject({
        fields: { code: CODE_REASONS.usedByYou },
      });
      const listed = (await run((db) => listCodes(db))).filter((each) =>
        [last, mine].includes(each.code),
      );
      expect(listed.map((each) => each.uses)).toEqual([1, 1]);
    }
  }, 120_000);

  it("discounts every renewal inside the code's months, and only the first box of a first-box code", async () => {
    const months = await code({ percentOff: 10, firstBoxOnly: false, months: 3 });
    const firstOnly = await code({ amountOff: 1000, percentOff: null });
    const a = await place(ada, order(pet.milo, months));
    const b = await place(bob, order(pet.tom, firstOnly));
    if (!a.ok || !b.ok) throw new Error("refused");
    await run((db) => advanceAllDue(db, "2026-12-01", new Date("2026-12-01T08:00:00Z")));
    const boxes = async (orderId: string) =>
      run((db) =>
        db
          .select({
            sequence: deliveries.sequence,
            date: deliveries.date,
            discount: deliveries.discountCents,
          })
          .from(deliveries)
          .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
          .where(eq(subscriptions.orderId, orderId))
          .orderBy(asc(deliveries.sequence)),
      );
    // Monthly box at $29.99, 10 % off (300 cents) for the boxes of December, January, February.
    const renewals = await boxes(a.value.order.id);
    expect(renewals.length).toBeGreaterThan(6);
    expect(renewals.slice(0, 5).map((box) => box.discount)).toEqual([300, 300, 300, 0, 0]);
    expect(renewals.slice(3).every((box) => box.discount === 0)).toBe(true);
    const single = await boxes(b.value.order.id);
    expect(single.map((box) => box.discount)).toEqual([1000, ...single.slice(1).map(() => 0)]);
  });

  it("shows a running code on the portal card, with the boxes left, until its last box (decision 276)", async () => {
    const cid: Customer = { uid: "codes-cid", email: "cid@example.com" };
    const rex = await newPet(cid.uid, "Rex");
    const months = await code({ percentOff: 10, firstBoxOnly: false, months: 3 });
    const placed = await place(cid, order(rex, months));
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const id = placed.value.subscriptions[0]!.id;
    const cardOn = async (now: string) =>
      (await run((db) =>
        getSubscriptionDetail(db, checkoutDeps({ now: fixedClock(now) }), cid.uid, id),
      ))!.codeDiscount;
    // The boxes of December, January and February take 300 cents each.
    expect(await cardOn("2026-11-26T10:00:00Z")).toEqual({
      code: months,
      percentOff: 10,
      perDelivery: 300,
      endsOn: "2027-03-01",
      boxesLeft: 3,
    });
    expect((await cardOn("2027-01-15T10:00:00Z"))?.boxesLeft).toBe(1);
    expect(await cardOn("2027-02-15T10:00:00Z")).toBeUndefined();
  });

  it("answers a check with the discount the order would get, or the reason", async () => {
    const text = await code({ percentOff: 10 });
    const today = "2026-11-26";
    const answer = await run((db) =>
      checkCode(db, { ...shop, today }, ada.uid, {
        code: text,
        lines: [
          { boxId: "1", quantity: 1 },
          { boxId: "4", quantity: 2 },
        ],
        planId: "per-box",
      }),
    );
    expect(answer).toEqual({
      ok: true,
      value: {
        valid: true,
        discount: 300 + 500,
        // First box only: no months, each line's cents off its one discounted delivery.
        lines: [
          { discount: 300, perDelivery: 300 },
          { discount: 500, perDelivery: 500 },
        ],
        months: null,
      },
    });
    const ended = await code({ endsOn: "2029-12-31" });
    const late = await run((db) =>
      checkCode(db, { ...shop, today: "2030-01-01" }, ada.uid, {
        code: ended,
        lines: [{ boxId: "1", quantity: 1 }],
        planId: "per-box",
      }),
    );
    expect(late).toEqual({
      ok: true,
      value: { valid: false, discount: 0, lines: [{ discount: 0 }], reason: CODE_REASONS.expired },
    });
  });

  it("refuses a second code of the same letters in another case", async () => {
    const text = await code();
    const again = await run((db) =>
      createCode(
        db,
        shop,
        owner,
        codeInputSchema.parse({
          code: text.toLowerCase(),
          amountOff: 100,
          firstBoxOnly: true,
          oncePerCustomer: false,
        }),
        new Date(),
      ),
    );
    expect(again).toMatchObject({
      ok: false,
      fields: { code: `There is already a code ${text}.` },
    });
  });
});
