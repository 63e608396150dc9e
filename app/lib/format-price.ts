const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
});

/** The one place money is formatted: a dollar sign and two decimals (spec §2, "price with dollar prefix"). */
export function formatPrice(amount: number): string {
  return dollars.format(amount);
}
