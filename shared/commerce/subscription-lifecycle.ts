import {
  compareDates,
  deliveryDateOf,
  formatCalendarDate,
  horizonEnd,
  isChangeable,
  lastChangeDay,
  pauseEnd,
  type CalendarDate,
  type Frequency,
} from "./dates";

/**
 * The subscription lifecycle (issue 13, decision 100): one state machine, pure, shared by the
 * API's services, the portal page, the packing list and the jobs. It works on a subscription and
 * all its delivery rows; the server loads them, asks `decide` or `advance`, and writes back the
 * difference. Nothing here reads a clock: `today` is the shop's calendar date, given.
 *
 * States: pending (waiting for a card payment), active, paused (until a date), cancelled (ends
 * on a date: the boxes already paid for still ship, nothing after them).
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

export const ALREADY_PACKED = "This box is already being packed";
export const PAYMENT_PENDING =
  "Your card payment is still being confirmed. You can change or cancel this subscription as soon as it has started.";

const cancelledMessages: Record<ActionKind, (endsOn: string) => string> = {
  skip: () => "This subscription is cancelled: there is no box to skip.",
  unskip: () => "This subscription is cancelled: there is no skipped box to bring back.",
  pause: () => "This subscription is cancelled, so it cannot be paused.",
  resume: () => "This subscription is cancelled, so it cannot be resumed.",
  change: () => "This subscription is cancelled, so it cannot be changed.",
  cancel: (endsOn) => `This subscription is already cancelled. It ends on ${endsOn}.`,
};

const open = (slot: Slot) =>
  slot.status === "scheduled" || slot.status === "skipped" || slot.status === "paused";
const onOrAfter = (slot: Slot, today: CalendarDate) => compareDates(slot.date, today) >= 0;

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

function clone(state: LifecycleState): LifecycleState {
  return {
    ...state,
    contents: { ...state.contents },
    slots: state.slots.map((slot) => ({ ...slot, contents: { ...slot.contents } })),
  };
}

function dateOf(state: LifecycleState, sequence: number) {
  return deliveryDateOf(state.anchorDate, state.anchorSequence, state.frequency, sequence);
}

/**
 * Writes down deliveries after the last one (decision 101): through the horizon (the end of the
 * month 12 months ahead), and further until at least `minScheduled` boxes from today on will ship
 * and one of them can still be changed. A cancelled subscription never gets a new delivery.
 */
function topUp(state: LifecycleState, today: CalendarDate, minScheduled = 1) {
  if (state.status === "cancelled") return;
  const until = horizonEnd(today);
  const enough = () => {
    const coming = state.slots.filter((s) => s.status === "scheduled" && onOrAfter(s, today));
    return (
      coming.length >= minScheduled &&
      coming.some((slot) => canChange(slot, today)) &&
      compareDates(state.slots.at(-1)?.date ?? today, until) >= 0
    );
  };
  while (!enough()) {
    const last = state.slots.at(-1);
    const sequence = last ? last.sequence + 1 : state.anchorSequence;
    const date = dateOf(state, sequence);
    const paused =
      state.status === "paused" &&
      state.pausedUntil !== null &&
      compareDates(date, state.pausedUntil) < 0;
    state.slots.push({
      sequence,
      date,
      status: paused ? "paused" : "scheduled",
      contents: { ...state.contents },
    });
  }
}

/**
 * Time passing, up to `today`: boxes dated before today have shipped (a prepaid one uses up one
 * paid delivery), a prepaid block is paid again when the first box after it is being packed,
 * a pause that has ended ends, and the rows are kept filled to the horizon. The jobs run it
 * every day; every action runs it first, so a decision never rests on yesterday's state.
 */
export function advance(current: LifecycleState, today: CalendarDate): LifecycleState {
  const state = clone(current);
  if (state.status === "pending") return state;
  // Rows first (a subscription not advanced for a while may lack some already past), then
  // every box whose day has passed ships.
  topUp(state, today);
  for (const slot of state.slots) {
    if (slot.status !== "scheduled" || onOrAfter(slot, today)) continue;
    slot.status = "shipped";
    if (state.deliveriesLeft !== null) {
      // A box shipped with none paid left was the first of a new block, paid when it was packed.
      const left = state.deliveriesLeft === 0 ? state.prepaidBlock : state.deliveriesLeft;
      state.deliveriesLeft = Math.max(0, left - 1);
    }
  }
  renewIfPacked(state, today);
  if (
    state.status === "paused" &&
    state.pausedUntil !== null &&
    compareDates(today, state.pausedUntil) >= 0
  ) {
    state.status = "active";
    state.pausedUntil = null;
  }
  topUp(state, today);
  return state;
}

