import { describe, expect, it } from "vitest";
import { countAt, easeOutCubic, formatStatistic, statistics } from "./count-up";

describe("count-up", () => {
  it("has the spec's four end values", () => {
    expect(statistics.map((s) => formatStatistic(s.end))).toEqual([
      "1500+",
      "800+",
      "250+",
      "1200+",
    ]);
    expect(statistics.map((s) => s.label)).toEqual([
      "boxes delivered",
      "happy subscribers",
      "pet products",
      "5-star reviews",
    ]);
  });

  it("starts at 0 and ends exactly at the end value after 3 seconds", () => {
    for (const { end } of statistics) {
      expect(countAt(0, end)).toBe(0);
      expect(countAt(3000, end)).toBe(end);
      expect(countAt(10_000, end)).toBe(end);
    }
  });

  it("is strictly between 0 and the end value halfway, and never goes down", () => {
    const halfway = countAt(1500, 1500);
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(1500);
    let previous = 0;
    for (let t = 0; t <= 3000; t += 50) {
      const value = countAt(t, 1200);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(Number.isInteger(value)).toBe(true);
      previous = value;
    }
  });

  it("eases out: clamps outside 0..1", () => {
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(2)).toBe(1);
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5);
  });
});
