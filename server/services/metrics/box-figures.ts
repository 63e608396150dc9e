import { and, between, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { addDays, monthBounds, monthOf, type CalendarDate } from "../../../shared/commerce/dates";
import type { Db } from "../../db/client";
import { deliveries, orders, problems, subscriptions } from "../../db/schema";
import { amountDueSql } from "../credits";

// The figures read from the boxes and problems on a day (decision 242), as the back office
// defines them: Today's late boxes (delivery-state.ts's `late`), the unpaid list's amounts
// (credits.ts's amountDue), the open problems. Each is read "at the end of `day`" from the
// stored instants, so the same query gives today's figures and a past day's.

export interface BoxFigures {
  toPack7: number;
  toPack30: number;
  unpaidAmount: number;
  lateBoxes: number;
  openProblems: number;
  /** Boxes shipped from the month's first day to `day`, by box id. */
  shippedByBox: Record<string, number>;
}

/** The shop's calendar date of a stored instant. */
const localDay = (column: PgColumn, timeZone: string) =>
  sql`(${column} at time zone ${timeZone})::date`;

/** Nothing happened to the box by the end of `day`: the instant is unset or after it. */
const notBy = (column: PgColumn, day: CalendarDate, timeZone: string): SQL =>
  or(isNull(column), sql`${localDay(column, timeZone)} > ${day}`) as SQL;

const by = (column: PgColumn, day: CalendarDate, timeZone: string): SQL =>
  sql`${column} is not null and ${localDay(column, timeZone)} <= ${day}`;

/** Boxes the packing list holds: due (the lifecycle's scheduled or day-come), of a paid subscription. */
const onPackingList = and(
  inArray(deliveries.status, ["scheduled", "shipped"]),
  ne(subscriptions.status, "pending"),
);

export async function boxFigures(db: Db, day: CalendarDate, timeZone: string): Promise<BoxFigures> {
  const boxesToPack = (days: number) =>
    sql<number>`coalesce(sum(${deliveries.quantity}) filter (where ${and(
      between(deliveries.date, day, addDays(day, days - 1)),
      notBy(deliveries.packedAt, day, timeZone),
    )}), 0)::int`;
  const [packing] = await db
    .select({
      toPack7: boxesToPack(7),
      toPack30: boxesToPack(30),
      // Late: past its day and not shipped (packed or not), one per delivery as Today counts.
      lateBoxes: sql<number>`count(*) filter (where ${and(
        lt(deliveries.date, day),
        notBy(deliveries.shippedAt, day, timeZone),
      )})::int`,
    })
    .from(deliveries)
    .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
    .where(and(onPackingList, lt(deliveries.date, addDays(day, 30))));

  // The unpaid list: pay on delivery, shipped (not returned) and no payment recorded by then.
  const [unpaid] = await db
    .select({ amount: sql<number>`coalesce(sum(${amountDueSql}), 0)::int` })
    .from(deliveries)
    .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(
      and(
        eq(orders.paymentProvider, "manual"),
        by(deliveries.shippedAt, day, timeZone),
        notBy(deliveries.returnedAt, day, timeZone),
        notBy(deliveries.paymentRecordedAt, day, timeZone),
        gt(amountDueSql, 0),
      ),
    );

  const [open] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(problems)
    .where(and(by(problems.createdAt, day, timeZone), notBy(problems.resolvedAt, day, timeZone)));

  const { first } = monthBounds(monthOf(day));
  const shipped = await db
    .select({ boxId: deliveries.boxId, boxes: sql<number>`sum(${deliveries.quantity})::int` })
    .from(deliveries)
    .where(
      and(
        sql`${deliveries.shippedAt} is not null`,
        between(localDay(deliveries.shippedAt, timeZone), first, day),
      ),
    )
    .groupBy(deliveries.boxId);

  return {
    toPack7: packing?.toPack7 ?? 0,
    toPack30: packing?.toPack30 ?? 0,
    lateBoxes: packing?.lateBoxes ?? 0,
    unpaidAmount: unpaid?.amount ?? 0,
    openProblems: open?.count ?? 0,
    shippedByBox: Object.fromEntries(shipped.map((row) => [row.boxId, row.boxes])),
  };
}
