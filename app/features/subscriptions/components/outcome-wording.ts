import type { SubscriptionDetail } from "@shared/api/subscriptions";
import { formatCalendarDate } from "@shared/commerce/dates";
import { formatCents } from "@shared/commerce/cents";
import type { DialogKind } from "./dialog-types";
import { oneLineAddress } from "./wording";

// What only the confirmations say, in their chunk (decision 166): the card's first load does
// without it (docs/decisions/204).

const day = (date: string) => formatCalendarDate(date);

/** The sentence announced after an action, from the card as the server answered it. */
export function resultMessage(kind: DialogKind, s: SubscriptionDetail, date?: string): string {
  const next = s.nextDeliveryDate ? `Your next box ships on ${day(s.nextDeliveryDate)}.` : "";
  const price = `${formatCents(s.pricePerDelivery)} per delivery`;
  switch (kind) {
    case "skip":
      return `The box of ${date ? day(date) : "that day"} is skipped. ${next}`;
    case "unskip":
      return `The box of ${date ? day(date) : "that day"} ships after all. ${next}`;
    case "pause":
      return `Paused until ${s.pausedUntil ? day(s.pausedUntil) : "later"}. ${next}`;
    case "resume":
      return `Resumed. ${next}`;
    case "swap":
      return `Swapped to ${s.box?.name ?? "the new box"} from the next box, at ${price}.`;
    case "details":
      return `Saved: ${s.quantity} ${s.quantity === 1 ? "box" : "boxes"}${s.pet ? ` for ${s.pet.name}` : ""} from the next box, at ${price}.`;
    case "address":
      return `Saved: boxes from the next one go to ${oneLineAddress(s.address)}.`;
    case "uncancel":
      return `Cancel undone: your subscription goes on. ${next}`;
    case "cancel":
      return `Subscription cancelled. It ends on ${s.endsOn ? day(s.endsOn) : "today"}. A confirmation is on its way to your e-mail.`;
  }
}

/** From which box a swap or change applies, in words (decision 100: the first that can change). */
export function fromWhichBox(s: SubscriptionDetail): string {
  if (s.changeUntil) return `From the next box (you can change it until ${day(s.changeUntil)}).`;
  if (s.nextDeliveryDate) {
    return `The box of ${day(s.nextDeliveryDate)} is already being packed and ships as it is; this applies from the box after it.`;
  }
  return "From the next box.";
}
