import { describe, expect, it } from "vitest";
import {
  discountCents,
  lineTotalCents,
  boxesPaidFor,
  orderTotalCents,
  planPricePerDelivery,
  priceLine,
} from "./money";

const perBox = { id: "per-box", name: "Pay per box", deliveriesPrepaid: 0, discountPercent: 0 };
const prepay6 = { id: "prepay-6", name: "Prepay 6", deliveriesPrepaid: 6, discountPercent: 5 };
const prepay12 = { id: "prepay-12", name: "Prepay 12", deliveriesPrepaid: 12, discountPercent: 10 };

describe("plan prices", () => {
  it("rounds the discount half up to the cent", () => {
    expect(discountCents(2999, 5)).toBe(150); // 149.95
    expect(discountCents(2999, 10)).toBe(300); // 299.9
    expect(discountCents(3499, 5)).toBe(175); // 174.95
    expect(discountCents(10, 5)).toBe(1); // 0.5 rounds up
    expect(discountCents(9, 5)).toBe(0); // 0.45 rounds down
    expect(discountCents(2999, 0)).toBe(0);
  });

  it("prices a box per delivery at 0 %, 5 % and 10 %", () => {
    expect(planPricePerDelivery(2999, perBox)).toBe(2999);
    expect(planPricePerDelivery(2999, prepay6)).toBe(2849);
    expect(planPricePerDelivery(2999, prepay12)).toBe(2699);
    expect(planPricePerDelivery(4999, prepay6)).toBe(4749); // 249.95 → 250
    expect(planPricePerDelivery(4499, prepay12)).toBe(4049); // 449.9 → 450
  });

  it("refuses a discount that is not a whole percent", () => {
    expect(() => discountCents(2999, 2.5)).toThrow(RangeError);
    expect(() => discountCents(2999, 101)).toThrow(RangeError);
    expect(() => discountCents(29.99, 5)).toThrow(RangeError);
  });
});

describe("line and order totals", () => {
  it("charges one delivery per box for pay per box, and every prepaid delivery at once", () => {
    expect(priceLine(29.99, 2, perBox)).toEqual({
      listPrice: 2999,
      unitPrice: 2999,
      quantity: 2,
      deliveries: 1,
      lineTotal: 5998,
    });
    expect(priceLine(29.99, 1, prepay6).lineTotal).toBe(2849 * 6);
    expect(priceLine(29.99, 3, prepay12).lineTotal).toBe(2699 * 12 * 3);
  });

  it("adds lines into the order's first payment", () => {
    const lines = [
      { unitPrice: 2849, quantity: 1, deliveries: 6 },
      { unitPrice: 3324, quantity: 2, deliveries: 6 },
    ];
    expect(orderTotalCents(lines, 0)).toBe(17094 + 39888);
    expect(orderTotalCents([], 0)).toBe(0);
    expect(() => lineTotalCents({ unitPrice: 100, quantity: 0, deliveries: 1 })).toThrow(
      RangeError,
    );
  });

  it("adds the shipping of every box the payment pays for (decision 213)", () => {
    const lines = [
      { unitPrice: 2849, quantity: 1, deliveries: 6 },
      { unitPrice: 3324, quantity: 2, deliveries: 6 },
    ];
    // 3 boxes a delivery, 6 deliveries paid at once: 18 boxes shipped at $12.00.
    expect(boxesPaidFor(lines)).toBe(18);
    expect(orderTotalCents(lines, 1200)).toBe(17094 + 39888 + 18 * 1200);
    expect(orderTotalCents([{ unitPrice: 2999, quantity: 2, deliveries: 1 }], 800)).toBe(
      5998 + 1600,
    );
    expect(() => orderTotalCents(lines, -1)).toThrow(RangeError);
  });
});
