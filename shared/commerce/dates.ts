/**
 * Delivery dates (decision 091). A date is a calendar date, "YYYY-MM-DD", in the shop's time
 * zone; nothing here reads the machine's local time. Every delivery is computed from the first
 * one (the anchor), never from the previous delivery, so month ends clamp without drifting:
 * 31 January + 1 month is 28 (29) February, + 2 months is 31 March.
 */

export type CalendarDate = string;

export const frequencies = ["Monthly", "Bi-Monthly", "Quarterly"] as const;
export type Frequency = (typeof frequencies)[number];

export const monthsBetweenDeliveries: Readonly<Record<Frequency, 1 | 2 | 3>> = {
  Monthly: 1,
  "Bi-Monthly": 2,
  Quarterly: 3,
};

/** The first box ships at most this many working days (Monday to Friday) after the order. */
export const FIRST_DELIVERY_WORKING_DAYS = 2;

interface Parts {
  year: number;
  month: number; // 1–12
  day: number;
}

const DAY_MS = 86_400_000;

export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC, so no local-time shifts.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parse(date: CalendarDate): Parts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const parts = match && { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (
    !parts ||
    parts.year < 1 ||
    parts.month < 1 ||
    parts.month > 12 ||
    parts.day < 1 ||
    parts.day > daysInMonth(parts.year, parts.month)
  ) {
    throw new RangeError(`"${date}" is not a calendar date (YYYY-MM-DD).`);
  }
  return parts;
}

function format({ year, month, day }: Parts): CalendarDate {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Days since 1970-01-01 of a calendar date, counted in UTC where every day has 24 hours. */
function dayNumber(date: CalendarDate): number {
  const { year, month, day } = parse(date);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day); // setUTCFullYear keeps years below 100 as written
  return Math.round(utc.getTime() / DAY_MS);
}

function fromDayNumber(days: number): CalendarDate {
  const utc = new Date(days * DAY_MS);
  return format({
    year: utc.getUTCFullYear(),
    month: utc.getUTCMonth() + 1,
    day: utc.getUTCDate(),
  });
}

export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== "string") return false;
  try {
    parse(value);
    return true;
  } catch {
    return false;
  }
}

/** -1, 0 or 1; calendar dates also compare correctly as strings, this says so. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  const difference = dayNumber(a) - dayNumber(b);
  return difference < 0 ? -1 : difference > 0 ? 1 : 0;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

// Making an Intl.DateTimeFormat costs far more than using one (about 0.1 ms: it loads locale
// data), and the server asks for today and formats dates on every order and action, so each
// formatter is made once and kept: one per time zone (a shop has one or two).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormatIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormats.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hourCycle: "h23",
    });
    if (dayFormats.size >= 16) dayFormats.clear();
    dayFormats.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date it is in `timeZone` at the instant `now` (an injected clock's reading). */
export function todayIn(timeZone: string, now: Date): CalendarDate {
  const parts = dayFormatIn(timeZone).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return format({ year: part("year"), month: part("month"), day: part("day") });
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  if (!Number.isInteger(days)) throw new RangeError(`${days} is not a whole number of days.`);
  return fromDayNumber(dayNumber(date) + days);
}

/** 0 Sunday … 6 Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  // 1970-01-01 was a Thursday (4).
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

export function isWorkingDay(date: CalendarDate): boolean {
  const day = dayOfWeek(date);
  return day !== 0 && day !== 6;
}

/** The `count`-th working day after `date` (Monday to Friday; public holidays are not known). */
export function addWorkingDays(date: CalendarDate, count: number): CalendarDate {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`${count} is not a whole, non-negative number of working days.`);
  }
  let current = date;
  for (let left = count; left > 0;) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) left -= 1;
  }
  return current;
}

/** `months` months after `date`, on the same day of the month or that month's last day. */
export function addMonthsClamped(date: CalendarDate, months: number): CalendarDate {
  if (!Number.isInteger(months)) throw new RangeError(`${months} is not a whole number of months.`);
  const { year, month, day } = parse(date);
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  if (nextYear < 1 || nextYear > 9999)
    throw new RangeError(`${date} + ${months} months is out of range.`);
  return format({
    year: nextYear,
    month: nextMonth,
    day: Math.min(day, daysInMonth(nextYear, nextMonth)),
  });
}

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

/** formatCalendarDate's formatter, made on first use (see dayFormats). */
let peopleFormat: Intl.DateTimeFormat | undefined;

/** A date for people, the one way the shop writes it: "Wednesday, November 25, 2026". */
export function formatCalendarDate(date: CalendarDate): string {
  const { year, month, day } = parse(date);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  peopleFormat ??= new Intl.DateTimeFormat("en-US", {
    // In UTC, where the instant was built, so no zone can move it to another day.
    timeZone: "UTC",
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
  return peopleFormat.format(utc);
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

/** "YYYY-MM" of a calendar date. */
export function monthOf(date: CalendarDate): string {
  return date.slice(0, 7);
}

export function isCalendarMonth(value: unknown): value is string {
  return typeof value === "string" && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && value >= "0001";
}

/** The first and last day of the month "YYYY-MM". */
export function monthBounds(month: string): { first: CalendarDate; last: CalendarDate } {
  if (!isCalendarMonth(month)) throw new RangeError(`"${month}" is not a month (YYYY-MM).`);
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  return {
    first: `${month}-01`,
    last: `${month}-${String(daysInMonth(year, number)).padStart(2, "0")}`,
  };
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
