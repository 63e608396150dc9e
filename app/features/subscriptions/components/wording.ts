import { addressLines } from "@shared/commerce/delivery-texts";
import type { SubscriptionDetail } from "@shared/api/subscriptions";
import { formatCalendarDate } from "@shared/commerce/dates";
import { cancellingNowText } from "@shared/commerce/fulfilment-rules";

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
      // Only a subscription waiting for its bank transfer can be cancelled while pending (273).
      return s.actions.cancel.allowed
        ? "Waiting for your bank transfer"
        : "Waiting for your card payment";
  }
}

/** What cancelling means for this subscription, plainly: the rule's words (decision 207). */
export function cancellingMeans(s: SubscriptionDetail): string {
  return cancellingNowText(s);
}

/** Until when a cancel can be undone (decision 218): a prepaid plan's last cut-off, or a ship day. */
export function undoUntilText(s: SubscriptionDetail): string {
  if (!s.undoUntil) return "";
  return s.deliveriesLeft !== null
    ? `You can undo the cancel until the end of ${day(s.undoUntil)}.`
    : `You can undo the cancel until the box of ${day(s.undoUntil)} ships.`;
}

export function oneLineAddress(address: SubscriptionDetail["address"]): string {
  return addressLines(address).join(", ");
}
