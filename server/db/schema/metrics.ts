import { sql } from "drizzle-orm";
import { check, date, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { MetricsToday } from "../../../shared/api/admin/metrics";
import { createdAt } from "./columns";

/**
 * The owner's numbers, one row per day (issue 27, decision 243): the figures at the end of that
 * day, and the month's cancellations and shipped boxes up to it, so a month reads its last row.
 * The day is the key: a second server, or a second pass, inserts nothing (on conflict do nothing).
 */
export const metricSnapshots = pgTable(
  "metric_snapshots",
  {
    day: date("day", { mode: "string" }).primaryKey(),
    active: integer("active").notNull(),
    paused: integer("paused").notNull(),
    skipped: integer("skipped").notNull(),
    cancelled: integer("cancelled").notNull(),
    mrrCents: integer("mrr_cents").notNull(),
    /** The month up to this day: cancellations, by reason ("unknown" when none was given). */
    monthCancellations: integer("month_cancellations").notNull(),
    monthCancellationsByReason: jsonb("month_cancellations_by_reason")
      .$type<Record<string, number>>()
      .notNull(),
    /** The month up to this day: boxes shipped, by box id. */
    monthShippedByBox: jsonb("month_shipped_by_box").$type<Record<string, number>>().notNull(),
    /** Every headline figure as it was that day: last month's, for "the change against". */
    figures: jsonb("figures").$type<MetricsToday>().notNull(),
    /** "job" (the daily job) or "backfill" (rebuilt from stored history). */
    source: text("source", { enum: ["job", "backfill"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("metric_snapshots_source", sql`${t.source} in ('job', 'backfill')`),
    check(
      "metric_snapshots_counts",
      sql`${t.active} >= 0 and ${t.paused} >= 0 and ${t.skipped} >= 0 and ${t.cancelled} >= 0 and ${t.mrrCents} >= 0 and ${t.monthCancellations} >= 0`,
    ),
  ],
);
