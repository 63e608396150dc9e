import type { MetricsToday } from "@shared/api/admin/metrics";

// The headline figures of /admin/numbers: their names and what each counts, as the page's help
// text (issue 27: "definitions written once"). The server computes them; these words must say
// what it computes (decision 247).

export type FigureKind = "count" | "money" | "rate";

export interface FigureDefinition {
  key: keyof MetricsToday;
  label: string;
  kind: FigureKind;
  /** Which way of moving is good news for the shop; null where neither is. */
  better: "up" | "down" | null;
  help: string;
}

export const figureDefinitions: readonly FigureDefinition[] = [
  {
    key: "activeSubscriptions",
    label: "Active subscriptions",
    kind: "count",
    better: "up",
    help: "Subscriptions live today: not paused and not cancelled. Those skipping their next box are counted here too.",
  },
  {
    key: "skippedSubscriptions",
    label: "Skipping the next box",
    kind: "count",
    better: "down",
    help: "Active subscriptions whose next box is skipped (also counted in active subscriptions).",
  },
  {
    key: "pausedSubscriptions",
    label: "Paused",
    kind: "count",
    better: "down",
    help: "Subscriptions on pause today (not counted in active subscriptions).",
  },
  {
    key: "mrr",
    label: "MRR",
    kind: "money",
    better: "up",
    help: "Monthly recurring revenue: every active subscription's plan turned into a monthly amount (a plan paid for several months counts its price spread over them).",
  },
  {
    key: "newThisMonth",
    label: "New this month",
    kind: "count",
    better: "up",
    help: "Subscriptions started since the first of the month.",
  },
  {
    key: "cancelledThisMonth",
    label: "Cancelled this month",
    kind: "count",
    better: "down",
    help: "Subscriptions cancelled since the first of the month.",
  },
  {
    key: "churnRate",
    label: "Churn rate",
    kind: "rate",
    better: "down",
    help: "Cancelled this month, out of the subscriptions active at the start of the month.",
  },
  {
    key: "skipRate",
    label: "Skip rate",
    kind: "rate",
    better: "down",
    help: "Active subscriptions skipping their next box, out of all active subscriptions.",
  },
  {
    key: "averageRevenuePerSubscriber",
    label: "Average revenue per subscriber",
    kind: "money",
    better: "up",
    help: "MRR divided by the active subscriptions.",
  },
  {
    key: "toPack7",
    label: "To pack, next 7 days",
    kind: "count",
    better: null,
    help: "Boxes due to ship in the next 7 days, today included, not skipped and not shipped yet.",
  },
  {
    key: "toPack30",
    label: "To pack, next 30 days",
    kind: "count",
    better: null,
    help: "Boxes due to ship in the next 30 days, today included, not skipped and not shipped yet.",
  },
  {
    key: "unpaidAmount",
    label: "Unpaid",
    kind: "money",
    better: "down",
    help: "Pay on delivery: what delivered boxes not yet recorded as paid add up to.",
  },
  {
    key: "lateBoxes",
    label: "Late boxes",
    kind: "count",
    better: "down",
    help: "Boxes past their ship date and not shipped yet.",
  },
  {
    key: "openProblems",
    label: "Open problems",
    kind: "count",
    better: "down",
    help: "Problems reported with a box and not resolved yet.",
  },
];

/** What "the change against last month" compares with. */
export const lastMonthHelp =
  "Each change compares today's figure with the same figure at the end of last month.";
