/**
 * Delivery dates (decision 091). A date is a calendar date, "YYYY-MM-DD", in the shop's time
 * zone; nothing here reads the machine's local time. Every delivery is computed from the first
 * one (the anchor), never from the previous delivery, so month ends clamp without drifting:
 * 31 January + 1 month is 28 (29) February, + 2 months is 31 March.
 */

import { addMonthsClamped, monthBounds, monthOf, type CalendarDate } from "./calendar";
import { nthShipDate } from "./fulfilment-rules";

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

/**
 * Delivery number `n` of a subscription whose first delivery is `anchor` (n = 0 is the anchor).
 * Always from the anchor, so a 31st stays a 31st wherever the month has one; a date that falls
 * on a weekend or a shop holiday ships on the next working day (fulfilment-rules.ts).
 */
export function nthDelivery(anchor: CalendarDate, frequency: Frequency, n: number): CalendarDate {
  return nthShipDate(anchor, monthsBetweenDeliveries[frequency], n);
}

// ---- Skip, pause, swap and reminders (issue 13, decisions 100–103) ----

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
