import { compareDates, formatCalendarDate, type CalendarDate } from "./dates";
import { canChangeBox, cutoffDay } from "./fulfilment-rules";

// What really happened to a box (issue 26, decision 225), apart from the lifecycle's own
// bookkeeping: the lifecycle counts a box as used up when its day passes (prepaid counting,
// renewals), but only a person marks it packed, shipped, delivered or returned.

/** Stored on each delivery: waiting (nobody has touched it yet) → packed → shipped → … */
export const fulfilmentSteps = ["waiting", "packed", "shipped", "delivered", "returned"] as const;
export type FulfilmentStep = (typeof fulfilmentSteps)[number];

/**
 * A delivery as a person reads it: scheduled (to come), late (its day has passed and it has not
 * shipped), packed, shipped, delivered, returned; or skipped, paused, cancelled (nothing to send).
 */
export const deliveryStates = [
  "scheduled",
  "late",
  "packed",
  "shipped",
  "delivered",
  "returned",
  "skipped",
  "paused",
  "cancelled",
] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/** For pay on delivery: what the courier brought back. */
export const podPaymentStatuses = ["paid", "refused"] as const;
export type PodPaymentStatus = (typeof podPaymentStatuses)[number];
export const podPaymentMethods = ["cash", "card_on_delivery", "transfer"] as const;
export type PodPaymentMethod = (typeof podPaymentMethods)[number];

/** What the state of a delivery is read from. */
export interface DeliveryFacts {
  /** The lifecycle's status of the row: "shipped" there means only "its day has come". */
  status: "scheduled" | "skipped" | "paused" | "shipped" | "cancelled";
  fulfilment: FulfilmentStep;
  date: CalendarDate;
  /** The subscription still waits for its first card payment: nothing is due yet. */
  pending: boolean;
  /** Its order waits for a bank transfer instead (decision 273). */
  awaitingTransfer?: boolean;
}

export const hasShipped = (step: FulfilmentStep) =>
  step === "shipped" || step === "delivered" || step === "returned";

/** The state a person reads, on `today` (the shop's date). Late is derived, never stored. */
export function deliveryState(facts: DeliveryFacts, today: CalendarDate): DeliveryState {
  if (hasShipped(facts.fulfilment)) return facts.fulfilment as "shipped" | "delivered" | "returned";
  if (facts.status === "skipped" || facts.status === "paused" || facts.status === "cancelled") {
    return facts.status;
  }
  if (facts.pending) return "scheduled";
  if (compareDates(facts.date, today) < 0) return "late";
  return facts.fulfilment === "packed" ? "packed" : "scheduled";
}

export type FulfilmentAction = "pack" | "ship" | "delivered" | "returned";

const NOTHING_TO_SEND: Record<"skipped" | "paused" | "cancelled", string> = {
  skipped: "This box was skipped: there is nothing to pack or ship.",
  paused: "This box falls in a pause: there is nothing to pack or ship.",
  cancelled: "This box was cancelled: there is nothing to pack or ship.",
};

/**
 * Why `action` cannot be done to the delivery now, as a sentence for the packer, or null when it
 * can. A box is packed or shipped only once the customer can no longer change it (its cut-off
 * has passed), so nothing packed is later skipped or swapped under the packer's hands.
 */
export function fulfilmentRefusal(
  action: FulfilmentAction,
  facts: DeliveryFacts,
  today: CalendarDate,
): string | null {
  const step = facts.fulfilment;
  if (action === "delivered" || action === "returned") {
    if (!hasShipped(step)) {
      return action === "delivered"
        ? "This box has not shipped yet: mark it shipped before it can be delivered."
        : "This box has not shipped yet: only a shipped box can come back.";
    }
    if (step === "returned") return "This box is already marked returned.";
    if (action === "delivered" && step === "delivered") {
      return "This box is already marked delivered.";
    }
    return null;
  }
  if (hasShipped(step)) return "This box has already shipped.";
  if (action === "pack" && step === "packed") return "This box is already packed.";
  if (facts.status === "skipped" || facts.status === "paused" || facts.status === "cancelled") {
    return NOTHING_TO_SEND[facts.status];
  }
  if (facts.pending) {
    return facts.awaitingTransfer
      ? "This box's order is still waiting for its bank transfer: do not pack or ship it yet."
      : "This box's order is still waiting for its card payment: do not pack or ship it yet.";
  }
  if (canChangeBox(facts.date, today)) {
    const until = formatCalendarDate(cutoffDay(facts.date));
    return `The customer can still change this box until ${until}: ${action} it after that.`;
  }
  return null;
}
