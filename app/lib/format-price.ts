/**
 * The one place money is formatted: a dollar sign, thousands separated by commas, and two
 * decimals (spec §2, "price with dollar prefix"), as `Intl.NumberFormat("en-US", USD)` writes it.
 * Written by hand: making that formatter costs a phone 100–200 ms of its first paint (locale data
 * loads on first use; measured 26–47 ms on a desktop core), and every signed-in page shows a price
 * (docs/decisions/007-performance.md).
 */
export function formatPrice(amount: number): string {
  const size = String(Math.abs(amount));
  // Rounded from the number as written (1.005 → 1.01, as Intl does), not from its binary value.
  const cents = Math.round(size.includes("e") ? +size * 100 : +`${size}e2`);
  const [dollars, hundredths] = (cents / 100).toFixed(2).split(".");
  const sign = amount < 0 || Object.is(amount, -0) ? "-" : "";
  return `${sign}$${dollars!.replace(/\B(?=(\d{3})+$)/g, ",")}.${hundredths}`;
}
