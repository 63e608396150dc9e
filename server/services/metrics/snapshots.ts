import { and, asc, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Metrics, MetricsMonth, MetricsToday } from "../../../shared/api/admin/metrics";
import {
  addDays,
  addMonthsClamped,
  monthBounds,
  monthOf,
  todayIn,
  type CalendarDate,
} from "../../../shared/commerce/dates";
import type { Db } from "../../db/client";
import { metricSnapshots } from "../../db/schema";
import { figuresOn, type DayFigures } from "./figures";

// The daily rows (decision 243) and the answer of GET /api/admin/metrics: today's figures live,
// last month's and the charts' months from the rows.

type SnapshotSource = "job" | "backfill";

const rowOf = (day: DayFigures, source: SnapshotSource) => ({
  day: day.day,
  active: day.figures.activeSubscriptions,
  paused: day.figures.pausedSubscriptions,
  skipped: day.figures.skippedSubscriptions,
  cancelled: day.cancelledSubscriptions,
  mrrCents: day.figures.mrr,
  monthCancellations: day.figures.cancelledThisMonth,
  monthCancellationsByReason: day.monthCancellationsByReason,
  monthShippedByBox: day.monthShippedByBox,
  figures: day.figures,
  source,
});

/**
 * Writes the day's row unless there is one: on several servers, or run twice, the first insert
 * wins and the others insert nothing. True when this call wrote it.
 */
export async function writeSnapshot(db: Db, day: DayFigures): Promise<boolean> {
  const written = await db
    .insert(metricSnapshots)
    .values(rowOf(day, "job"))
    .onConflictDoNothing({ target: metricSnapshots.day })
    .returning({ day: metricSnapshots.day });
  return written.length > 0;
}

/** The backfill's row: it replaces an earlier backfill's, never a row the job took live. */
export async function writeBackfilled(db: Db, day: DayFigures): Promise<boolean> {
  const row = rowOf(day, "backfill");
  const written = await db
    .insert(metricSnapshots)
    .values(row)
    .onConflictDoUpdate({
      target: metricSnapshots.day,
      set: { ...row, createdAt: sql`now()` },
      setWhere: eq(metricSnapshots.source, "backfill"),
    })
    .returning({ day: metricSnapshots.day });
  return written.length > 0;
}

export function hasSnapshot(db: Db, day: CalendarDate) {
  return db
    .select({ day: metricSnapshots.day })
    .from(metricSnapshots)
    .where(eq(metricSnapshots.day, day))
    .then((rows) => rows.length > 0);
}

export interface MetricsDeps {
  timeZone: string;
  now: () => Date;
}

const monthOfRow = (
  month: string,
  row: {
    active: number;
    mrrCents: number;
    monthCancellations: number;
    monthCancellationsByReason: Record<string, number>;
    monthShippedByBox: Record<string, number>;
  } | null,
): MetricsMonth => ({
  month,
  activeSubscriptions: row?.active ?? 0,
  mrr: row?.mrrCents ?? 0,
  cancellations: row?.monthCancellations ?? 0,
  cancellationsByReason: row?.monthCancellationsByReason ?? {},
  shippedByBox: row?.monthShippedByBox ?? {},
});

/**
 * GET /api/admin/metrics: today's figures live; last month's from its last row (rebuilt from
 * history when there is none yet); the 11 months before this one from each month's last row
 * (a month without rows reads as zeros until `npm run shop -- metrics backfill`), this one live.
 * Last month's end, when it has no row, is rebuilt and written as a backfilled row.
 */
export async function readMetrics(db: Db, deps: MetricsDeps): Promise<Omit<Metrics, "countedAt">> {
  const today = todayIn(deps.timeZone, deps.now());
  const live = await figuresOn(db, today, { timeZone: deps.timeZone, live: true });
  const thisMonth = monthOf(today);
  const firstMonth = monthOf(addMonthsClamped(`${thisMonth}-01`, -11));
  // The last row of each month: the month's figures at its end.
  const rows = await db
    .selectDistinctOn([sql`to_char(${metricSnapshots.day}, 'YYYY-MM')`], {
      month: sql<string>`to_char(${metricSnapshots.day}, 'YYYY-MM')`,
      active: metricSnapshots.active,
      mrrCents: metricSnapshots.mrrCents,
      monthCancellations: metricSnapshots.monthCancellations,
      monthCancellationsByReason: metricSnapshots.monthCancellationsByReason,
      monthShippedByBox: metricSnapshots.monthShippedByBox,
      figures: metricSnapshots.figures,
    })
    .from(metricSnapshots)
    .where(
      and(
        gte(metricSnapshots.day, `${firstMonth}-01`),
        lte(metricSnapshots.day, addDays(`${thisMonth}-01`, -1)),
      ),
    )
    .orderBy(asc(sql`to_char(${metricSnapshots.day}, 'YYYY-MM')`), desc(metricSnapshots.day));
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const months: MetricsMonth[] = [];
  for (let back = 11; back >= 1; back -= 1) {
    const month = monthOf(addMonthsClamped(`${thisMonth}-01`, -back));
    months.push(monthOfRow(month, byMonth.get(month) ?? null));
  }
  months.push(
    monthOfRow(thisMonth, {
      active: live.figures.activeSubscriptions,
      mrrCents: live.figures.mrr,
      monthCancellations: live.figures.cancelledThisMonth,
      monthCancellationsByReason: live.monthCancellationsByReason,
      monthShippedByBox: live.monthShippedByBox,
    }),
  );
  const lastMonthEnd = monthBounds(monthOf(addDays(`${thisMonth}-01`, -1))).last;
  const stored = byMonth.get(monthOf(lastMonthEnd))?.figures;
  let lastMonth: MetricsToday | undefined = stored;
  if (!lastMonth) {
    // Rebuilt from history once (seconds at 50,000 subscriptions), then kept as the backfill
    // would keep it, so the next request reads the row (decision 253).
    const rebuilt = await figuresOn(db, lastMonthEnd, { timeZone: deps.timeZone, live: false });
    await writeBackfilled(db, rebuilt);
    lastMonth = rebuilt.figures;
  }
  return { today: live.figures, lastMonth, months };
}
