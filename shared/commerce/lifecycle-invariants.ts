import { compareDates, type CalendarDate } from "./dates";
import { isShipDay } from "./fulfilment-rules";
import { nextDelivery, onOrAfter, open, type LifecycleState } from "./lifecycle-state";

/**
 * The invariants every state must keep (issue 13): one delivery per date and per number, in the
 * same order; nothing scheduled in the past once advanced; a cancelled subscription has nothing
 * after its end and never gains a delivery; boxes ship on ship days (decision 207); a paused one
 * has an end to its pause. Returns the
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
  for (const slot of state.slots) {
    if (slot.status === "scheduled" && !isShipDay(slot.date)) {
      broken.push(`a box on a day the shop does not ship (${slot.date})`);
    }
  }
  if (state.status === "paused" && !state.pausedUntil) broken.push("paused without an end");
  if (state.deliveriesLeft !== null && state.deliveriesLeft < 0) broken.push("negative prepaid");
  return broken;
}
