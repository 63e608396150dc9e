import type { MetricsToday } from "@shared/api/admin/metrics";
import { metricDefinitions } from "@shared/commerce/metric-definitions";

// The headline figures of /admin/numbers: their names, and which way is good news. What each
// counts is said once, beside the server's definitions (shared/commerce/metric-definitions.ts,
// decision 242), and shown as the page's help text.

export type FigureKind = "count" | "money" | "rate";

export interface FigureDefinition {
  key: keyof MetricsToday;
  label: string;
  kind: FigureKind;
  /** Which way of moving is good news for the shop; null where neither is. */
  better: "up" | "down" | null;
  help: string;
}

const figures: readonly Omit<FigureDefinition, "help">[] = [
  {
    key: "activeSubscriptions",
    label: "Active subscriptions",
    kind: "count",
    better: "up",
  },
  {
    key: "skippedSubscriptions",
    label: "Skipping the next box",
    kind: "count",
    better: "down",
  },
  {
    key: "pausedSubscriptions",
    label: "Paused",
    kind: "count",
    better: "down",
  },
  {
    key: "mrr",
    label: "MRR",
    kind: "money",
    better: "up",
  },
  {
    key: "newThisMonth",
    label: "New this month",
    kind: "count",
    better: "up",
  },
  {
    key: "cancelledThisMonth",
    label: "Cancelled this month",
    kind: "count",
    better: "down",
  },
  {
    key: "churnRate",
    label: "Churn rate",
    kind: "rate",
    better: "down",
  },
  {
    key: "skipRate",
    label: "Skip rate",
    kind: "rate",
    better: "down",
  },
  {
    key: "averageRevenuePerSubscriber",
    label: "Average revenue per subscriber",
    kind: "money",
    better: "up",
  },
  {
    key: "toPack7",
    label: "To pack, next 7 days",
    kind: "count",
    better: null,
  },
  {
    key: "toPack30",
    label: "To pack, next 30 days",
    kind: "count",
    better: null,
  },
  {
    key: "unpaidAmount",
    label: "Unpaid",
    kind: "money",
    better: "down",
  },
  {
    key: "lateBoxes",
    label: "Late boxes",
    kind: "count",
    better: "down",
  },
  {
    key: "openProblems",
    label: "Open problems",
    kind: "count",
    better: "down",
  },
];

export const figureDefinitions: readonly FigureDefinition[] = figures.map((figure) => ({
  ...figure,
  help: metricDefinitions[figure.key],
}));

/** What "the change against last month" compares with. */
export const lastMonthHelp =
  "Each change compares today's figure with the same figure at the end of last month.";
