import { describe, expect, it } from "vitest";
import { formatPrice } from "./format-price";

describe("formatPrice", () => {
  it("prefixes a dollar sign and shows cents", () => {
    expect(formatPrice(29.99)).toBe("$29.99");
    expect(formatPrice(30)).toBe("$30.00");
    expect(formatPrice(0)).toBe("$0.00");
    expect(formatPrice(1234.5)).toBe("$1,234.50");
  });
});
