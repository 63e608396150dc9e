/**
 * Money is whole US cents everywhere past the catalogue (decision 090): prices are computed on
 * the server from the catalogue and the plan, never taken from the browser, and formatted once
 * (formatCents, decision 202). It loads no schema, so a page that shows prices does not load
 * zod with it.
 */

import { centsFromDollars, formatCents } from "./cents";

export { centsFromDollars, formatCents } from "./cents";

/** The parts of a plan (./plans.ts) that prices depend on. */
interface PlanTerms {
  /** Whole percent off every delivery's price. */
  discountPercent: number;
  /** 0 for pay per box, else the deliveries one payment covers. */
  deliveriesPrepaid: number;
}

function assertCents(cents: number, what: string) {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`${what} must be a whole, non-negative number of cents (got ${cents}).`);
  }
}

/** `percent` of `cents`, rounded half up to the cent: 5 % of 2999 is 149.95, so 150. */
export function discountCents(cents: number, percent: number): number {
  assertCents(cents, "A price");
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`A discount is a whole percent from 0 to 100 (got ${percent}).`);
  }
  // Integer arithmetic only: cents × percent is exact, and +50 before the division rounds half up.
  return Math.floor((cents * percent + 50) / 100);
}

/** What one box costs per delivery on `plan`: the catalogue price less the plan's discount. */
export function planPricePerDelivery(
  listCents: number,
  plan: Pick<PlanTerms, "discountPercent">,
): number {
  return listCents - discountCents(listCents, plan.discountPercent);
}

/** How many deliveries one payment covers: 1 for pay per box. */
export function deliveriesPerPayment(plan: Pick<PlanTerms, "deliveriesPrepaid">): number {
  return Math.max(1, plan.deliveriesPrepaid);
}

export interface PricedLine {
  /** Plan price of one box for one delivery, in cents. */
  unitPrice: number;
  quantity: number;
  /** Deliveries one payment covers (1 for pay per box, 6 or 12 prepaid). */
  deliveries: number;
}

/** One payment of a line: price × quantity × deliveries covered. */
export function lineTotalCents(line: PricedLine): number {
  assertCents(line.unitPrice, "A unit price");
  if (!Number.isInteger(line.quantity) || line.quantity < 1)
    throw new RangeError("A quantity is a whole number of at least 1.");
  if (!Number.isInteger(line.deliveries) || line.deliveries < 1)
    throw new RangeError("Deliveries is a whole number of at least 1.");
  return line.unitPrice * line.quantity * line.deliveries;
}

/** The boxes one payment of these lines pays for: each line's quantity × deliveries covered. */
export function boxesPaidFor(lines: readonly Pick<PricedLine, "quantity" | "deliveries">[]) {
  return lines.reduce((boxes, line) => boxes + line.quantity * line.deliveries, 0);
}

/** "3 boxes × $12.00": what a payment's shipping is made of (decision 213). */
export function shippingBreakdownText(perBox: number, boxes: number): string {
  return `${boxes === 1 ? "1 box" : `${boxes} boxes`} × ${formatCents(perBox)}`;
}

/**
 * The order's first payment: what Stripe charges today, or what is paid on the first delivery.
 * The boxes' prices and their shipping, `shippingPerBox` (the address's zone, ./shipping.ts)
 * for each box paid for (decision 213).
 */
export function orderTotalCents(lines: readonly PricedLine[], shippingPerBox: number): number {
  assertCents(shippingPerBox, "Shipping per box");
  const goods = lines.reduce((total, line) => total + lineTotalCents(line), 0);
  return goods + shippingPerBox * boxesPaidFor(lines);
}

/** Prices one line of a cart from the catalogue's dollar price and the chosen plan. */
export function priceLine(listPriceDollars: number, quantity: number, plan: PlanTerms) {
  const listPrice = centsFromDollars(listPriceDollars);
  const unitPrice = planPricePerDelivery(listPrice, plan);
  const deliveries = deliveriesPerPayment(plan);
  return {
    listPrice,
    unitPrice,
    quantity,
    deliveries,
    lineTotal: lineTotalCents({ unitPrice, quantity, deliveries }),
  };
}
