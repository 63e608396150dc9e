import { shippingCountries } from "@shared/api/countries";
import type { SubscriptionDetail } from "@shared/api/subscriptions";
import { formatCalendarDate } from "@shared/commerce/dates";

const day = (date: string) => formatCalendarDate(date);

/** A date of the card in words, or null when there is none. */
export const dateOf = (date: string | null) => (date ? day(date) : null);

/** The status as the card states it: active, paused until a date, cancelled — ends on a date. */
export function statusLabel(s: SubscriptionDetail): string {
  switch (s.status) {
    case "active":
      return "Active";
    case "paused":
      return s.pausedUntil ? `Paused until ${day(s.pausedUntil)}` : "Paused";
    case "cancelled":
      return s.endsOn ? `Cancelled — ends on ${day(s.endsOn)}` : "Cancelled";
    case "pending":
      return "Waiting for your card payment";
  }
}

/**
 * What cancelling means for this subscription, plainly (decision 102, /terms): the paid boxes
 * still ship, nothing else does.
 */
export function cancellingMeans(s: SubscriptionDetail): string {
  const left = s.deliveriesLeft;
  if (left !== null && left > 0) {
    return `You have ${left} prepaid ${left === 1 ? "delivery" : "deliveries"} left. If you cancel, ${left === 1 ? "it still ships on its date" : "they still ship on their dates"}, and the subscription ends after the last one.`;
  }
  if (s.nextDeliveryDate && s.changeUntil === null) {
    return `The box of ${day(s.nextDeliveryDate)} is already being packed: if you cancel, it still ships and is paid as usual, and nothing ships after it.`;
  }
  return "If you cancel, nothing more ships and the subscription ends today.";
}

export function oneLineAddress(address: SubscriptionDetail["address"]): string {
  const country =
    shippingCountries.find((each) => each.code === address.country)?.name ?? address.country;
  return [
    address.fullName,
    address.line1,
    address.line2,
    `${address.city}${address.region ? `, ${address.region}` : ""} ${address.postalCode}`,
    country,
  ]
    .filter((part) => part.trim() !== "")
    .join(", ");
}
