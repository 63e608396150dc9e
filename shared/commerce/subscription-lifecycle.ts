import { compareDates, formatCalendarDate, pauseEnd, type CalendarDate } from "./dates";
import { renewIfPacked, topUp } from "./lifecycle-schedule";
import {
  boxOn,
  canChange,
  IN_PAUSE,
  noBox,
  clone,
  lastSkipped,
  nextDelivery,
  nothingPackedYet,
  onOrAfter,
  open,
  prepaidRefuses,
  PREPAID_COSTS_MORE,
  PREPAID_SHIPPING_COSTS_MORE,
  pricePerDelivery,
  type ActionKind,
  type Decision,
  type DeliveryContents,
  type LifecycleAction,
  type LifecycleState,
} from "./lifecycle-state";

/**
 * The subscription lifecycle (issue 13, decision 100): one state machine, pure, shared by the
 * API's services, the portal page, the packing list and the jobs. It works on a subscription and
 * all its delivery rows (lifecycle-state.ts); the server loads them, asks `decide` here or
 * `advance` (time passing, lifecycle-schedule.ts), and writes back the difference. Nothing here
 * reads a clock: `today` is the shop's calendar date, given.
 *
 * States: pending (waiting for a card payment or a bank transfer), active, paused (until a date), cancelled (ends
 * on a date: the boxes already paid for still ship, nothing after them).
 */

export const ALREADY_PACKED = "This box is already being packed";
export const PAYMENT_PENDING =
  "Your card payment is still being confirmed. You can change or cancel this subscription as soon as it has started.";

/**
 * Why a subscription whose order waits for its bank transfer (decision 273) refuses anything but
 * a cancel; `reference` is the order's, "PB-000042".
 */
export function transferPending(reference: string) {
  return `Your order is waiting for your bank transfer (reference ${reference}): you can change this subscription once it has arrived, or cancel it now.`;
}

const cancelledMessages: Record<Exclude<ActionKind, "uncancel">, (endsOn: string) => string> = {
  skip: () => "This subscription is cancelled: there is no box to skip.",
  unskip: () => "This subscription is cancelled: there is no skipped box to bring back.",
  pause: () => "This subscription is cancelled, so it cannot be paused.",
  resume: () => "This subscription is cancelled, so it cannot be resumed.",
  change: () => "This subscription is cancelled, so it cannot be changed.",
  cancel: (endsOn) => `This subscription is already cancelled. It ends on ${endsOn}.`,
};

export const NOT_CANCELLED = "This subscription is not cancelled, so there is nothing to undo.";
export const NOTHING_TO_UNDO =
  "Nothing of this subscription is left to ship, so its cancel cannot be undone: order it again.";
export const TOO_LATE_TO_UNDO =
  "The last paid box is already being packed, so this cancel can no longer be undone: order it again.";

function refuse(message: string): Decision {
  return { ok: false, message };
}

/**
 * Applies one customer action on `today` to a subscription already advanced to today. Refusals
 * are sentences for the customer; the API answers them 409. `transfer`: the reference of the
 * order when a pending subscription waits for its bank transfer, not for a card payment.
 */
