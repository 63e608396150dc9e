// @vitest-environment node
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkoutInputSchema } from "../../shared/api/checkout";
import { codeInputSchema } from "../../shared/api/codes";
import { petInputSchema } from "../../shared/api/pets";
import { orders } from "../db/schema";
import { placeOrder } from "../services/checkout";
import { createCode } from "../services/codes";
import { createPet } from "../services/pets";
import { catalogue } from "../test-support/app";
import { checkoutDeps, home, plans, withDb } from "../test-support/commerce";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import { startStripeStandIn } from "../test-support/stripe-stand-in";
import { createStripeProvider } from "./stripe";

// A discount code with Stripe (decision 268): the same cents off on Stripe's side, as a coupon
// made for the order through the official client, tested against the local stand-in.
let store: TestDatabase;
let run: ReturnType<typeof withDb>;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let stripe: ReturnType<typeof createStripeProvider>;
const customer = { uid: "stripe-code-ada", email: "ada@example.com" };
const owner = { uid: "stripe-code-owner", email: "owner@petbox.example", role: "owner" as const };
let cat = 0;

beforeAll(async () => {
  store = await freshDatabase();
  run = withDb(store.database);
  standIn = await startStripeStandIn();
  stripe = createStripeProvider({
    secretKey: "sk_test_petbox",
    webhookSecret: "whsec_test_secret",
    shopUrl: "https://petbox.example/",
    api: standIn.api,
  });
  const made = await run((db) =>
    createPet(db, customer.uid, petInputSchema.parse({ name: "Milo", species: "cat" })),
  );
  if (!made.ok) throw new Error(made.message);
  cat = made.value.id;
  for (const input of [
    { code: "ONCE15", percentOff: 15, firstBoxOnly: true, oncePerCustomer: false },
    { code: "THREE5", amountOff: 500, firstBoxOnly: false, months: 3, oncePerCustomer: false },
  ]) {
    const code = await run((db) =>
      createCode(db, { catalogue, plans }, owner, codeInputSchema.parse(input), new Date()),
    );
    if (!code.ok) throw new Error(JSON.stringify(code));
  }
}, 60_000);
afterAll(async () => {
  await standIn.close();
  await store.drop();
}, 30_000);
beforeEach(() => {
  standIn.requests.length = 0;
});

async function checkout(code: string, planId: string) {
  const input = checkoutInputSchema.parse({
    lines: [{ boxId: 1, petId: cat, quantity: 2 }], // Cozy Cat Corner, Monthly, $29.99
    planId,
    address: home,
    code,
  });
  const result = await run((db) =>
    placeOrder(db, checkoutDeps({ payments: stripe }), customer, input),
  );
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.value;
}

describe("a discount code with Stripe", () => {
  it("makes a once coupon of the order's own cents, and Stripe charges the order's total", async () => {
    const placed = await checkout("once15", "prepay-6");
    // Prepay 6: $28.49 a box; the first box of two: 15 % of 5698 is 854.7 → 855.
    expect(placed.order.discount).toBe(855);
    const [coupon, session] = standIn.requests;
    expect(coupon?.path).toBe("/v1/coupons");
    expect(coupon?.headers["idempotency-key"]).toBe(`petbox-coupon-${placed.order.id}`);
    expect(Object.fromEntries(coupon!.form)).toMatchObject({
      amount_off: "855",
      currency: "usd",
      duration: "once",
      name: "ONCE15",
    });
    expect(session?.form.get("discounts[0][coupon]")).toBe("coupon_test_1");
    // The line items keep their full price, so renewals are billed at it after the coupon.
    expect(session?.form.get("line_items[0][price_data][unit_amount]")).toBe(String(2849 * 6));
    expect(placed.order.total).toBe(2 * 2849 * 6 - 855);
    const [row] = await run((db) => db.select().from(orders).where(eq(orders.id, placed.order.id)));
    expect(row).toMatchObject({ totalCents: 2 * 2849 * 6 - 855, discountCents: 855 });
  });

  it("makes a repeating coupon for every box for N months: the same cents off each payment", async () => {
    const placed = await checkout("THREE5", "per-box");
    expect(placed.order.discount).toBe(500);
    const coupon = standIn.requests.find((request) => request.path === "/v1/coupons");
    expect(Object.fromEntries(coupon!.form)).toMatchObject({
      amount_off: "500",
      duration: "repeating",
      duration_in_months: "3",
    });
    expect(placed.order.total).toBe(2 * 2999 - 500);
  });
});
