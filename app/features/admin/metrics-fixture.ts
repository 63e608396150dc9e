import { metricsSchema, type Metrics, type MetricsToday } from "@shared/api/admin/metrics";

// Hand-made numbers for the Numbers screen's tests, checked against the contract, so a test
// cannot pass on a shape the server would never send.

const today: MetricsToday = {
  activeSubscriptions: 1234,
  pausedSubscriptions: 18,
  skippedSubscriptions: 41,
  mrr: 3_702_466,
  newThisMonth: 57,
  cancelledThisMonth: 12,
  churnRate: 0.0098,
  skipRate: 0.0332,
  averageRevenuePerSubscriber: 3000,
  toPack7: 310,
  toPack30: 1190,
  unpaidAmount: 12_950,
  lateBoxes: 3,
  openProblems: 2,
};

const lastMonth: MetricsToday = {
  ...today,
  activeSubscriptions: 1189,
  pausedSubscriptions: 20,
  mrr: 3_560_011,
  newThisMonth: 57,
  cancelledThisMonth: 19,
  churnRate: 0.0161,
  skipRate: 0.0298,
  averageRevenuePerSubscriber: 2994,
  unpaidAmount: 8_450,
  lateBoxes: 0,
};

const month = (n: number) =>
  `${n <= 12 ? 2025 : 2026}-${String(((n - 1) % 12) + 1).padStart(2, "0")}`;

/** December 2025 to November 2026, oldest first. */
export const metricsFixture: Metrics = metricsSchema.parse({
  countedAt: "2026-11-26T15:05:00.000Z",
  today,
  lastMonth,
  months: Array.from({ length: 12 }, (_, index) => {
    const n = index + 12; // 12 = December 2025 … 23 = November 2026
    const last = index === 11;
    return {
      month: month(n),
      activeSubscriptions: 1000 + index * 20 + (last ? 14 : 0),
      mrr: 3_000_000 + index * 60_000 + (last ? 42_466 : 0),
      cancellations: last ? 12 : 5,
      cancellationsByReason: last
        ? { "too-expensive": 7, allergies: 1, unknown: 4 }
        : { "too-expensive": 2, moving: 1, unknown: 2 },
      shippedByBox: last ? { "1": 600, "2": 590, "99": 3 } : { "1": 500, "2": 480 },
    };
  }),
});
