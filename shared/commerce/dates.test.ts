import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonthsClamped,
  addWorkingDays,
  compareDates,
  dayOfWeek,
  deliveryDateOf,
  formatCalendarDate,
  horizonEnd,
  isCalendarDate,
  isCalendarMonth,
  isValidTimeZone,
  monthBounds,
  monthOf,
  nthDelivery,
  pauseEnd,
  todayIn,
} from "./dates";

describe("addMonthsClamped", () => {
  it("clamps to the month's last day: 31 January + 1 month is 28 February, 29 in a leap year", () => {
    expect(addMonthsClamped("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonthsClamped("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonthsClamped("2027-01-31", 2)).toBe("2027-03-31");
    expect(addMonthsClamped("2027-03-31", 1)).toBe("2027-04-30");
    expect(addMonthsClamped("2027-05-15", 3)).toBe("2027-08-15");
  });

  it("crosses year ends in both directions", () => {
    expect(addMonthsClamped("2026-12-31", 1)).toBe("2027-01-31");
    expect(addMonthsClamped("2026-11-30", 3)).toBe("2027-02-28");
    expect(addMonthsClamped("2027-01-15", -1)).toBe("2026-12-15");
    expect(addMonthsClamped("2026-12-31", 26)).toBe("2029-02-28");
  });
});

describe("nthDelivery", () => {
  it("counts every delivery from the anchor, so month ends do not drift, on working days", () => {
    const monthly = [0, 1, 2, 3, 4, 5].map((n) => nthDelivery("2026-12-31", "Monthly", n));
    // 31 January and 28 February 2027 are Sundays: those boxes ship on the Monday after.
    expect(monthly).toEqual([
      "2026-12-31",
      "2027-02-01",
      "2027-03-01",
      "2027-03-31",
      "2027-04-30",
      "2027-05-31",
    ]);
    // Stepping from the previous delivery instead would have given 28 March, 28 April …
    expect(addMonthsClamped(addMonthsClamped("2027-01-31", 1), 1)).toBe("2027-03-28");
  });

  it("spaces Bi-Monthly boxes 2 months and Quarterly boxes 3 months apart", () => {
    expect([0, 1, 2].map((n) => nthDelivery("2027-12-31", "Bi-Monthly", n))).toEqual([
      "2027-12-31",
      "2028-02-29",
      "2028-05-01", // 30 April 2028 is a Sunday
    ]);
    expect([0, 1, 2, 3, 4].map((n) => nthDelivery("2027-11-30", "Quarterly", n))).toEqual([
      "2027-11-30",
      "2028-02-29",
      "2028-05-30",
      "2028-08-30",
      "2028-11-30",
    ]);
  });

  it("refuses a negative or fractional delivery number", () => {
    expect(() => nthDelivery("2027-01-31", "Monthly", -1)).toThrow(RangeError);
    expect(() => nthDelivery("2027-01-31", "Monthly", 1.5)).toThrow(RangeError);
  });
});

describe("working days", () => {
  it("knows the days of the week", () => {
    expect(dayOfWeek("2026-11-23")).toBe(1); // a Monday
    expect(dayOfWeek("2028-02-29")).toBe(2); // a Tuesday
    expect(dayOfWeek("1969-12-31")).toBe(3); // before 1970 too
  });

  it("adds working days and plain days", () => {
    expect(addWorkingDays("2026-11-27", 0)).toBe("2026-11-27");
    expect(addWorkingDays("2026-11-27", 5)).toBe("2026-12-04");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(() => addWorkingDays("2026-11-27", -1)).toThrow(RangeError);
  });
});

describe("todayIn", () => {
  const instant = new Date("2026-11-23T22:30:00Z");

  it("is the calendar date in the shop's zone, which may differ from UTC's", () => {
    expect(todayIn("UTC", instant)).toBe("2026-11-23");
    expect(todayIn("Pacific/Auckland", instant)).toBe("2026-11-24"); // UTC+13 in November
    expect(todayIn("America/Los_Angeles", new Date("2026-11-24T05:00:00Z"))).toBe("2026-11-23");
  });

  it("turns the year in Tokyo before it does in UTC", () => {
    expect(todayIn("Asia/Tokyo", new Date("2026-12-31T15:00:00Z"))).toBe("2027-01-01");
    expect(todayIn("UTC", new Date("2026-12-31T15:00:00Z"))).toBe("2026-12-31");
  });

  it("does not depend on the machine's own time zone", () => {
    const before = process.env.TZ;
    process.env.TZ = "Pacific/Kiritimati";
    try {
      expect(todayIn("UTC", instant)).toBe("2026-11-23");
      expect(addMonthsClamped("2027-01-31", 1)).toBe("2027-02-28");
      expect(nthDelivery("2026-12-31", "Monthly", 1)).toBe("2027-02-01");
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it("tells valid zone names from invalid ones", () => {
    expect(isValidTimeZone("Europe/Berlin")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus_Mons")).toBe(false);
  });
});

describe("calendar dates", () => {
  it("accepts real dates only", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2027-13-01")).toBe(false);
    expect(isCalendarDate("2027-1-01")).toBe(false);
    expect(isCalendarDate(20270101)).toBe(false);
    expect(() => addDays("31/01/2027", 1)).toThrow(RangeError);
  });

  it("compares dates", () => {
    expect(compareDates("2027-01-31", "2027-02-01")).toBe(-1);
    expect(compareDates("2027-02-01", "2027-02-01")).toBe(0);
    expect(compareDates("2028-01-01", "2027-12-31")).toBe(1);
  });
});

describe("formatCalendarDate", () => {
  it("writes dates for people, on the same day whatever the machine's zone", () => {
    expect(formatCalendarDate("2026-11-25")).toBe("Wednesday, November 25, 2026");
    expect(formatCalendarDate("2028-02-29")).toBe("Tuesday, February 29, 2028");
  });
});

describe("pauses and months (issue 13; the cut-off is fulfilment-rules.test.ts)", () => {
  it("ends a pause whole calendar months after its first box, clamped at month ends", () => {
    expect(pauseEnd("2026-11-30", 3)).toBe("2027-02-28");
    expect(pauseEnd("2027-11-30", 3)).toBe("2028-02-29");
    expect(pauseEnd("2027-01-31", 1)).toBe("2027-02-28");
    // Across a year end.
    expect(pauseEnd("2026-12-15", 1)).toBe("2027-01-15");
    expect(pauseEnd("2026-11-01", 2)).toBe("2027-01-01");
  });

  it("counts deliveries from the latest anchor, so a new rhythm starts at its first box", () => {
    // A monthly box from 31 January, swapped at delivery 3 (30 April) to a quarterly one.
    expect(deliveryDateOf("2027-01-31", 0, "Monthly", 2)).toBe("2027-03-31");
    expect(deliveryDateOf("2027-04-30", 3, "Quarterly", 3)).toBe("2027-04-30");
    expect(deliveryDateOf("2027-04-30", 3, "Quarterly", 4)).toBe("2027-07-30");
    expect(deliveryDateOf("2027-04-30", 3, "Quarterly", 7)).toBe("2028-05-01"); // a Sunday moved
  });

  it("knows a month's first and last day, and how far ahead deliveries are written down", () => {
    expect(monthBounds("2028-02")).toEqual({ first: "2028-02-01", last: "2028-02-29" });
    expect(monthBounds("2027-02")).toEqual({ first: "2027-02-01", last: "2027-02-28" });
    expect(monthBounds("2026-12")).toEqual({ first: "2026-12-01", last: "2026-12-31" });
    expect(() => monthBounds("2026-13")).toThrow(RangeError);
    expect(isCalendarMonth("2026-12")).toBe(true);
    expect(isCalendarMonth("2026-1")).toBe(false);
    expect(monthOf("2026-12-31")).toBe("2026-12");
    expect(horizonEnd("2026-11-27")).toBe("2027-11-30");
    expect(horizonEnd("2027-01-31")).toBe("2028-01-31");
    expect(horizonEnd("2027-02-28")).toBe("2028-02-29");
  });
});
