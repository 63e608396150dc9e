import { describe, expect, it } from "vitest";
import {
  discountEndsOn,
  firstPaymentDiscounts,
  perDeliveryDiscounts,
  type CodeTerms,
} from "./code-discount";

const terms = (overrides: Partial<CodeTerms>): CodeTerms => ({
  percentOff: null,
  amountOffCents: null,
  firstBoxOnly: true,
  months: null,
  boxIds: [],
  ...overrides,
});

const line = (boxId: string, unitPrice: number, quantity = 1, deliveries = 1) => ({
  boxId,
  unitPrice,
  quantity,
  deliveries,
});

describe("what a discount code takes off, in cents", () => {
  it("rounds a percentage half up to the cent, line by line", () => {
    // 10 % of 2995 is 299.5 → 300; 15 % of 2999 × 2 = 899.7 → 900; 33 % of 1 is 0.33 → 0.
    expect(perDeliveryDiscounts(terms({ percentOff: 10 }), [line("1", 2995)])).toEqual([300]);
    expect(perDeliveryDiscounts(terms({ percentOff: 15 }), [line("1", 2999, 2)])).toEqual([900]);
    expect(perDeliveryDiscounts(terms({ percentOff: 33 }), [line("1", 1)])).toEqual([0]);
    expect(perDeliveryDiscounts(terms({ percentOff: 100 }), [line("1", 4499, 3)])).toEqual([13497]);
  });

  it("takes an amount from the lines in order, never more than a line's boxes", () => {
    const lines = [line("1", 1000), line("2", 2500, 2)];
    expect(perDeliveryDiscounts(terms({ amountOffCents: 500 }), lines)).toEqual([500, 0]);
    expect(perDeliveryDiscounts(terms({ amountOffCents: 1500 }), lines)).toEqual([1000, 500]);
    // More than the boxes: they are free, nothing more.
    expect(perDeliveryDiscounts(terms({ amountOffCents: 99_999 }), lines)).toEqual([1000, 5000]);
  });

  it("leaves out the boxes a restricted code is not for", () => {
    const lines = [line("1", 1000), line("2", 2000)];
    expect(perDeliveryDiscounts(terms({ percentOff: 50, boxIds: ["2"] }), lines)).toEqual([
      0, 1000,
    ]);
    expect(perDeliveryDiscounts(terms({ amountOffCents: 700, boxIds: ["2"] }), lines)).toEqual([
      0, 700,
    ]);
  });

  it("discounts one box of a prepaid payment for first box only, every box for N months", () => {
    const prepaid = [line("1", 2699, 1, 6)];
    expect(firstPaymentDiscounts(terms({ percentOff: 10 }), prepaid)).toEqual([270]);
    expect(
      firstPaymentDiscounts(terms({ percentOff: 10, firstBoxOnly: false, months: 3 }), prepaid),
    ).toEqual([270 * 6]);
  });

  it("ends a line's discount after whole payments, as the card provider's coupon counts them", () => {
    const first = terms({ percentOff: 10 });
    const months = (n: number) => terms({ percentOff: 10, firstBoxOnly: false, months: n });
    expect(discountEndsOn(first, "2026-12-01", 1)).toBe("2026-12-02");
    // Monthly boxes for 3 months: boxes of December, January and February.
    expect(discountEndsOn(months(3), "2026-12-01", 1)).toBe("2027-03-01");
    // Quarterly boxes for 4 months: the payments of December and March.
    expect(discountEndsOn(months(4), "2026-12-01", 3)).toBe("2027-06-01");
    // Six boxes prepaid, for 3 months: the first payment's six boxes.
    expect(discountEndsOn(months(3), "2026-12-01", 6)).toBe("2027-06-01");
    // A month end clamps as the delivery dates do.
    expect(discountEndsOn(months(1), "2027-01-31", 1)).toBe("2027-02-28");
  });
});
