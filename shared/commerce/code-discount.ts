/**
 * What a discount code takes off (issue 28, decision 267), in whole cents, with no rounding
 * left to the browser. A line's "box delivery" is its boxes of one delivery: plan price ×
 * quantity, shipping not included.
 *
 * - Percent off: each line's box delivery less the percent, rounded half up to the cent
 *   (discountCents, as the plans' own discounts).
 * - Amount off: the amount is off each discounted delivery of the order, taken from the lines
 *   in the cart's order, each at most its own box delivery (an amount above the order's boxes
 *   gives the boxes free, never money back).
 * - First box only: the first payment's first delivery of each line. Every box for N months:
 *   every payment made within N months of the order, so every box that payment covers.
 */

import { addDays, addMonthsClamped, type CalendarDate } from "./calendar";
import { discountCents } from "./money";

export interface CodeTerms {
  percentOff: number | null;
  amountOffCents: number | null;
  firstBoxOnly: boolean;
  /** Every box for this many months; null for first box only. */
  months: number | null;
  /** Only for these boxes (catalogue ids as strings); empty: all. */
  boxIds: readonly string[];
}

export interface DiscountLine {
  boxId: string;
  /** Plan price of one box for one delivery, in cents. */
  unitPrice: number;
  quantity: number;
  /** Deliveries the first payment covers (1 for pay per box). */
  deliveries: number;
}

/** Each line's cents off one of its box deliveries (0 for a line the code is not for). */
export function perDeliveryDiscounts(terms: CodeTerms, lines: readonly DiscountLine[]): number[] {
  const eligible = (line: DiscountLine) =>
    terms.boxIds.length === 0 || terms.boxIds.includes(line.boxId);
  if (terms.percentOff !== null) {
    const percent = terms.percentOff;
    return lines.map((line) =>
      eligible(line) ? discountCents(line.unitPrice * line.quantity, percent) : 0,
    );
  }
  let left = terms.amountOffCents ?? 0;
  return lines.map((line) => {
    if (!eligible(line)) return 0;
    const taken = Math.min(left, line.unitPrice * line.quantity);
    left -= taken;
    return taken;
  });
}

/** Each line's cents off the order's first payment. */
export function firstPaymentDiscounts(terms: CodeTerms, lines: readonly DiscountLine[]): number[] {
  const each = perDeliveryDiscounts(terms, lines);
  return lines.map((line, index) => each[index]! * (terms.firstBoxOnly ? 1 : line.deliveries));
}

/**
 * The day a line's discount stops (its deliveries dated before it are discounted), from its
 * first delivery. First box only: the day after the first. N months: whole payments, as the card
 * provider counts them (its coupon covers every payment made within N months), so N months
 * rounded up to the months one payment covers.
 */
export function discountEndsOn(
  terms: Pick<CodeTerms, "firstBoxOnly" | "months">,
  firstDate: CalendarDate,
  monthsPerPayment: number,
): CalendarDate {
  if (terms.firstBoxOnly || terms.months === null) return addDays(firstDate, 1);
  const payments = Math.ceil(terms.months / monthsPerPayment);
  return addMonthsClamped(firstDate, payments * monthsPerPayment);
}
