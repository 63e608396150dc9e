import { metricsSchema } from "../../shared/api/admin/metrics";
import { notStaff, signedInRead, staffAccess, type Operation } from "./operation";

/** The owner's numbers (issue 27, decisions 242 and 243). */
export const adminMetricOperations: readonly Operation[] = [
  {
    method: "get",
    path: "/api/admin/metrics",
    tag: "Back office",
    summary: "The shop's numbers: today's figures, last month's, and the last 12 months",
    description:
      "`today` is counted live, at most once a minute per server (`countedAt` says when, decision 253); `lastMonth` and `months` (oldest first, this month last and live) read the daily snapshots. Money is whole cents, rates are fractions. The definitions are decision 242's (shared/commerce/metric-definitions.ts).",
    access: staffAccess(["owner", "support"]),
    answers: { 200: { description: "The figures.", schema: metricsSchema } },
    refusals: { ...signedInRead, 403: notStaff },
  },
];
