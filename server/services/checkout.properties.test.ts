// @vitest-environment node
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutInputSchema } from "../../shared/api/checkout";
import { petInputSchema } from "../../shared/api/pets";
import { catalogue } from "../test-support/app";
import { checkoutBodies } from "../test-support/checkout-arbitraries";
import { checkoutDeps, commerceCounts, fixedClock, plans, withDb } from "../test-support/commerce";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import zonesFile from "../../shared/shop/shipping-zones.json";
import { createManualProvider } from "../payments/manual";
import type { PaymentProvider } from "../payments/provider";
import { placeOrder } from "./checkout";
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
  // Without card payments the prepaid plans are refused (decision 217); with them every plan is
  // sold, and the confirmation waits for the payment.
  const shops = [
    {
      name: "pay on delivery",
      payments: createManualProvider(),
      sold: plans.filter((plan) => plan.deliveriesPrepaid === 0),
      runs: RUNS,
    },
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
