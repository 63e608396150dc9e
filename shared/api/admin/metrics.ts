import { z } from "../../zod";

// The owner's numbers (issue 27): GET /api/admin/metrics, for owner and support. Money is whole
// cents; rates are fractions (0.042 is 4.2 %). The definitions live in one place on the server
// and are written down in the decision the dashboard's help text repeats.

const count = z.number().check(z.int(), z.nonnegative());
const cents = z.number().check(z.int(), z.nonnegative());
const rate = z.number().check(z.nonnegative());

/** Today's figures, computed live. */
export const metricsTodaySchema = z.object({
  activeSubscriptions: count,
  pausedSubscriptions: count,
  /** Active subscriptions whose next box is skipped (counted apart, also inside activeSubscriptions). */
  skippedSubscriptions: count,
  /** Monthly recurring revenue: every live plan turned into a monthly amount. */
  mrr: cents,
  newThisMonth: count,
  cancelledThisMonth: count,
  churnRate: rate,
  skipRate: rate,
  averageRevenuePerSubscriber: cents,
  toPack7: count,
  toPack30: count,
  unpaidAmount: cents,
  lateBoxes: count,
  openProblems: count,
});
export type MetricsToday = z.infer<typeof metricsTodaySchema>;

/** One month of history, read from the daily snapshots (the month's last snapshot). */
export const metricsMonthSchema = z.object({
  /** "YYYY-MM" */
  month: z.string(),
  activeSubscriptions: count,
  mrr: cents,
  cancellations: count,
  /** Cancellations of the month by reason (keys: cancelReasons, plus "unknown"). */
  cancellationsByReason: z.record(z.string(), count),
  /** Boxes shipped in the month by box id. */
  shippedByBox: z.record(z.string(), count),
});
export type MetricsMonth = z.infer<typeof metricsMonthSchema>;

export const metricsSchema = z.object({
  /** When the server counted these figures (ISO 8601): it reuses a count for up to a minute. */
  countedAt: z.string(),
  /** The same figures at the end of last month, for "the change against last month". */
  lastMonth: metricsTodaySchema,
  today: metricsTodaySchema,
  /** The last 12 months, oldest first, the current month last. */
  months: z.array(metricsMonthSchema),
});
export type Metrics = z.infer<typeof metricsSchema>;
