/**
 * Delivery dates (decision 091). A date is a calendar date, "YYYY-MM-DD", in the shop's time
 * zone; nothing here reads the machine's local time. Every delivery is computed from the first
 * one (the anchor), never from the previous delivery, so month ends clamp without drifting:
 * 31 January + 1 month is 28 (29) February, + 2 months is 31 March.
 */

import {
  addDays,
  addMonthsClamped,
  addWorkingDays,
  compareDates,
  monthBounds,
  monthOf,
  type CalendarDate,
} from "./calendar";

// The one date module (ARCHITECTURE.md): the calendar arithmetic these rules stand on lives in
// calendar.ts and is exported from here too.
export * from "./calendar";

export const frequencies = ["Monthly", "Bi-Monthly", "Quarterly"] as const;
export type Frequency = (typeof frequencies)[number];

export const monthsBetweenDeliveries: Readonly<Record<Frequency, 1 | 2 | 3>> = {
  Monthly: 1,
  "Bi-Monthly": 2,
  Quarterly: 3,
};

/** The first box ships at most this many working days (Monday to Friday) after the order. */
export const FIRST_DELIVERY_WORKING_DAYS = 2;

/** The date the first box of an order placed on `orderDate` (in the shop's zone) ships. */
export function firstDeliveryDate(orderDate: CalendarDate): CalendarDate {
  return addWorkingDays(orderDate, FIRST_DELIVERY_WORKING_DAYS);
}

/**
 * Delivery number `n` of a subscription whose first delivery is `anchor` (n = 0 is the anchor).
 * Always from the anchor, so a 31st stays a 31st wherever the month has one.
 */
export function nthDelivery(anchor: CalendarDate, frequency: Frequency, n: number): CalendarDate {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${n} is not a delivery number.`);
  return addMonthsClamped(anchor, n * monthsBetweenDeliveries[frequency]);
}

// ---- Skip, pause, swap and reminders (issue 13, decisions 100–103) ----

/**
 * A box can be skipped or changed up to and including this many days before its date; from the
 * next day on it is being packed ("This box is already being packed").
 */
export const CHANGE_CUTOFF_DAYS = 3;

/** The reminder ("your box ships on …, skip or change until …") goes this many days before. */
export const REMINDER_DAYS_BEFORE = 5;

/** The last day, in the shop's zone, on which the box of `deliveryDate` can still be changed. */
export function lastChangeDay(deliveryDate: CalendarDate): CalendarDate {
  return addDays(deliveryDate, -CHANGE_CUTOFF_DAYS);
}

/** True while the box of `deliveryDate` can still be skipped or changed on `today`. */
export function isChangeable(deliveryDate: CalendarDate, today: CalendarDate): boolean {
  return compareDates(today, lastChangeDay(deliveryDate)) <= 0;
}

/** The day the reminder for the box of `deliveryDate` is due. */
export function reminderDay(deliveryDate: CalendarDate): CalendarDate {
  return addDays(deliveryDate, -REMINDER_DAYS_BEFORE);
}

/**
 * The end of a pause of `months` months that starts with the box of `start`: the first day on
 * which boxes ship again. Every box dated from `start` up to the day before is not sent. A pause
 * counts in calendar months like deliveries do, so a pause from 30 November for 3 months ends on
 * 28 February (29 in a leap year), and one from 15 December for 1 month ends on 15 January.
 */
export function pauseEnd(start: CalendarDate, months: 1 | 2 | 3): CalendarDate {
  return addMonthsClamped(start, months);
}

/**
 * Delivery number `sequence` of a subscription whose rhythm was last set at delivery
 * `anchorSequence` on `anchorDate` (a swap to a box of another rhythm re-anchors at the next
 * delivery; before that, the anchor is the first delivery, number 0). Still counted from the
 * anchor, never from the previous delivery.
 */
export function deliveryDateOf(
  anchorDate: CalendarDate,
  anchorSequence: number,
  frequency: Frequency,
  sequence: number,
): CalendarDate {
  return nthDelivery(anchorDate, frequency, sequence - anchorSequence);
}

/**
 * How far ahead deliveries are written down as rows (decision 101): through the last day of the
 * month `DELIVERY_HORIZON_MONTHS` after today's, so the packing list of any month up to then is
 * exact, whatever a customer skips or pauses.
 */
export const DELIVERY_HORIZON_MONTHS = 12;

export function horizonEnd(today: CalendarDate): CalendarDate {
  return monthBounds(monthOf(addMonthsClamped(today, DELIVERY_HORIZON_MONTHS))).last;
}
