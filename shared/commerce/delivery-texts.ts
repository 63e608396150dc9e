import { countryName } from "../api/countries";
import { shippingZones, type ShippingZone } from "../shop/shipping-zones";
import { formatCents } from "./cents";
import { shippingBreakdownText } from "./money";

// What the shop writes about delivery (decisions 213, 214): shipping prices from the zones file
// for the cart, the subscribe page, /terms, the confirmation and its e-mail, and addresses as
// lines. One module of its own, big enough that the bundler keeps it apart: the checkout's first
// load does not carry sentences it does not show. A box's shipping price is shippingPerBox
// (shared/shop/shipping-zones.ts).

const days = (n: number) => `${n} ${n === 1 ? "working day" : "working days"}`;

/** "Shipping, per box and delivery: United States free; Canada $8.00; …". */
export function shippingPricesText(zones: readonly ShippingZone[] = shippingZones): string {
  const prices = zones
    .map(
      (zone) =>
        `${zone.name} ${zone.boxShippingCents === 0 ? "free" : formatCents(zone.boxShippingCents)}`,
    )
    .join("; ");
  return `Shipping, per box and delivery: ${prices}.`;
}

/** Where the shop ships, what it costs and how long a box travels, for /terms. */
export function shippingRuleText(zones: readonly ShippingZone[] = shippingZones): string {
  const times = zones
    .map((zone) => `${zone.name}, about ${days(zone.transitWorkingDays)}`)
    .join("; ");
  return `We ship to ${zones.map((zone) => zone.name).join(", ")}. Each box ships on its ship date, a working day, and arrives after it in: ${times}. ${shippingPricesText(zones)} Your account shows each box's ship date and about when it arrives.`;
}

/**
 * A payment's shipping in words, the same on the confirmation page and in the e-mail: "Free",
 * or "$36.00 (3 boxes × $12.00)".
 */
export function shippingAmountText(shipping: number, boxes: number): string {
  if (shipping === 0 || boxes === 0) return "Free";
  return `${formatCents(shipping)} (${shippingBreakdownText(shipping / boxes, boxes)})`;
}

/**
 * An address as the shop writes it everywhere (confirmation, portal, e-mails): name, street
 * lines, "Springfield, IL 62704", country; empty parts left out.
 */
export function addressLines(address: {
  fullName: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}): string[] {
  return [
    address.fullName,
    address.line1,
    address.line2,
    `${address.city}${address.region ? `, ${address.region}` : ""} ${address.postalCode}`,
    countryName(address.country),
  ]
    .map((part) => part.trim())
    .filter((part) => part !== "");
}
