import { describe, expect, it } from "vitest";
import {
  nextBoxSkipped,
  stateOn,
  subscriptionFigures,
  yearlyCents,
  type SubscriptionHistory,
} from "./definitions";

// Hand-made histories and the figures worked out by hand for them (decision 242).

const base: Omit<SubscriptionHistory, "createdOn"> = {
  cancelledOn: null,
  cancelReason: null,
  frequency: "Monthly",
  unitPriceCents: 2000,
  quantity: 1,
  pauses: [],
  boxes: [],
};

/** Bi-monthly, $29.99: 6 boxes a year, 17,994 cents, so 1,499.5 a month. */
const a: SubscriptionHistory = {
  ...base,
  createdOn: "2025-10-15",
  frequency: "Bi-Monthly",
  unitPriceCents: 2999,
  boxes: [{ date: "2026-02-15", skipped: false }],
};
/** Paused from 20 December to 20 February: over the year's end. */
const b: SubscriptionHistory = {
  ...base,
  createdOn: "2025-11-30",
  frequency: "Bi-Monthly",
  unitPriceCents: 2999,
  quantity: 2,
  pauses: [{ from: "2025-12-20", until: "2026-02-20" }],
};
/** Prepaid 12 quarterly boxes at 10 % off $30.00: $27.00 a box, 4 a year; its next box skipped. */
const c: SubscriptionHistory = {
  ...base,
  createdOn: "2025-06-01",
  frequency: "Quarterly",
  unitPriceCents: 2700,
  boxes: [
    { date: "2025-12-01", skipped: false },
    { date: "2026-03-01", skipped: true },
    { date: "2026-06-01", skipped: false },
  ],
};
/** Ordered on the month's last day. */
const d: SubscriptionHistory = {
  ...base,
  createdOn: "2026-01-31",
  unitPriceCents: 2500,
  boxes: [{ date: "2026-02-28", skipped: false }],
};
/** Cancelled on the month's last day, saying why. */
const e: SubscriptionHistory = {
  ...base,
  createdOn: "2025-12-31",
  cancelledOn: "2026-01-31",
  cancelReason: "too-expensive",
};
/** Cancelled on the month's first day, without a reason. */
const f: SubscriptionHistory = { ...base, createdOn: "2025-09-01", cancelledOn: "2026-01-01" };
/** Ordered the day after. */
const g: SubscriptionHistory = { ...base, createdOn: "2026-02-01" };

describe("the owner's numbers on hand-made histories", () => {
  it("count January 2026 at its last day as worked out by hand", () => {
    expect(subscriptionFigures([a, b, c, d, e, f, g], "2026-01-31")).toEqual({
      activeSubscriptions: 3, // a, c, d
      pausedSubscriptions: 1, // b
      skippedSubscriptions: 1, // c
      cancelledSubscriptions: 2, // e, f
      // (17,994 + 10,800 + 30,000) / 12 = 4,899.5, half up
      mrr: 4900,
      newThisMonth: 1, // d
      cancelledThisMonth: 2, // e, f
      // a, b (paused), c, e, f were live at the end of 31 December
      churnRate: 2 / 5,
      skipRate: 1 / 3,
      averageRevenuePerSubscriber: 1633, // 4,900 / 3
      cancellationsByReason: { "too-expensive": 1, unknown: 1 },
    });
  });

  it("read a pause over the year's end day by day, its last day exclusive", () => {
    expect(stateOn(b, "2025-12-19")).toBe("active");
    expect(stateOn(b, "2025-12-20")).toBe("paused");
    expect(stateOn(b, "2025-12-31")).toBe("paused");
    expect(stateOn(b, "2026-01-01")).toBe("paused");
    expect(stateOn(b, "2026-02-19")).toBe("paused");
    expect(stateOn(b, "2026-02-20")).toBe("active");
    // Paused, it brings nothing in; back on 20 February, 2 × 29.99 every other month.
    expect(subscriptionFigures([b], "2026-02-01").mrr).toBe(0);
    expect(subscriptionFigures([b], "2026-02-20").mrr).toBe(2999); // 2 × 2,999 × 6 / 12
  });

  it("count a cancel from its day, and a month's first day against the month before", () => {
    expect(stateOn(f, "2025-12-31")).toBe("active");
    expect(stateOn(f, "2026-01-01")).toBe("cancelled");
    expect(stateOn(g, "2026-01-31")).toBe("none");
    // On 1 February, January's cancels are last month's: none this month yet.
    const february = subscriptionFigures([a, b, c, d, e, f, g], "2026-02-01");
    expect(february.cancelledThisMonth).toBe(0);
    expect(february.newThisMonth).toBe(1); // g
    expect(february.churnRate).toBe(0);
  });

  it("turn a prepaid plan into a month of its discounted price", () => {
    // 12 quarterly boxes paid at once: 2,700 × 4 a year, 900 a month.
    expect(yearlyCents(c)).toBe(10_800);
    expect(subscriptionFigures([c], "2025-12-15").mrr).toBe(900);
    // 6 monthly boxes prepaid at 5 % off $30.00 ($28.50 each), two of them.
    const sixMonthly = { ...base, createdOn: "2025-01-01", unitPriceCents: 2850, quantity: 2 };
    expect(subscriptionFigures([sixMonthly], "2025-12-15").mrr).toBe(5700);
  });

  it("look at the next box of the day, the day itself included", () => {
    expect(nextBoxSkipped(c, "2025-12-01")).toBe(false);
    expect(nextBoxSkipped(c, "2025-12-02")).toBe(true);
    expect(nextBoxSkipped(c, "2026-03-01")).toBe(true);
    expect(nextBoxSkipped(c, "2026-03-02")).toBe(false);
  });

  it("answer zeros, not NaN, for an empty shop", () => {
    const empty = subscriptionFigures([], "2026-01-31");
    expect(empty.churnRate).toBe(0);
    expect(empty.skipRate).toBe(0);
    expect(empty.averageRevenuePerSubscriber).toBe(0);
  });
});

describe("a discount code in the MRR (decision 276)", () => {
  it("takes a running code's cents off each box until its end day, at most the box's price", () => {
    const coded: SubscriptionHistory = {
      ...base,
      createdOn: "2026-01-10",
      unitPriceCents: 2999,
      discountCents: 300,
      discountEndsOn: "2026-04-01",
    };
    // 12 boxes a year at $29.99 less $3.00: 32,388 cents, 2,699 a month.
    expect(yearlyCents(coded, "2026-03-31")).toBe(12 * 2699);
    expect(subscriptionFigures([coded], "2026-03-31").mrr).toBe(2699);
    expect(subscriptionFigures([coded], "2026-04-01").mrr).toBe(2999);
    expect(yearlyCents({ ...coded, discountCents: 5000 }, "2026-02-01")).toBe(0);
  });
});
