import type { MetricsToday } from "../api/admin/metrics";

// The dashboard's help text (issue 27): one sentence per figure of GET /api/admin/metrics, the
// definitions of decision 242 as the server counts them (server/services/metrics/).

export const metricDefinitions: Record<keyof MetricsToday, string> = {
  activeSubscriptions:
    "Subscriptions that are neither paused nor cancelled at the end of the day, skipped ones included; orders still waiting for their first payment are not counted.",
  pausedSubscriptions:
    "Subscriptions paused at the end of the day, counted apart from the active ones.",
  skippedSubscriptions:
    "Active subscriptions whose next box is skipped; they are also counted in the active ones.",
  mrr: "Monthly recurring revenue: each active subscription's box price (its plan's discount taken off) times its quantity, turned into a month by its rhythm (a box every 1, 2 or 3 months), shipping left out; paused ones bring nothing.",
  newThisMonth: "Subscriptions ordered from the first of this month to today.",
  cancelledThisMonth: "Subscriptions cancelled from the first of this month to today.",
  churnRate:
    "Cancelled this month divided by the subscriptions live (active or paused) at the end of last month.",
  skipRate: "Skipped subscriptions divided by active subscriptions.",
  averageRevenuePerSubscriber: "Monthly recurring revenue divided by active subscriptions.",
  toPack7:
    "Boxes (counting each copy) due to ship in the 7 days from today, on the packing list and not packed yet.",
  toPack30:
    "Boxes (counting each copy) due to ship in the 30 days from today, on the packing list and not packed yet.",
  unpaidAmount:
    "What couriers should have collected: the back office's unpaid list, pay-on-delivery boxes shipped and not returned with no payment recorded, less credit.",
  lateBoxes:
    "Boxes past their day that have not shipped, packed or not: the back office's Late, one per delivery.",
  openProblems: "Problems reported with a box that support has not resolved yet.",
};

/** The charts' figures, read from the daily snapshots. */
export const monthDefinitions = {
  activeSubscriptions: "Active subscriptions at the month's end (this month: today).",
  mrr: "Monthly recurring revenue at the month's end (this month: today).",
  cancellationsByReason:
    'Subscriptions cancelled in the month, by the answer to "Why are you leaving?" (unknown when none was given).',
  shippedByBox: "Boxes marked shipped in the month, each copy counted, by box.",
} as const;
