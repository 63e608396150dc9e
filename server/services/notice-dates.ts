import {
  addDays,
  addMonthsClamped,
  compareDates,
  type CalendarDate,
} from "../../shared/commerce/dates";
import { cutoffDay } from "../../shared/commerce/fulfilment-rules";
import { onOrAfter, type LifecycleState, type Slot } from "../../shared/commerce/lifecycle-state";

// When each "never a surprise" notice is due (issue 28, decision 265). Pure: `today` is given.

/** Days before a prepaid block's card charge that its reminder goes out. */
export const RENEWAL_NOTICE_DAYS = 7;
/** The least notice of a price change, in days. */
export const PRICE_NOTICE_DAYS = 30;
/** A reminder the servers were down for goes out late within these days, never after. */
export const LATE_DAYS = 6;

/**
 * The day a box is charged: the day after its cut-off, when it is being packed (the card
 * provider's next payment, stripe-subscriptions.ts; a prepaid block renews then, renewIfPacked).
 */
export const chargeDayOf = (shipDate: CalendarDate): CalendarDate =>
  addDays(cutoffDay(shipDate), 1);

const coming = (state: LifecycleState, today: CalendarDate) =>
  state.slots.filter((slot) => slot.status === "scheduled" && onOrAfter(slot, today));

/**
 * The first box of the next prepaid block (its payment renews the block), or null: pay per box,
 * cancelled, or not written down yet. The `deliveriesLeft` boxes before it are paid already.
 */
export function nextBlockStart(state: LifecycleState, today: CalendarDate): Slot | null {
  if (state.prepaidBlock === 0 || state.deliveriesLeft === null) return null;
  if (state.status !== "active" && state.status !== "paused") return null;
  return coming(state, today)[state.deliveriesLeft] ?? null;
}

/** The renewal reminder due today, if any: the charge's day and the box it pays from. */
export function renewalDue(
  state: LifecycleState,
  today: CalendarDate,
): { chargeOn: CalendarDate; firstBoxOn: CalendarDate } | null {
  const start = nextBlockStart(state, today);
  if (!start) return null;
  const chargeOn = chargeDayOf(start.date);
  const remindOn = addDays(chargeOn, -RENEWAL_NOTICE_DAYS);
  if (compareDates(today, remindOn) < 0 || compareDates(today, chargeOn) >= 0) return null;
  return { chargeOn, firstBoxOn: start.date };
}

/**
 * The anniversary of `startedOn` due today, if any: the latest one on or before today, from the
 * first year on, still within LATE_DAYS (February 29 falls on February 28 in other years).
 */
export function anniversaryDue(startedOn: CalendarDate, today: CalendarDate): CalendarDate | null {
  const years = Number(today.slice(0, 4)) - Number(startedOn.slice(0, 4));
  for (const n of [years, years - 1]) {
    if (n < 1) continue;
    const day = addMonthsClamped(startedOn, 12 * n);
    if (compareDates(day, today) <= 0) {
      return compareDates(today, addDays(day, LATE_DAYS)) <= 0 ? day : null;
    }
  }
  return null;
}

/**
 * When a price change told today takes effect: the first charge at least PRICE_NOTICE_DAYS
 * from today (a box of pay per box, the start of a prepaid block), or null while no such box is
 * written down yet (the horizon is 12 months; a later pass tells it).
 */
export function priceChangeDates(
  state: LifecycleState,
  today: CalendarDate,
): { effectiveOn: CalendarDate; firstBoxOn: CalendarDate } | null {
  if (state.status !== "active" && state.status !== "paused") return null;
  const earliest = addDays(today, PRICE_NOTICE_DAYS);
  const boxes = coming(state, today);
  const block = state.prepaidBlock;
  const left = state.deliveriesLeft;
  // Prepaid: only a block's first box is charged; the `left` boxes before the next are paid.
  const starts =
    block > 0 && left !== null
      ? boxes.filter((_, index) => index >= left && (index - left) % block === 0)
      : boxes;
  const first = starts.find((slot) => compareDates(chargeDayOf(slot.date), earliest) >= 0);
  return first ? { effectiveOn: chargeDayOf(first.date), firstBoxOn: first.date } : null;
}
