import type { MetricsToday } from "../../../shared/api/admin/metrics";
import type { CalendarDate } from "../../../shared/commerce/dates";
import type { Db } from "../../db/client";
import { boxFigures } from "./box-figures";
import { subscriptionFigures, type SubscriptionHistory } from "./definitions";
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

/** The figures of `day` from histories already loaded (the backfill loads them once). */
export async function figuresFrom(
  db: Db,
  histories: readonly SubscriptionHistory[],
  day: CalendarDate,
  timeZone: string,
): Promise<DayFigures> {
  const { cancelledSubscriptions, cancellationsByReason, ...counted } = subscriptionFigures(
    histories,
    day,
  );
  const { shippedByBox, ...boxes } = await boxFigures(db, day, timeZone);
  return {
    day,
    figures: { ...counted, ...boxes },
    cancelledSubscriptions,
    monthCancellationsByReason: cancellationsByReason,
    monthShippedByBox: shippedByBox,
  };
}

/**
 * The figures at the end of `day`. `live`: today's, paused by the subscriptions' status; else a
 * past day's, rebuilt from stored history (decision 242).
 */
export async function figuresOn(
  db: Db,
  day: CalendarDate,
  options: { timeZone: string; live: boolean },
): Promise<DayFigures> {
  if (!options.live) {
    const histories = await loadHistories(db, { timeZone: options.timeZone, boxesFrom: day });
    return figuresFrom(db, histories, day, options.timeZone);
  }
  // Today's: counted by the database, as the histories would count them (decision 253).
  const { cancelledSubscriptions, cancellationsByReason, ...counted } =
    await liveSubscriptionFigures(db, day, options.timeZone);
  const { shippedByBox, ...boxes } = await boxFigures(db, day, options.timeZone);
  return {
    day,
    figures: { ...counted, ...boxes },
    cancelledSubscriptions,
    monthCancellationsByReason: cancellationsByReason,
    monthShippedByBox: shippedByBox,
  };
}
