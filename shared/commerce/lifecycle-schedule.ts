import { compareDates, deliveryDateOf, horizonEnd, type CalendarDate } from "./dates";
import { canChange, clone, nextDelivery, onOrAfter, type LifecycleState } from "./lifecycle-state";

// Time passing (decision 101): deliveries written ahead to the horizon, boxes shipped, prepaid
// blocks renewed, pauses ended. Pure: `today` is given.

function dateOf(state: LifecycleState, sequence: number) {
  return deliveryDateOf(state.anchorDate, state.anchorSequence, state.frequency, sequence);
}

/**
 * Writes down deliveries after the last one (decision 101): through the horizon (the end of the
 * month 12 months ahead), and further until at least `minScheduled` boxes from today on will ship
 * and one of them can still be changed. A cancelled subscription never gets a new delivery.
 */
export function topUp(state: LifecycleState, today: CalendarDate, minScheduled = 1) {
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
export function renewIfPacked(state: LifecycleState, today: CalendarDate) {
  if (state.deliveriesLeft !== 0 || state.prepaidBlock === 0 || state.status === "cancelled") {
    return;
  }
  const next = nextDelivery(state, today);
  if (next && !canChange(next, today)) state.deliveriesLeft = state.prepaidBlock;
}

/**
 * A prepaid subscription that ends after its paid boxes and never renews (a gift, decision 269):
 * its paid boxes written from today on, then cancelled after the last of them, as a prepaid
 * subscription cancelled once a box is packed keeps exactly its paid boxes (decision 218). Unlike
 * a cancel, nothing is voided: the boxes were paid by someone else.
 */
export function endAfterPaid(current: LifecycleState, today: CalendarDate): LifecycleState {
  const state = clone(current);
  const paid = state.deliveriesLeft ?? 0;
  topUp(state, today, paid);
  const kept = state.slots
    .filter((slot) => slot.status === "scheduled" && onOrAfter(slot, today))
    .slice(0, paid);
  const last = kept.at(-1)?.date ?? today;
  state.slots = state.slots.filter(
    (slot) => slot.status !== "scheduled" || compareDates(slot.date, last) <= 0,
  );
  state.status = "cancelled";
  state.pausedUntil = null;
  state.endsOn = last;
  return state;
}
