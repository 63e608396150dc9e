import { describe, expect, it } from "vitest";
import { centsFromDollars, formatCents } from "./cents";

describe("cents from the catalogue's dollars", () => {
  it("turns every catalogue price into exact cents, despite binary floating point", () => {
    // 29.99 * 100 is 2998.9999999999995 in floating point.
    expect(centsFromDollars(29.99)).toBe(2999);
    expect(centsFromDollars(34.99)).toBe(3499);
    expect(centsFromDollars(0.1 + 0.2)).toBe(30);
    expect(centsFromDollars(0)).toBe(0);
    expect(centsFromDollars(1234.5)).toBe(123450);
  });

  it("refuses fractions of a cent, negative and non-finite prices", () => {
    expect(() => centsFromDollars(29.995)).toThrow(RangeError);
    expect(() => centsFromDollars(-1)).toThrow(RangeError);
    expect(() => centsFromDollars(Number.NaN)).toThrow(RangeError);
    expect(() => centsFromDollars(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("formatCents", () => {
  it("writes US dollars with two decimals and thousands separators", () => {
    expect(formatCents(2999)).toBe("$29.99");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(123450)).toBe("$1,234.50");
    expect(formatCents(123456789)).toBe("$1,234,567.89");
    expect(formatCents(-500)).toBe("-$5.00");
  });

  it("refuses fractions of a cent", () => {
    expect(() => formatCents(29.99)).toThrow(RangeError);
  });

  // Written by hand because making Intl's formatter costs a phone 100–200 ms of its first paint
  // (decision 007); it must write what Intl writes.
  it("writes every amount as Intl's en-US dollar format does", () => {
    const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    const amounts = [0, 1, 5, 10, 99, 100, 2999, 4499, 99_999, 100_000, 1_234_567, 12_345_678_901];
    for (let cents = 0; cents < 50_000_000; cents += 99_737) amounts.push(cents);
    for (const cents of [...amounts, ...amounts.map((each) => -each).filter(Boolean)]) {
      expect(formatCents(cents), String(cents)).toBe(intl.format(cents / 100));
    }
  });

  it("writes the catalogue's dollar prices as cents", () => {
    expect(formatCents(centsFromDollars(29.99))).toBe("$29.99");
    expect(formatCents(centsFromDollars(30))).toBe("$30.00");
    expect(formatCents(centsFromDollars(1234.5))).toBe("$1,234.50");
  });
});
