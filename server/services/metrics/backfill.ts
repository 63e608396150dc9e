import { asc, eq, notInArray } from "drizzle-orm";
import {
  addDays,
  compareDates,
  isCalendarDate,
  todayIn,
  type CalendarDate,
} from "../../../shared/commerce/dates";
import type { Db } from "../../db/client";
import { orders, subscriptions } from "../../db/schema";
import { figuresFrom } from "./figures";
import { loadHistories } from "./history";
import { writeBackfilled } from "./snapshots";

export interface BackfillOptions {
  timeZone: string;
  now: Date;
  /** The first day to rebuild; default the day of the first order. */
  from?: CalendarDate;
}

export interface BackfillSummary {
  from: CalendarDate | null;
  to: CalendarDate;
  /** Rows written or rewritten. */
  written: number;
  /** Days left as the daily job wrote them (taken live, so kept). */
  kept: number;
}

/**
 * `npm run shop -- metrics backfill` (decision 243): every day from `from` (or the first order)
 * to yesterday rebuilt from stored history — orders' and cancels' dates, boxes, pauses read from
 * the boxes they held back. A day the daily job wrote is kept; an earlier backfill's is redone.
 */
export async function backfillSnapshots(
  db: Db,
  options: BackfillOptions,
): Promise<BackfillSummary> {
  if (options.from !== undefined && !isCalendarDate(options.from)) {
    throw new RangeError(`"${options.from}" is not a date (YYYY-MM-DD).`);
  }
  const to = addDays(todayIn(options.timeZone, options.now), -1);
  const from = options.from ?? (await firstOrderDay(db, options.timeZone));
  if (from === null || compareDates(from, to) > 0) return { from, to, written: 0, kept: 0 };
  const histories = await loadHistories(db, {
    timeZone: options.timeZone,
    boxesFrom: from,
    allBoxes: true,
  });
  let written = 0;
  let kept = 0;
  for (let day = from; compareDates(day, to) <= 0; day = addDays(day, 1)) {
    const figures = await figuresFrom(db, histories, day, options.timeZone);
    if (await writeBackfilled(db, figures)) written += 1;
    else kept += 1;
  }
  return { from, to, written, kept };
}

async function firstOrderDay(db: Db, timeZone: string): Promise<CalendarDate | null> {
  const [first] = await db
    .select({ createdAt: subscriptions.createdAt })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(notInArray(orders.status, ["pending", "failed"]))
    .orderBy(asc(subscriptions.createdAt))
    .limit(1);
  return first ? todayIn(timeZone, first.createdAt) : null;
}
