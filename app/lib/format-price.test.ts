import { describe, expect, it } from "vitest";
import { formatPrice } from "./format-price";

describe("formatPrice", () => {
  it("prefixes a dollar sign and shows cents", () => {
    expect(formatPrice(29.99)).toBe("$29.99");
    expect(formatPrice(30)).toBe("$30.00");
    expect(formatPrice(0)).toBe("$0.00");
    expect(formatPrice(1234.5)).toBe("$1,234.50");
  });

  it("writes every amount as Intl's en-US dollar format does", () => {
    const intl = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: 2,
    });
    const amounts = [
      0.004, 0.005, 0.01, 0.1, 0.29, 1.005, 2.675, 9.995, 19.99, 44.99, 99.999, 100, 999.99, 1000,
      12_345.678, 1_000_000, 123_456_789.01, -0.001, -0, -5, -1234.5,
    ];
    for (let cents = 0; cents < 500_000; cents += 997) amounts.push(cents / 100);
    for (const amount of amounts)
      expect(formatPrice(amount), String(amount)).toBe(intl.format(amount));
  });
});
