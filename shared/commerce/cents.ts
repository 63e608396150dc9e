/**
 * Cents in and out (decision 090): a catalogue price as whole cents, and the one way the shop
 * writes money (decision 202). Apart from the money rules (./money.ts, which re-exports both)
 * and importing nothing, so a page that only shows a price, like the home page's box cards,
 * loads these few lines and nothing else.
 */

/** A catalogue price in dollars (29.99) as cents (2999). Refuses anything that is not whole cents. */
export function centsFromDollars(dollars: number): number {
  const cents = Math.round(dollars * 100);
  if (!Number.isFinite(dollars) || dollars < 0 || Math.abs(dollars * 100 - cents) > 1e-6) {
    throw new RangeError(`${dollars} is not a price in whole cents.`);
  }
  return cents;
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
