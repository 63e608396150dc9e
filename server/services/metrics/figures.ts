import type { MetricsToday } from "../../../shared/api/admin/metrics";
import type { CalendarDate } from "../../../shared/commerce/dates";
import type { Db } from "../../db/client";
import { boxFigures } from "./box-figures";
import {
  subscriptionFigures,
  type SubscriptionFigures,
  type SubscriptionHistory,
} from "./definitions";
import { loadHistories } from "./history";
import { liveSubscriptionFigures } from "./live-figures";

/** A day's numbers: the headline figures, and what the month's charts add up. */
export interface DayFigures {
  day: CalendarDate;
  figures: MetricsToday;
  cancelledSubscriptions: number;
  monthCancellationsByReason: Record<string, number>;
  monthShippedByBox: Record<string, number>;
}

/** A day's figures: the subscriptions' counts as given, with the boxes' read on `day`. */
async function withBoxFigures(
  db: Db,
  day: CalendarDate,
  timeZone: string,
  counts: SubscriptionFigures,
): Promise<DayFigures> {
  const { cancelledSubscriptions, cancellationsByReason, ...counted } = counts;
  const { shippedByBox, ...boxes } = await boxFigures(db, day, timeZone);
  return {
    day,
    figures: { ...counted, ...boxes },
    cancelledSubscriptions,
    monthCancellationsByReason: cancellationsByReason,
    monthShippedByBox: shippedByBox,
  };
}

/** The figures of `day` from histories already loaded (the backfill loads them once). */
export function figuresFrom(
  db: Db,
  histories: readonly SubscriptionHistory[],
  day: CalendarDate,
  timeZone: string,
): Promise<DayFigures> {
  return withBoxFigures(db, day, timeZone, subscriptionFigures(histories, day));
}

/**
 * The figures at the end of `day`. `live`: today's, paused by the subscriptions' status and
 * counted by the database (decision 253); else a past day's, rebuilt from stored history
 * (decision 242).
 */
export async function figuresOn(
  db: Db,
  day: CalendarDate,
  options: { timeZone: string; live: boolean },
): Promise<DayFigures> {
  const { timeZone } = options;
  if (options.live) {
    return withBoxFigures(db, day, timeZone, await liveSubscriptionFigures(db, day, timeZone));
  }
  const histories = await loadHistories(db, { timeZone, boxesFrom: day });
  return figuresFrom(db, histories, day, timeZone);
}
