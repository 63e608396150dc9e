// @vitest-environment node
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutInputSchema } from "../../shared/api/checkout";
import { CODE_REASONS, codeInputSchema } from "../../shared/api/codes";
import { petInputSchema } from "../../shared/api/pets";
import { catalogue } from "../test-support/app";
import { checkoutBodies } from "../test-support/checkout-arbitraries";
import {
  checkoutDeps,
  commerceCounts,
  fixedClock,
  home,
  plans,
  withDb,
} from "../test-support/commerce";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import zonesFile from "../../shared/shop/shipping-zones.json";
import { createManualProvider } from "../payments/manual";
import type { PaymentProvider } from "../payments/provider";
import { placeOrder } from "./checkout";
import { createCode, listCodes } from "./codes";
import { createPet } from "./pets";

// Issue 12: at least 1000 generated checkout bodies.
const RUNS = 1000;

let store: TestDatabase;
let run: ReturnType<typeof withDb>;
const own = { cat: [] as number[], dog: [] as number[] };
const others: number[] = [];

beforeAll(async () => {
  store = await freshDatabase();
  run = withDb(store.database);
  const add = async (uid: string, name: string, species: "cat" | "dog") => {
    const result = await run((db) => createPet(db, uid, petInputSchema.parse({ name, species })));
    if (!result.ok) throw new Error(result.message);
    return result.value.id;
  };
  own.cat.push(await add("prop-ada", "Milo", "cat"), await add("prop-ada", "Luna", "cat"));
  own.dog.push(await add("prop-ada", "Rex", "dog"), await add("prop-ada", "Bo", "dog"));
  others.push(await add("prop-bob", "Tom", "cat"), await add("prop-bob", "Spike", "dog"));
}, 60_000);
afterAll(() => store.drop(), 30_000);

/** What the order must cost, computed apart from the money module: Math.round is exact here. */
function expectedTotal(body: {
  lines: { boxId: string | number; quantity: number }[];
  planId: string;
  address: { country: string };
}) {
  const plan = plans.find((p) => p.id === body.planId)!;
  // Each box paid for ships at its zone's price (the owner's zones file, decision 213).
  const shipping = zonesFile.zones.find((zone) =>
    zone.countries.includes(body.address.country),
  )!.boxShippingCents;
  return body.lines.reduce((sum, line) => {
    const box = catalogue.find((b) => String(b.id) === String(line.boxId))!;
    const list = Math.round(box.price * 100);
    const unit = list - Math.round((list * plan.discountPercent) / 100);
    return sum + (unit + shipping) * line.quantity * Math.max(1, plan.deliveriesPrepaid);
  }, 0);
}

/**
 * A card provider that starts every payment and refuses no line: the checkout's side of card
 * payments, without Stripe's own limits (one rhythm per order), which stripe.test.ts covers.
 */
const cardLike: PaymentProvider = {
  id: "stripe",
  method: "card",
  refuse: () => null,
  initiate: async (request) => ({
    method: "card",
    reference: `cs_${request.orderId}`,
    redirectUrl: `https://checkout.stripe.com/c/pay/cs_${request.orderNumber}`,
  }),
};

