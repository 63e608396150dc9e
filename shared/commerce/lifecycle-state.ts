import { compareDates, formatCalendarDate, type CalendarDate, type Frequency } from "./dates";
import type { ActionKind } from "./action-kinds";
import { canChangeBox, cutoffDay } from "./fulfilment-rules";

/**
 * The model of a subscription's lifecycle (decision 100): its states, deliveries, actions and
 * events, and what can be asked of a state (the next box, whether a box can still change, what
 * a delivery costs). The state machine that moves it is subscription-lifecycle.ts.
 */

export type LifecycleStatus = "pending" | "active" | "paused" | "cancelled";
/** scheduled: will ship; skipped: by the customer; paused: inside a pause; cancelled: by a failed payment. */
export type SlotStatus = "scheduled" | "skipped" | "paused" | "shipped" | "cancelled";

/** What one delivery holds; a change applies it to the deliveries that can still change. */
export interface DeliveryContents {
  boxId: string;
  petId: number | null;
  quantity: number;
  addressId: number;
  /** Plan price of one box for this delivery, in cents. */
  unitPrice: number;
  /** Shipping one box to the address, in cents: its zone's price (decision 213). */
  shipping: number;
}

export interface Slot {
  sequence: number;
  date: CalendarDate;
  status: SlotStatus;
  contents: DeliveryContents;
}

export interface LifecycleState {
  status: LifecycleStatus;
  pausedUntil: CalendarDate | null;
  endsOn: CalendarDate | null;
  frequency: Frequency;
  anchorDate: CalendarDate;
  anchorSequence: number;
  /** Deliveries one payment covers: 0 for pay per box, else the prepaid block (6, 12). */
  prepaidBlock: number;
  /** Paid deliveries not shipped yet (prepaid plans); null for pay per box. */
  deliveriesLeft: number | null;
  /** What new deliveries hold: the subscription's box, pet, quantity, address and price now. */
  contents: DeliveryContents;
  /** Every delivery row, in sequence order. */
  slots: Slot[];
}

export type LifecycleAction =
  /** A named box (its ship date), or the next one. */
  | { kind: "skip"; date?: CalendarDate }
  | { kind: "unskip"; date?: CalendarDate }
  | { kind: "pause"; months: 1 | 2 | 3 }
  | { kind: "resume" }
  | { kind: "cancel" }
  /** Undo a cancel while a box it kept can still change (decision 218). */
  | { kind: "uncancel" }
  | {
      kind: "change";
      contents: Partial<DeliveryContents>;
      /** The new box's rhythm, when a swap changes it. */
      frequency?: Frequency;
    };

export type { ActionKind } from "./action-kinds";
export { actionKinds } from "./action-kinds";

// The list of action kinds (action-kinds.ts, free of the rules, for the browser's readers) names
// exactly the kinds of LifecycleAction: a kind added to one and not the other fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameKinds: Same<LifecycleAction["kind"], ActionKind> = true;
void sameKinds;

/** What happened, for the confirmation message and the answer. */
export type LifecycleEvent =
  | { kind: "skipped"; date: CalendarDate }
  | { kind: "unskipped"; date: CalendarDate }
  | { kind: "paused"; from: CalendarDate; until: CalendarDate; months: 1 | 2 | 3 }
  | { kind: "resumed" }
  | {
      kind: "cancelled";
      endsOn: CalendarDate;
      lastDeliveries: CalendarDate[];
      /** Nothing had been packed: nothing ships, nothing is charged (a card payment is refunded). */
      voided: boolean;
    }
  | { kind: "changed"; from: CalendarDate; fields: (keyof DeliveryContents | "frequency")[] }
  /** A cancel undone: the subscription goes on; `next` is its next box. */
  | { kind: "uncancelled"; next: CalendarDate | null };

/**
 * The state machine's answer: the new state and what happened, or the refusal. `unchanged`: the
 * action asked for what already is (a box skipped twice), so nothing is written or sent.
 */
export type Decision =
  | { ok: true; state: LifecycleState; event: LifecycleEvent; unchanged?: true }
  | { ok: false; message: string };

