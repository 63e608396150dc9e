import { monthsBetweenDeliveries, type Frequency } from "./dates";
import { formatCents } from "./cents";
import type { ConsentLine } from "./consent";
import { deliveriesPerPayment } from "./money";
import type { Plan } from "./plans";

/** A discount code on the order, as the server priced it (decision 267). */
export interface ConsentCode {
  code: string;
  /** Every box for this many months; null for the first box only. */
  months: number | null;
  /** Each line's cents off one of its box deliveries, in the lines' order (0: not discounted). */
  perDelivery: readonly number[];
}

/**
 * How many of a line's deliveries a code discounts: the first only, or every delivery of each
 * payment made within its months (decision 267 counts whole payments, as Stripe's coupon does).
 */
export function discountedDeliveries(
  months: number | null,
  frequency: Frequency,
  perPayment: number,
): number {
  if (months === null) return 1;
  const monthsPerPayment = monthsBetweenDeliveries[frequency] * perPayment;
  return Math.ceil(months / monthsPerPayment) * perPayment;
}

/**
 * The consent's sentence about a code (decision 276): what it takes off each discounted box, for
 * how many, and the price after, per line. Empty when the code takes nothing off.
 */
export function codeConsentLines(
  lines: readonly ConsentLine[],
  code: ConsentCode,
  plan: Plan,
): string[] {
  const perPayment = deliveriesPerPayment(plan);
  return lines.flatMap((line, index) => {
    const off = code.perDelivery[index] ?? 0;
    if (off <= 0) return [];
    const count = discountedDeliveries(code.months, line.frequency, perPayment);
    const full = line.unitPrice * line.quantity;
    const what = `${line.boxName} for ${line.petName}`;
    const unit = line.quantity === 1 ? "box" : "delivery";
    const units = line.quantity === 1 ? "boxes" : "deliveries";
    const first = count === 1 ? `the first ${unit}` : `each of the first ${count} ${units}`;
    return [
      `Code ${code.code}: ${formatCents(off)} off ${first} of ${what} (${formatCents(full - off)} instead of ${formatCents(full)}), then ${formatCents(full)} a ${unit}.`,
    ];
  });
}