export function decide(
  current: LifecycleState,
  action: LifecycleAction,
  today: CalendarDate,
  transfer: string | null = null,
): Decision {
  if (current.status === "pending") {
    if (transfer === null) return refuse(PAYMENT_PENDING);
    return action.kind === "cancel"
      ? cancelUnpaid(current, today)
      : refuse(transferPending(transfer));
  }
  if (current.status === "cancelled") return decideCancelled(current, action, today);
  const state = clone(current);
  switch (action.kind) {
    case "skip": {
      const target =
        action.date === undefined ? nextDelivery(state, today) : boxOn(state, action.date, today);
      if (!target || !open(target)) return refuse(noBox(action.date, "skip"));
      if (target.status === "skipped") {
        return { ok: true, state, event: { kind: "skipped", date: target.date }, unchanged: true };
      }
      if (target.status === "paused") return refuse(IN_PAUSE);
      if (!canChange(target, today)) return refuse(ALREADY_PACKED);
      target.status = "skipped";
      topUp(state, today);
      return { ok: true, state, event: { kind: "skipped", date: target.date } };
    }
    case "unskip": {
      const target =
        action.date === undefined ? lastSkipped(state, today) : boxOn(state, action.date, today);
      if (target?.status === "paused") return refuse(IN_PAUSE);
      if (!target || (target.status !== "skipped" && target.status !== "scheduled")) {
        return refuse(noBox(action.date, "unskip"));
      }
      if (target.status === "scheduled") {
        return {
          ok: true,
          state,
          event: { kind: "unskipped", date: target.date },
          unchanged: true,
        };
      }
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
    case "uncancel":
      return refuse(NOT_CANCELLED);
    case "change":
      return change(state, action, today);
  }
}

/**
 * A cancelled subscription (decision 218): the cancel can be undone, and a prepaid plan's paid
 * boxes keep their controls until each one's cut-off. An action on them is decided as on the
 * live subscription, then exactly the paid boxes are kept again: a skipped or paused paid box
 * comes later (decision 102), so the end date moves with it; nothing more ships.
 */
function decideCancelled(
  current: LifecycleState,
  action: LifecycleAction,
  today: CalendarDate,
): Decision {
  if (action.kind === "uncancel") return uncancel(current, today);
  const refused = refuse(
    cancelledMessages[action.kind](formatCalendarDate(current.endsOn ?? today)),
  );
  const paid = current.deliveriesLeft;
  const controllable = current.slots.some(
    (slot) => open(slot) && onOrAfter(slot, today) && canChange(slot, today),
  );
  if (paid === null || paid === 0 || action.kind === "cancel" || !controllable) return refused;
  const live = clone(current);
  live.pausedUntil = pauseAhead(live, today);
  live.status = live.pausedUntil ? "paused" : "active";
  live.endsOn = null;
  const decision = decide(live, action, today);
  if (!decision.ok) return decision;
  if (decision.unchanged) return { ...decision, state: clone(current) };
  keepPaid(decision.state, today, paid);
  return decision;
}

/** Keeps the `paid` next boxes that ship and every row before them; ends after the last. */
function keepPaid(state: LifecycleState, today: CalendarDate, paid: number) {
  topUp(state, today, paid);
  const kept = state.slots
    .filter((slot) => slot.status === "scheduled" && onOrAfter(slot, today))
    .slice(0, paid);
  const last = kept.at(-1)?.date ?? today;
  state.slots = state.slots.filter(
    (slot) => !open(slot) || !onOrAfter(slot, today) || compareDates(slot.date, last) <= 0,
  );
  state.status = "cancelled";
  state.endsOn = last;
  // A cancelled subscription stores no pause: its paused boxes say it (pauseAhead).
  state.pausedUntil = null;
}

/**
 * The pause a cancelled subscription's paused boxes make, as the day boxes ship again (the date
 * of the box after the last paused one), or null when none is paused from today on.
 */
function pauseAhead(state: LifecycleState, today: CalendarDate): CalendarDate | null {
  const index = state.slots.findLastIndex(
    (slot) => slot.status === "paused" && onOrAfter(slot, today),
  );
  if (index < 0) return null;
  const after = state.slots[index + 1];
  return after ? after.date : pauseEnd(state.slots[index]!.date, 1);
}

/**
 * Undoing a cancel (decision 218): possible while a box it kept is still to come — on a prepaid
 * plan until the last paid box's cut-off, with pay per box until the box being packed ships.
 * The subscription goes on as before: rows are written again after the kept boxes.
 */
function uncancel(current: LifecycleState, today: CalendarDate): Decision {
  const state = clone(current);
  const last = state.slots
    .filter((slot) => slot.status === "scheduled" && onOrAfter(slot, today))
    .at(-1);
  if (!last) return refuse(NOTHING_TO_UNDO);
  if (state.deliveriesLeft !== null && !canChange(last, today)) return refuse(TOO_LATE_TO_UNDO);
  state.pausedUntil = pauseAhead(state, today);
  state.status = state.pausedUntil ? "paused" : "active";
  state.endsOn = null;
  topUp(state, today);
  return {
    ok: true,
    state,
    event: { kind: "uncancelled", next: nextDelivery(state, today)?.date ?? null },
  };
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
 * Cancelling (decisions 102 and 207): the subscription ends after the last box already paid for
 * or being packed. Before the first box's cut-off nothing has been packed: nothing ships and
 * nothing is charged (`voided`; a card payment is refunded), on a prepaid plan too. After it, a
 * prepaid plan's paid boxes still ship, on their dates; with pay per box, the box being packed
 * (past its cut-off, so paid or due) still ships. A pause ends, so paid boxes are not held back.
 * Every later delivery row goes; none is ever added again.
 */
function cancel(state: LifecycleState, today: CalendarDate): Decision {
  if (state.status === "paused") resumeSlots(state, today);
  const voided = nothingPackedYet(state, today);
  if (!voided) renewIfPacked(state, today);
  const next = nextDelivery(state, today);
  const keep = voided
    ? 0
    : state.deliveriesLeft !== null
      ? state.deliveriesLeft
      : next && !canChange(next, today)
        ? 1
        : 0;
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
  if (voided && state.deliveriesLeft !== null) state.deliveriesLeft = 0;
  return {
    ok: true,
    state,
    event: {
      kind: "cancelled",
      endsOn: state.endsOn,
      lastDeliveries: kept.map((s) => s.date),
      voided,
    },
  };
}

/**
 * Cancelling while the order waits for its bank transfer (decision 273): nothing is paid, so it
 * ends today with nothing to ship, as a cancel before the first cut-off (every box row still to
 * ship goes, whatever its day: the first box's day may have passed while the transfer was
 * awaited).
 */
function cancelUnpaid(current: LifecycleState, today: CalendarDate): Decision {
  const state = clone(current);
  state.slots = state.slots.filter((slot) => !open(slot));
  state.status = "cancelled";
  state.pausedUntil = null;
  state.endsOn = today;
  if (state.deliveriesLeft !== null) state.deliveriesLeft = 0;
  return {
    ok: true,
    state,
    event: { kind: "cancelled", endsOn: today, lastDeliveries: [], voided: true },
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
  if (state.deliveriesLeft !== null && next.shipping > state.contents.shipping) {
    return refuse(PREPAID_SHIPPING_COSTS_MORE);
  }
  if (
    prepaidRefuses(state.deliveriesLeft, pricePerDelivery(next), pricePerDelivery(state.contents))
  ) {
    return refuse(PREPAID_COSTS_MORE);
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