/** A prepaid subscription with no paid box left pays its next block when that box is packed. */
function renewIfPacked(state: LifecycleState, today: CalendarDate) {
  if (state.deliveriesLeft !== 0 || state.prepaidBlock === 0 || state.status === "cancelled") {
    return;
  }
  const next = nextDelivery(state, today);
  if (next && !canChange(next, today)) state.deliveriesLeft = state.prepaidBlock;
}

function refuse(message: string): Decision {
  return { ok: false, message };
}

/**
 * Applies one customer action on `today` to a subscription already advanced to today. Refusals
 * are sentences for the customer; the API answers them 409.
 */
export function decide(
  current: LifecycleState,
  action: LifecycleAction,
  today: CalendarDate,
): Decision {
  if (current.status === "pending") return refuse(PAYMENT_PENDING);
  if (current.status === "cancelled") {
    return refuse(cancelledMessages[action.kind](formatCalendarDate(current.endsOn ?? today)));
  }
  const state = clone(current);
  switch (action.kind) {
    case "skip": {
      const target = nextDelivery(state, today);
      if (!target) return refuse("There is no box scheduled to skip.");
      if (!canChange(target, today)) return refuse(ALREADY_PACKED);
      target.status = "skipped";
      topUp(state, today);
      return { ok: true, state, event: { kind: "skipped", date: target.date } };
    }
    case "unskip": {
      const next = nextDelivery(state, today);
      const skipped = state.slots.filter(
        (slot) =>
          slot.status === "skipped" &&
          onOrAfter(slot, today) &&
          (!next || compareDates(slot.date, next.date) < 0),
      );
      const target = skipped.at(-1);
      if (!target) return refuse("There is no skipped box to bring back.");
      if (!canChange(target, today)) return refuse(ALREADY_PACKED);
      target.status = "scheduled";
      return { ok: true, state, event: { kind: "unskipped", date: target.date } };
    }
    case "pause": {
      if (state.status === "paused") {
        return refuse(
          `This subscription is already paused until ${formatCalendarDate(state.pausedUntil ?? today)}.`,
        );
      }
      const start = state.slots.find(
        (slot) => slot.status === "scheduled" && onOrAfter(slot, today) && canChange(slot, today),
      );
      if (!start) return refuse("There is no box scheduled to pause.");
      const until = pauseEnd(start.date, action.months);
      for (const slot of state.slots) {
        if (
          slot.status === "scheduled" &&
          compareDates(slot.date, start.date) >= 0 &&
          compareDates(slot.date, until) < 0
        ) {
          slot.status = "paused";
        }
      }
      state.status = "paused";
      state.pausedUntil = until;
      topUp(state, today);
      return {
        ok: true,
        state,
        event: { kind: "paused", from: start.date, until, months: action.months },
      };
    }
    case "resume": {
      if (state.status !== "paused") {
        return refuse("This subscription is not paused, so there is nothing to resume.");
      }
      resumeSlots(state, today);
      return { ok: true, state, event: { kind: "resumed" } };
    }
    case "cancel":
      return cancel(state, today);
    case "change":
      return change(state, action, today);
  }
}

/** Paused boxes that can still be packed ship again; the pause ends. */
function resumeSlots(state: LifecycleState, today: CalendarDate) {
  for (const slot of state.slots) {
    if (slot.status === "paused" && onOrAfter(slot, today) && canChange(slot, today)) {
      slot.status = "scheduled";
    }
  }
  state.status = "active";
  state.pausedUntil = null;
}

/**
 * Cancelling (decision 102): the subscription ends after the last box already paid for. A
 * prepaid plan's paid boxes still ship, on their dates; with pay per box, the box being packed
 * (past its cut-off, so paid or due) still ships. A pause ends, so paid boxes are not held back.
 * Every later delivery row goes; none is ever added again.
 */
function cancel(state: LifecycleState, today: CalendarDate): Decision {
  if (state.status === "paused") resumeSlots(state, today);
  renewIfPacked(state, today);
  const next = nextDelivery(state, today);
  const keep =
    state.deliveriesLeft !== null ? state.deliveriesLeft : next && !canChange(next, today) ? 1 : 0;
  topUp(state, today, keep);
  const kept = state.slots
    .filter((slot) => slot.status === "scheduled" && onOrAfter(slot, today))
    .slice(0, keep);
  const last = kept.at(-1)?.date ?? null;
  state.slots = state.slots.filter(
    (slot) =>
      !open(slot) ||
      !onOrAfter(slot, today) ||
      (last !== null && compareDates(slot.date, last) <= 0),
  );
  state.status = "cancelled";
  state.pausedUntil = null;
  state.endsOn = last ?? today;
  return {
    ok: true,
    state,
    event: { kind: "cancelled", endsOn: state.endsOn, lastDeliveries: kept.map((s) => s.date) },
  };
}

