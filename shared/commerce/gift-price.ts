import { shippingPerBox } from "../shop/shipping-zones";
import { priceLine } from "./money";

/** The parts of a plan a gift's price depends on. */
interface PlanTerms {
  deliveriesPrepaid: number;
  discountPercent: number;
}

/**
 * The price of `deliveries` boxes given at once (decision 269): the prepaid plan of as many
 * deliveries gives its discount, a count no plan prepays (3) is at the box's price; every box's
 * shipping to `country` on top. The server charges this (server/services/gifts.ts); the gift
 * form shows it beside each choice (decision 271).
 */
export function giftPrice(
  plans: readonly PlanTerms[],
  listPriceDollars: number,
  deliveries: number,
  country: string,
) {
  const plan = plans.find((each) => each.deliveriesPrepaid === deliveries);
  const line = priceLine(listPriceDollars, 1, {
    deliveriesPrepaid: deliveries,
    discountPercent: plan?.discountPercent ?? 0,
  });
  const perBox = shippingPerBox(country);
  return { ...line, shippingPerBox: perBox, shipping: perBox * deliveries };
}