export const open = (slot: Slot) =>
  slot.status === "scheduled" || slot.status === "skipped" || slot.status === "paused";
export const onOrAfter = (slot: Slot, today: CalendarDate) => compareDates(slot.date, today) >= 0;

/**
 * True while a box can still be skipped, changed or cancelled: until its packing cut-off
 * (fulfilment-rules.ts), the first box of an order too.
 */
export function canChange(slot: Pick<Slot, "date">, today: CalendarDate): boolean {
  return canChangeBox(slot.date, today);
}

/** The next box that will ship: the first scheduled delivery from today on, or null. */
export function nextDelivery(state: LifecycleState, today: CalendarDate): Slot | null {
  return state.slots.find((slot) => slot.status === "scheduled" && onOrAfter(slot, today)) ?? null;
}

/**
 * On a prepaid plan the deliveries are paid already, at the price of the box and quantity bought:
 * a change may not make a delivery cost more. The swap and quantity dialogs disable what this
 * refuses, with the same sentence.
 */
export const PREPAID_COSTS_MORE =
  "Your deliveries are paid in advance at the price of your current box and quantity. " +
  "Choose a box and quantity that cost no more per delivery, or cancel and order the new one.";
/** A prepaid plan's shipping is paid for the address it was paid for (decision 213). */
export const PREPAID_SHIPPING_COSTS_MORE =
  "Your deliveries are paid in advance with shipping to your current address. Shipping to this " +
  "address costs more: choose an address where shipping costs no more, or cancel and order again.";

export function prepaidRefuses(
  deliveriesLeft: number | null,
  newPricePerDelivery: number,
  currentPricePerDelivery: number,
): boolean {
  return deliveriesLeft !== null && newPricePerDelivery > currentPricePerDelivery;
}

/** Price of one delivery of `contents`: the box's plan price and its shipping, times the quantity. */
export function pricePerDelivery(
  contents: Pick<DeliveryContents, "unitPrice" | "shipping" | "quantity">,
) {
  return (contents.unitPrice + contents.shipping) * contents.quantity;
}

export function clone(state: LifecycleState): LifecycleState {
  return {
    ...state,
    contents: { ...state.contents },
    slots: state.slots.map((slot) => ({ ...slot, contents: { ...slot.contents } })),
  };
}

/** The last day the next box can be skipped or changed, or null when none will ship. */
export function nextChangeDeadline(state: LifecycleState, today: CalendarDate) {
  const next = nextDelivery(state, today);
  return next && canChange(next, today) ? cutoffDay(next.date) : null;
}

/**
 * True while nothing of the subscription has shipped or is being packed: cancelling now ships
 * nothing and charges nothing (the first box's cut-off has not passed).
 */
export function nothingPackedYet(state: LifecycleState, today: CalendarDate): boolean {
  return state.slots.every(
    (slot) =>
      slot.status !== "shipped" &&
      !(slot.status === "scheduled" && (!onOrAfter(slot, today) || !canChange(slot, today))),
  );
}

/** The box of `date`, from today on, or null. */
export function boxOn(state: LifecycleState, date: CalendarDate, today: CalendarDate) {
  return state.slots.find((slot) => slot.date === date && onOrAfter(slot, today)) ?? null;
}

/** Without a date, unskip brings back the skipped box just before the next one that ships. */
export function lastSkipped(state: LifecycleState, today: CalendarDate) {
  const next = nextDelivery(state, today);
  const skipped = state.slots.filter(
    (slot) =>
      slot.status === "skipped" &&
      onOrAfter(slot, today) &&
      (!next || compareDates(slot.date, next.date) < 0),
  );
  return skipped.at(-1) ?? null;
}

export const IN_PAUSE = "This box falls in your pause: resume the subscription to send it.";

/** "There is no box of Tuesday, March 2, 2027 to skip." */
export function noBox(date: CalendarDate | undefined, kind: "skip" | "unskip") {
  const verb = kind === "skip" ? "skip" : "bring back";
  if (date !== undefined) return `There is no box of ${formatCalendarDate(date)} to ${verb}.`;
  return kind === "skip"
    ? "There is no box scheduled to skip."
    : "There is no skipped box to bring back.";
}
