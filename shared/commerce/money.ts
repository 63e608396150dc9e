import type { Plan } from "./plans";
import { deliveriesPerPayment } from "./plans";

/**
 * Money is whole US cents everywhere past the catalogue (decision 090): prices are computed on
 * the server from the catalogue and the plan, never taken from the browser, and formatted once.
 */

/** A catalogue price in dollars (29.99) as cents (2999). Refuses anything that is not whole cents. */
export function centsFromDollars(dollars: number): number {
  const cents = Math.round(dollars * 100);
  if (!Number.isFinite(dollars) || dollars < 0 || Math.abs(dollars * 100 - cents) > 1e-6) {
    throw new RangeError(`${dollars} is not a price in whole cents.`);
  }
  return cents;
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
  plan: Pick<Plan, "discountPercent">,
): number {
  return listCents - discountCents(listCents, plan.discountPercent);
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

/** The order's first payment: what Stripe charges today, or what is paid on the first delivery. */
export function orderTotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((total, line) => total + lineTotalCents(line), 0);
}

/** Prices one line of a cart from the catalogue's dollar price and the chosen plan. */
export function priceLine(listPriceDollars: number, quantity: number, plan: Plan) {
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

/** The one way the shop writes money: "$29.99", "$1,234.50", "-$5.00". */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`${cents} is not a whole number of cents.`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, "0")}`;
}