describe("checkout with generated bodies", () => {
  // Every plan is sold in both shops: without card payments a prepaid plan waits for its bank
  // transfer (decision 273, no longer refused as decision 217 had it) and is confirmed at once
  // with the bank details; with card payments the confirmation waits for the payment.
  const shops = [
    { name: "pay on delivery", payments: createManualProvider(), sold: plans, runs: RUNS },
    { name: "card payments", payments: cardLike, sold: plans, runs: RUNS / 4 },
  ];
  it.each(shops)(
    "$name: never throws; refuses every invalid body and stores nothing for it; stores every valid one once, priced by the server",
    async ({ payments, sold, runs }) => {
      const world = {
        boxes: catalogue.map(({ id, pet }) => ({ id, pet })),
        planIds: sold.map((plan) => plan.id),
        refusedPlanIds: plans.filter((plan) => !sold.includes(plan)).map((plan) => plan.id),
        own,
        others,
      };
      let placed = 0;
      // A clock that moves, so that even touching a stored address would show.
      const clock = fixedClock("2026-11-26T10:00:00Z");
      const deps = checkoutDeps({ now: clock, payments });
      await fc.assert(
        fc.asyncProperty(checkoutBodies(world), async ({ body, valid }) => {
          clock.advance(1000);
          const before = await commerceCounts(store.database);
          const parsed = checkoutInputSchema.safeParse(body);
          const result = parsed.success
            ? await run((db) => placeOrder(db, deps, { uid: "prop-ada", email: null }, parsed.data))
            : null;
          const after = await commerceCounts(store.database);
          if (!valid) {
            expect(result?.ok ?? false).toBe(false);
            if (result && !result.ok) {
              expect(result.reason).toBe("invalid");
              expect(Object.keys(result.fields ?? {}).length).toBeGreaterThan(0);
            }
            expect(after).toEqual(before);
            return;
          }
          if (!result?.ok)
            throw new Error(`refused a valid body: ${JSON.stringify(result ?? parsed.error)}`);
          placed += 1;
          const input = body as {
            lines: { boxId: string | number; quantity: number }[];
            planId: string;
            address: { country: string };
          };
          const n = input.lines.length;
          expect(result.value.order.total).toBe(expectedTotal(input));
          expect(result.value.order.lines).toHaveLength(n);
          expect(after).toMatchObject({
            orders: before.orders + 1,
            orderLines: before.orderLines + n,
            subscriptions: before.subscriptions + n,
            deliveries: before.deliveries + n,
            outbox: before.outbox + (payments.method === "card" ? 0 : 1),
          });
          expect(after.addresses - before.addresses).toBeLessThanOrEqual(1);
        }),
        { numRuns: runs },
      );
      expect(placed).toBeGreaterThan(runs / 5);
    },
    300_000,
  );
});

