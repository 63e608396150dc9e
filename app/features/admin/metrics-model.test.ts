import { describe, expect, it } from "vitest";
import { metricsFixture } from "./metrics-fixture";
import {
  activityRows,
  formatChange,
  formatFigure,
  headlineFigures,
  monthName,
  reasonRows,
  shippedTable,
} from "./metrics-model";

describe("the headline figures", () => {
  it("show today's value and the change since the end of last month, good news apart from bad", () => {
    const figures = headlineFigures(metricsFixture);
    const byLabel = Object.fromEntries(figures.map((f) => [f.label, [f.value, f.change, f.trend]]));
    expect(byLabel).toEqual({
      "Active subscriptions": ["1,234", "+45 since last month", "better"],
      "Skipping the next box": ["41", "Same as last month", "neutral"],
      Paused: ["18", "\u22122 since last month", "better"],
      MRR: ["$37,024.66", "+$1,424.55 since last month", "better"],
      "New this month": ["57", "Same as last month", "neutral"],
      "Cancelled this month": ["12", "\u22127 since last month", "better"],
      "Churn rate": ["1.0%", "\u22120.6 points since last month", "better"],
      "Skip rate": ["3.3%", "+0.3 points since last month", "worse"],
      "Average revenue per subscriber": ["$30.00", "+$0.06 since last month", "better"],
      "To pack, next 7 days": ["310", "Same as last month", "neutral"],
      "To pack, next 30 days": ["1,190", "Same as last month", "neutral"],
      Unpaid: ["$129.50", "+$45.00 since last month", "worse"],
      "Late boxes": ["3", "+3 since last month", "worse"],
      "Open problems": ["2", "Same as last month", "neutral"],
    });
    // Every figure says what it counts.
    for (const figure of figures) expect(figure.help.length).toBeGreaterThan(20);
  });

  it("format money in the shop's way, rates to a tenth of a percent, and changes with a sign", () => {
    expect(formatFigure("money", 123_456)).toBe("$1,234.56");
    expect(formatFigure("rate", 0.042)).toBe("4.2%");
    expect(formatFigure("count", 50_000)).toBe("50,000");
    expect(formatChange("money", -550)).toBe("\u2212$5.50");
    expect(formatChange("rate", 0.01)).toBe("+1.0 point");
    // A change smaller than what the rate shows is no change to tell.
    expect(formatChange("rate", 0.0004)).toBeNull();
    expect(formatChange("count", 0)).toBeNull();
  });
});

describe("the tables beside the charts", () => {
  it("list the 12 months' active subscriptions and MRR, oldest first", () => {
    const rows = activityRows(metricsFixture.months);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatchObject({ label: "December 2025", short: "Dec 2025", active: 1000 });
    expect(rows[11]).toMatchObject({ label: "November 2026", active: 1234, mrrCents: 3_702_466 });
    expect(monthName("2026-02")).toBe("February 2026");
  });

  it("count cancellations by reason this month and over 12 months, every reason listed", () => {
    const rows = reasonRows(metricsFixture.months);
    expect(rows.map((row) => [row.label, row.thisMonth, row.twelveMonths])).toEqual([
      ["It costs too much", 7, 29],
      ["My pet didn't enjoy the boxes", 0, 0],
      ["We have more than we need", 0, 0],
      ["Allergies or diet", 1, 1],
      ["Moving or travelling", 0, 11],
      ["Something else", 0, 0],
      ["No reason given", 4, 26],
    ]);
  });

  it("count a reason the page does not know as no reason given", () => {
    const [month] = metricsFixture.months;
    const rows = reasonRows([
      { ...month!, cancellationsByReason: { "price-hike": 3, unknown: 1 } },
    ]);
    expect(rows.find((row) => row.reason === "unknown")?.thisMonth).toBe(4);
  });

  it("name shipped boxes from the catalogue, in its order, and an unknown id as a box number", () => {
    const table = shippedTable(metricsFixture.months, [
      { id: "2", name: "Playful Pup Pack" },
      { id: "1", name: "Cozy Cat Corner" },
      { id: "3", name: "Senior Dog Comfort" },
    ]);
    expect(table.boxes.map((box) => box.name)).toEqual([
      "Playful Pup Pack",
      "Cozy Cat Corner",
      "Box 99",
    ]);
    expect(table.rows[0]).toMatchObject({
      label: "December 2025",
      counts: [480, 500, 0],
      total: 980,
    });
    expect(table.rows[11]).toMatchObject({ counts: [590, 600, 3], total: 1193 });
  });
});
