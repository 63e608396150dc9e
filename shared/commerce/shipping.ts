import { shippingZones, zoneOf, type ShippingZone } from "../shop/shipping-zones";
import { formatCents } from "./cents";

/**
 * What shipping costs (decision 213): every box shipped costs its address's zone price
 * (shared/shop/shipping-zones.json) on top of the box's plan price, for every delivery, so a
 * payment's shipping is the zone price times the boxes it pays for. The checkout, the server's
 * totals, the card payments, the portal's prices and every text about shipping use this module.
 */

/** What shipping one box to `country` costs, in cents (0: free). */
export function shippingPerBox(country: string, zones?: readonly ShippingZone[]): number {
  return zoneOf(country, zones).boxShippingCents;
}

/** The shipping of one payment: `boxes` boxes (quantity × deliveries paid) at `perBox` each. */
export function shippingCents(perBox: number, boxes: number): number {
  return perBox * boxes;
}

/** "free", or "$12.00 a box". */
export function boxShippingText(perBox: number): string {
  return perBox === 0 ? "free" : `${formatCents(perBox)} a box`;
}

/**
 * "Shipping, per box: United States free; Canada $8.00; …", from the zones file: the cart, the
 * terms and the help texts say it with these words.
 */
export function shippingPricesText(zones: readonly ShippingZone[] = shippingZones): string {
  const prices = zones
    .map(
      (zone) =>
        `${zone.name} ${zone.boxShippingCents === 0 ? "free" : formatCents(zone.boxShippingCents)}`,
    )
    .join("; ");
  return `Shipping, per box and delivery: ${prices}.`;
}

/** "3 boxes × $12.00": what a payment's shipping is made of. */
export function shippingBreakdownText(perBox: number, boxes: number): string {
  return `${boxes === 1 ? "1 box" : `${boxes} boxes`} × ${formatCents(perBox)}`;
}

/**
 * A payment's shipping in words, the same on the confirmation page and in the e-mail: "Free",
 * or "$36.00 (3 boxes × $12.00)".
 */
export function shippingAmountText(shipping: number, boxes: number): string {
  if (shipping === 0 || boxes === 0) return "Free";
  return `${formatCents(shipping)} (${shippingBreakdownText(shipping / boxes, boxes)})`;
}
