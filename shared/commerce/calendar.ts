/**
 * Calendar dates, "YYYY-MM-DD": arithmetic, comparison, today in a time zone, and the one way the
 * shop writes a date for people. Nothing here reads the machine's local time. The shop's rules
 * about delivery dates stand on this in dates.ts.
 */

export type CalendarDate = string;

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

/**
 * The `count`-th working day after `date`: Monday to Friday, or the days `isDay` accepts (the
 * shop's ship days, which leave out its holidays: fulfilment-rules.ts).
 */
export function addWorkingDays(
  date: CalendarDate,
  count: number,
  isDay: (date: CalendarDate) => boolean = isWorkingDay,
): CalendarDate {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`${count} is not a whole, non-negative number of working days.`);
  }
  let current = date;
  for (let left = count; left > 0;) {
    current = addDays(current, 1);
    if (isDay(current)) left -= 1;
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
