import {
  compareDates,
  isChangeable,
  lastChangeDay,
  type CalendarDate,
  type Frequency,
} from "./dates";

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
  | { kind: "skip" }
  | { kind: "unskip" }
  | { kind: "pause"; months: 1 | 2 | 3 }
  | { kind: "resume" }
  | { kind: "cancel" }
  | {
      kind: "change";
      contents: Partial<DeliveryContents>;
      /** The new box's rhythm, when a swap changes it. */
      frequency?: Frequency;
    };

export type ActionKind = LifecycleAction["kind"];
export const actionKinds: readonly ActionKind[] = [
  "skip",
  "unskip",
  "pause",
  "resume",
  "cancel",
  "change",
];

/** What happened, for the confirmation message and the answer. */
export type LifecycleEvent =
  | { kind: "skipped"; date: CalendarDate }
  | { kind: "unskipped"; date: CalendarDate }
  | { kind: "paused"; from: CalendarDate; until: CalendarDate; months: 1 | 2 | 3 }
  | { kind: "resumed" }
  | { kind: "cancelled"; endsOn: CalendarDate; lastDeliveries: CalendarDate[] }
  | { kind: "changed"; from: CalendarDate; fields: (keyof DeliveryContents | "frequency")[] };

export type Decision =
  { ok: true; state: LifecycleState; event: LifecycleEvent } | { ok: false; message: string };

export const open = (slot: Slot) =>
  slot.status === "scheduled" || slot.status === "skipped" || slot.status === "paused";
export const onOrAfter = (slot: Slot, today: CalendarDate) => compareDates(slot.date, today) >= 0;

/**
 * True while a box can still be skipped or changed: until its cut-off (3 days before its date).
 * The first box of an order ships within 2 working days, so it is being packed from the start.
 */
export function canChange(slot: Pick<Slot, "sequence" | "date">, today: CalendarDate): boolean {
  return slot.sequence !== 0 && isChangeable(slot.date, today);
}

/** The next box that will ship: the first scheduled delivery from today on, or null. */
export function nextDelivery(state: LifecycleState, today: CalendarDate): Slot | null {
  return state.slots.find((slot) => slot.status === "scheduled" && onOrAfter(slot, today)) ?? null;
}

/** Price of one delivery of `contents`: the box's plan price times the quantity, in cents. */
export function pricePerDelivery(contents: Pick<DeliveryContents, "unitPrice" | "quantity">) {
  return contents.unitPrice * contents.quantity;
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
  return next && canChange(next, today) ? lastChangeDay(next.date) : null;
}