// Discount codes (issue 28, decision 267): generated codes and orders against a model kept here,
// apart from the code module: limits, dates, plans and boxes, once per customer, and every
// total exact to the cent.
describe("checkout with generated discount codes", () => {
  const TODAY = "2026-11-26";
  const day = (offset: number) =>
    new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  const catBoxes = ["1", "4", "6", "8"];
  const dogBoxes = ["2", "3", "5", "7", "9"];
  const petsOf = {
    "prop-ada": { cat: () => own.cat[0]!, dog: () => own.dog[0]! },
    "prop-bob": { cat: () => others[0]!, dog: () => others[1]! },
  } as const;
  let serial = 0;

  const terms = fc
    .record({
      percentOff: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
      amountOff: fc.integer({ min: 1, max: 20_000 }),
      firstBoxOnly: fc.boolean(),
      months: fc.integer({ min: 1, max: 12 }),
      starts: fc.option(fc.integer({ min: -3, max: 3 }), { nil: null }),
      ends: fc.option(fc.integer({ min: -3, max: 3 }), { nil: null }),
      maxUses: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      oncePerCustomer: fc.boolean(),
      planIds: fc.subarray(
        plans.map((plan) => plan.id),
        { maxLength: 1 },
      ),
      boxIds: fc.subarray([...catBoxes, ...dogBoxes], { maxLength: 2 }),
    })
    .filter((t) => t.starts === null || t.ends === null || t.starts <= t.ends);
  const orderArb = (planIds: readonly string[]) =>
    fc.record({
      customer: fc.constantFrom("prop-ada" as const, "prop-bob" as const),
      cat: fc.record({
        boxId: fc.constantFrom(...catBoxes),
        quantity: fc.integer({ min: 1, max: 3 }),
      }),
      dog: fc.option(
        fc.record({
          boxId: fc.constantFrom(...dogBoxes),
          quantity: fc.integer({ min: 1, max: 3 }),
        }),
        { nil: null },
      ),
      planId: fc.constantFrom(...planIds),
    });

  const shops = [
    {
      name: "pay on delivery",
      payments: createManualProvider() as PaymentProvider,
      // Prepaid plans by bank transfer (decision 273).
      planIds: plans.map((p) => p.id),
      runs: 150,
    },
    // One rhythm per order is Stripe's own rule (stripe.test.ts); here every plan is sold.
    { name: "card payments", payments: cardLike, planIds: plans.map((p) => p.id), runs: 75 },
  ];
  it.each(shops)(
    "$name: grants a code exactly as its terms say, and takes off exactly what they give",
    async ({ payments, planIds, runs }) => {
      const clock = fixedClock(`${TODAY}T10:00:00Z`);
      const deps = checkoutDeps({ now: clock, payments });
      const owner = { uid: "prop-owner", email: "owner@petbox.example", role: "owner" as const };
      await fc.assert(
        fc.asyncProperty(
          terms,
          fc.array(orderArb(planIds), { minLength: 1, maxLength: 4 }),
          async (t, attempts) => {
            serial += 1;
            const text = `P${serial}-${payments.id}`;
            const made = await run((db) =>
              createCode(
                db,
                { catalogue, plans },
                owner,
                codeInputSchema.parse({
                  code: text,
                  ...(t.percentOff === null
                    ? { amountOff: t.amountOff }
                    : { percentOff: t.percentOff }),
                  firstBoxOnly: t.firstBoxOnly,
                  ...(t.firstBoxOnly ? {} : { months: t.months }),
                  startsOn: t.starts === null ? null : day(t.starts),
                  endsOn: t.ends === null ? null : day(t.ends),
                  maxUses: t.maxUses,
                  oncePerCustomer: t.oncePerCustomer,
                  planIds: t.planIds,
                  boxIds: t.boxIds,
                }),
                new Date(),
              ),
            );
            if (!made.ok) throw new Error(JSON.stringify(made));
            let granted = 0;
            const usedBy = new Set<string>();
            for (const attempt of attempts) {
              clock.advance(1000);
              const lines = [
                { ...attempt.cat, petId: petsOf[attempt.customer].cat() },
                ...(attempt.dog ? [{ ...attempt.dog, petId: petsOf[attempt.customer].dog() }] : []),
              ];
              const body = {
                lines,
                planId: attempt.planId,
                address: home,
                code: text.toLowerCase(),
              };
              const plan = plans.find((p) => p.id === attempt.planId)!;
              const deliveriesPaid = Math.max(1, plan.deliveriesPrepaid);
              const reason =
                t.starts !== null && t.starts > 0
                  ? "not started"
                  : t.ends !== null && t.ends < 0
                    ? CODE_REASONS.expired
                    : t.planIds.length > 0 && !t.planIds.includes(attempt.planId)
                      ? CODE_REASONS.notForPlan
                      : t.boxIds.length > 0 && !lines.some((line) => t.boxIds.includes(line.boxId))
                        ? CODE_REASONS.notForBoxes
                        : t.oncePerCustomer && usedBy.has(attempt.customer)
                          ? CODE_REASONS.usedByYou
                          : t.maxUses !== null && granted >= t.maxUses
                            ? CODE_REASONS.usedUp
                            : null;
              const before = await commerceCounts(store.database);
              const result = await run((db) =>
                placeOrder(
                  db,
                  deps,
                  { uid: attempt.customer, email: null },
                  checkoutInputSchema.parse(body),
                ),
              );
              if (reason !== null) {
                if (result.ok) throw new Error(`granted a code refused for ${reason}`);
                const said = result.fields?.code ?? "";
                if (reason === "not started") expect(said).toMatch(/^This code can be used from /);
                else expect(said).toBe(reason);
                expect(await commerceCounts(store.database)).toEqual(before);
                continue;
              }
              if (!result.ok) throw new Error(`refused a usable code: ${JSON.stringify(result)}`);
              granted += 1;
              usedBy.add(attempt.customer);
              // The model: each eligible line's boxes of one delivery (plan price × quantity).
              let left = t.amountOff;
              const perDelivery = lines.map((line) => {
                const box = catalogue.find((b) => String(b.id) === line.boxId)!;
                const list = Math.round(box.price * 100);
                const goods =
                  (list - Math.round((list * plan.discountPercent) / 100)) * line.quantity;
                if (t.boxIds.length > 0 && !t.boxIds.includes(line.boxId)) return 0;
                if (t.percentOff !== null) return Math.round((goods * t.percentOff) / 100);
                const taken = Math.min(left, goods);
                left -= taken;
                return taken;
              });
              const expected = perDelivery.map(
                (cents) => cents * (t.firstBoxOnly ? 1 : deliveriesPaid),
              );
              const discount = expected.reduce((sum, cents) => sum + cents, 0);
              const { order } = result.value;
              expect(order.lines.map((line) => line.discount ?? 0)).toEqual(expected);
              expect(order.discount ?? 0).toBe(discount);
              expect(order.total).toBe(expectedTotal(body) - discount);
              expect(order.total).toBeGreaterThanOrEqual(order.shipping);
            }
            const listed = await run((db) => listCodes(db));
            expect(listed.find((each) => each.code === text.toUpperCase())?.uses).toBe(granted);
          },
        ),
        { numRuns: runs },
      );
    },
    300_000,
  );
});