/**
 * Box, pet, quantity or address, from the next box that can still change (a box being packed
 * ships as it is). A swap to a box of another rhythm starts that rhythm at that box: it becomes
 * the anchor, and later deliveries are counted from it (skips after it are dropped; a pause
 * still holds back the boxes it covers). On a prepaid plan the deliveries are paid already, so
 * a change may not raise the price of a delivery.
 */
function change(
  state: LifecycleState,
  action: Extract<LifecycleAction, { kind: "change" }>,
  today: CalendarDate,
): Decision {
  const next = { ...state.contents, ...action.contents };
  if (state.deliveriesLeft !== null && pricePerDelivery(next) > pricePerDelivery(state.contents)) {
    return refuse(
      "Your deliveries are paid in advance at the price of your current box and quantity. " +
        "Choose a box and quantity that cost no more per delivery, or cancel and order the new one.",
    );
  }
  const from = state.slots.find(
    (slot) => open(slot) && onOrAfter(slot, today) && canChange(slot, today),
  );
  if (!from) return refuse(ALREADY_PACKED);
  const fields = (Object.keys(action.contents) as (keyof DeliveryContents)[]).filter(
    (key) => action.contents[key] !== undefined && action.contents[key] !== state.contents[key],
  );
  const rhythm = action.frequency !== undefined && action.frequency !== state.frequency;
  state.contents = next;
  for (const slot of state.slots) {
    if (open(slot) && slot.sequence >= from.sequence) slot.contents = { ...next };
  }
  if (rhythm && action.frequency) {
    state.frequency = action.frequency;
    state.anchorDate = from.date;
    state.anchorSequence = from.sequence;
    state.slots = state.slots.filter((slot) => slot.sequence <= from.sequence);
    topUp(state, today);
  }
  return {
    ok: true,
    state,
    event: {
      kind: "changed",
      from: from.date,
      fields: rhythm ? [...fields, "frequency"] : fields,
    },
  };
}

/** For the portal card: each action, allowed or the sentence that says why not. */
export function availableActions(
  state: LifecycleState,
  today: CalendarDate,
): Record<ActionKind, { allowed: true } | { allowed: false; message: string }> {
  const probe: Record<ActionKind, LifecycleAction> = {
    skip: { kind: "skip" },
    unskip: { kind: "unskip" },
    pause: { kind: "pause", months: 1 },
    resume: { kind: "resume" },
    cancel: { kind: "cancel" },
    change: { kind: "change", contents: {} },
  };
  const answer = {} as ReturnType<typeof availableActions>;
  for (const kind of actionKinds) {
    const decision = decide(state, probe[kind], today);
    answer[kind] = decision.ok ? { allowed: true } : { allowed: false, message: decision.message };
  }
  return answer;
}

/** The last day the next box can be skipped or changed, or null when none will ship. */
export function nextChangeDeadline(state: LifecycleState, today: CalendarDate) {
  const next = nextDelivery(state, today);
  return next && canChange(next, today) ? lastChangeDay(next.date) : null;
}

/**
 * The invariants every state must keep (issue 13): one delivery per date and per number, in the
 * same order; nothing scheduled in the past once advanced; a cancelled subscription has nothing
 * after its end and never gains a delivery; a paused one has an end to its pause. Returns the
 * broken ones, for tests.
 */
export function brokenInvariants(state: LifecycleState, today: CalendarDate): string[] {
  const broken: string[] = [];
  const dates = new Set(state.slots.map((slot) => slot.date));
  const sequences = new Set(state.slots.map((slot) => slot.sequence));
  if (dates.size !== state.slots.length) broken.push("two deliveries on one date");
  if (sequences.size !== state.slots.length) broken.push("two deliveries with one number");
  for (let i = 1; i < state.slots.length; i += 1) {
    const [a, b] = [state.slots[i - 1]!, state.slots[i]!];
    if (a.sequence >= b.sequence || compareDates(a.date, b.date) >= 0) {
      broken.push(`deliveries out of order at ${b.date}`);
    }
  }
  if (state.status !== "pending") {
    for (const slot of state.slots) {
      if (slot.status === "scheduled" && !onOrAfter(slot, today)) {
        broken.push(`a box scheduled in the past (${slot.date})`);
      }
    }
  }
  const next = nextDelivery(state, today);
  if (next && compareDates(next.date, today) < 0) broken.push("next delivery in the past");
  if (state.status === "cancelled") {
    if (!state.endsOn) broken.push("cancelled without an end date");
    for (const slot of state.slots) {
      if (open(slot) && state.endsOn && compareDates(slot.date, state.endsOn) > 0) {
        broken.push(`a delivery after the end (${slot.date})`);
      }
    }
  }
  if (state.status === "paused" && !state.pausedUntil) broken.push("paused without an end");
  if (state.deliveriesLeft !== null && state.deliveriesLeft < 0) broken.push("negative prepaid");
  return broken;
}
