import { and, asc, eq, gte, isNull, notInArray, sql } from "drizzle-orm";
import {
  addDays,
  addMonthsClamped,
  monthsBetweenDeliveries,
  todayIn,
  type CalendarDate,
} from "../../../shared/commerce/dates";
import type { Db } from "../../db/client";
import { deliveries, orders, subscriptions } from "../../db/schema";
import type { SubscriptionHistory } from "./definitions";

// Stored rows → the histories ./definitions.ts counts (decision 242). Two readings of a pause:
// live (today's status is the truth) and rebuilt (past days, from the boxes a pause held back).

export interface HistoryOptions {
  /** SHOP_TIME_ZONE: whose calendar the stored instants are read in. */
  timeZone: string;
  /** Only boxes on or after this day are read: the figures look at the next box of a day. */
  boxesFrom: CalendarDate;
  /** Every box from `boxesFrom` on (the backfill's many days), not only each one's next. */
  allBoxes?: boolean;
  /**
   * Today, for the live figures: a subscription is paused on this day when its status says so.
   * Absent: pauses are rebuilt from the boxes they held back, for past days.
   */
  live?: CalendarDate;
}

/** Every subscription that was ever live: not one still waiting for (or refused) its payment. */
export async function loadHistories(
  db: Db,
  options: HistoryOptions,
): Promise<SubscriptionHistory[]> {
  const rows = await db
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      createdAt: subscriptions.createdAt,
      cancelledAt: subscriptions.cancelledAt,
      endsOn: subscriptions.endsOn,
      cancelReason: subscriptions.cancelReason,
      frequency: subscriptions.frequency,
      unitPriceCents: subscriptions.unitPriceCents,
      quantity: subscriptions.quantity,
      discountCents: subscriptions.discountCents,
      discountEndsOn: subscriptions.discountEndsOn,
    })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(
      and(
        sql`${subscriptions.status} <> 'pending'`,
        notInArray(orders.status, ["pending", "failed"]),
      ),
    );
  const boxColumns = {
    subscriptionId: deliveries.subscriptionId,
    date: deliveries.date,
    status: deliveries.status,
  };
  const boxesWhere = and(
    isNull(deliveries.replacesDeliveryId),
    gte(deliveries.date, options.boxesFrom),
  );
  // One day's figures need each subscription's next box only: one row each, not a year's.
  const boxes = options.allBoxes
    ? await db.select(boxColumns).from(deliveries).where(boxesWhere)
    : await db
        .selectDistinctOn([deliveries.subscriptionId], boxColumns)
        .from(deliveries)
        .where(boxesWhere)
        .orderBy(asc(deliveries.subscriptionId), asc(deliveries.date));
  const boxesOf = new Map<number, { date: CalendarDate; skipped: boolean }[]>();
  for (const box of boxes) {
    const list = boxesOf.get(box.subscriptionId) ?? [];
    list.push({ date: box.date, skipped: box.status === "skipped" });
    boxesOf.set(box.subscriptionId, list);
  }
  const pausesOf = options.live === undefined ? await rebuiltPauses(db) : new Map();
  const live = options.live;
  return rows.map((row): SubscriptionHistory => {
    const createdOn = todayIn(options.timeZone, row.createdAt);
    const cancelledOn =
      row.status !== "cancelled"
        ? null
        : row.cancelledAt
          ? todayIn(options.timeZone, row.cancelledAt)
          : (row.endsOn ?? createdOn);
    return {
      createdOn,
      cancelledOn,
      cancelReason: row.cancelReason,
      frequency: row.frequency,
      unitPriceCents: row.unitPriceCents,
      quantity: row.quantity,
      discountCents: row.discountCents,
      discountEndsOn: row.discountEndsOn,
      pauses:
        live === undefined
          ? (pausesOf.get(row.id) ?? [])
          : row.status === "paused"
            ? [{ from: live, until: addDays(live, 1) }]
            : [],
      boxes: boxesOf.get(row.id) ?? [],
    };
  });
}

/**
 * Past pauses, from the boxes they held back: a subscription counts as paused from a paused
 * box's day to its next box's day (or one delivery interval when none follows). The day the
 * customer pressed Pause and a pause resumed early are not stored, so a past pause is read
 * from its first box, and one resumed before its boxes is not seen (decision 242).
 */
async function rebuiltPauses(db: Db) {
  const lifecycle = db
    .select({
      subscriptionId: deliveries.subscriptionId,
      date: deliveries.date,
      status: deliveries.status,
      nextDate: sql<
        string | null
      >`lead(${deliveries.date}) over (partition by ${deliveries.subscriptionId} order by ${deliveries.sequence})`.as(
        "next_date",
      ),
    })
    .from(deliveries)
    .where(isNull(deliveries.replacesDeliveryId))
    .as("lifecycle");
  const rows = await db
    .select({
      subscriptionId: lifecycle.subscriptionId,
      date: lifecycle.date,
      nextDate: lifecycle.nextDate,
      frequency: subscriptions.frequency,
    })
    .from(lifecycle)
    .innerJoin(subscriptions, eq(subscriptions.id, lifecycle.subscriptionId))
    .where(eq(lifecycle.status, "paused"));
  const pauses = new Map<number, { from: CalendarDate; until: CalendarDate }[]>();
  for (const row of rows) {
    const id = row.subscriptionId;
    const until =
      row.nextDate ?? addMonthsClamped(row.date, monthsBetweenDeliveries[row.frequency]);
    const list = pauses.get(id) ?? [];
    list.push({ from: row.date, until });
    pauses.set(id, list);
  }
  return pauses;
}
