const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Money is formatted here and only here: US dollars with the dollar sign, e.g. 29.99 → "$29.99". */
export function formatPrice(amount: number): string {
  return dollars.format(amount);
}
