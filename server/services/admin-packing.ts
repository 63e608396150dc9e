import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { AllergenTag } from "../../shared/allergens";
import { allergenConflicts } from "../../shared/allergens";
import {
  packingCursorOf,
  PACKING_PAGE_SIZE,
  TODAY_LINES,
  type AdminPackingAnswer,
  type AdminPackingLine,
  type AdminPackingTodayAnswer,
  type PackingCursor,
  type PickTotal,
  type UnpaidAnswer,
  UNPAID_PAGE_SIZE,
} from "../../shared/api/admin/deliveries";
import { findBox } from "../../shared/catalogue";
import {
  addDays,
  compareDates,
  dayOfWeek,
  monthBounds,
  monthOf,
  todayIn,
  type CalendarDate,
} from "../../shared/commerce/dates";
import { deliveryState } from "../../shared/commerce/delivery-state";
import { findCarrier, trackingUrl, type Carrier } from "../../shared/shop/carriers";
import type { Db } from "../db/client";
import { addresses, deliveries, orderLines, orders, pets, subscriptions } from "../db/schema";
import { amountDue, amountDueSql } from "./credits";
import {
  bringUpToDate,
  monthRange,
  packingPage,
  packingWhere,
  weekRange,
  type PackingDeps,
  type PackingFacts,
  type PackingLine,
} from "./packing";
import { ok, type Result } from "./result";

// What the back office reads of the boxes (issue 26): the month's packing list with each box's
// state and parcel and the pick list, and the pay-on-delivery boxes nobody has been paid for.

export interface AdminPackingDeps extends PackingDeps {
  carriers: readonly Carrier[];
}

/** A pick list being added up: each box or swap-in once, its quantities summed. */
function pickTally() {
  const byId = new Map<string, PickTotal>();
  return {
    add(kind: PickTotal["kind"], key: string, name: string, quantity: number) {
      const id = `${kind}:${key}`;
      const found = byId.get(id);
      if (found) found.quantity += quantity;
      else byId.set(id, { kind, key, name, quantity });
    },
    /** Boxes first, then swap-ins, each by name. */
    totals: () => [...byId.values()].sort(byKindThenName),
  };
}

/**
 * How many of each box, and of each item swapped in for an allergy, to pick for the lines nobody
 * has packed yet: boxes first, then swap-ins, each by name. Over lines already read; the API's
 * totals come from one aggregate query instead (packingSummary), and must equal this.
 */
export function pickTotals(lines: readonly AdminPackingLine[]): PickTotal[] {
  const { add, totals } = pickTally();
  for (const line of lines) {
    if (line.packedAt !== null || (line.state !== "scheduled" && line.state !== "late")) continue;
    add("box", line.boxId, line.boxName, line.quantity);
    for (const swap of line.swapOut) {
      if (swap.swapIn) add("swap_in", swap.swapIn, swap.swapIn, line.quantity);
    }
  }
  return totals();
}

/** A month (YYYY-MM) or the week starting on a Monday (YYYY-MM-DD). */
export type PackingPeriod = { month: string; week?: undefined } | { week: string };

/** A line with what the back office adds to it: its order, state and parcel. */
function withFacts(deps: AdminPackingDeps, today: CalendarDate) {
  return ({ line, facts }: { line: PackingLine; facts: PackingFacts }): AdminPackingLine => {
    const carrier = facts.carrier ? findCarrier(facts.carrier, deps.carriers) : undefined;
    return {
      ...line,
      orderId: facts.orderId,
      orderNumber: facts.orderNumber,
      chewing: facts.chewing,
      // The list holds no box of a subscription waiting for its payment.
      state: deliveryState({ ...facts, date: line.date, pending: false }, today),
      replacement: facts.replaces !== null,
      packedAt: facts.packedAt?.toISOString() ?? null,
      shippedAt: facts.shippedAt?.toISOString() ?? null,
      carrier: facts.carrier,
      carrierName: carrier?.name ?? facts.carrier,
      trackingNumber: facts.trackingNumber,
      trackingUrl:
        facts.carrier && facts.trackingNumber
          ? trackingUrl(facts.carrier, facts.trackingNumber, deps.carriers)
          : null,
    };
  };
}

/** Not shipped yet: the box still needs a person (its state is scheduled, late or packed). */
const notShipped = inArray(deliveries.fulfilment, ["waiting", "packed"]);

/**
 * GET /api/admin/packing: a page of the lines of `npm run shop -- packing` for a month or a week
 * (decision 261), each with its order, the pet's chewing strength, its state and parcel; and, for
 * the whole month or week, the pick list and how many lines there are, by an aggregate query.
 */
export async function adminPacking(
  db: Db,
  period: PackingPeriod,
  deps: AdminPackingDeps,
  page: { after?: PackingCursor | null; limit?: number } = {},
): Promise<Result<AdminPackingAnswer>> {
  const range =
    period.week === undefined ? monthRange(period.month, deps) : weekRange(period.week, deps);
  if (!range.ok) return range;
  await bringUpToDate(db, deps);
  const where = packingWhere(db, range.value.first, range.value.last);
  const limit = page.limit ?? PACKING_PAGE_SIZE;
  const today = todayIn(deps.timeZone, deps.now());
  // One more than the page: whether there is a next page, without counting again.
  const rows = await packingPage(db, where, deps, { after: page.after, limit: limit + 1 });
  const summary = await packingSummary(db, where, deps, today);
  const month = period.week === undefined ? period.month : monthOf(period.week);
  const week = period.week ?? null;
  const lines = rows.slice(0, limit).map(withFacts(deps, today));
  const last = lines.at(-1);
  return ok({
    month,
    week,
    lines,
    ...summary,
    next: rows.length > limit && last ? packingCursorOf(last) : null,
  });
}

/**
 * The whole period's figures in one aggregate query: its lines, the ones still to pack or ship,
 * and the pick list (the boxes still to pack, and the swap-ins their pets' allergies call for).
 * Lines are grouped by box and allergies, a few dozen groups however many boxes there are.
 */
async function packingSummary(
  db: Db,
  where: ReturnType<typeof packingWhere>,
  deps: Pick<AdminPackingDeps, "catalogue">,
  today: CalendarDate,
): Promise<Pick<AdminPackingAnswer, "count" | "open" | "totals">> {
  // State scheduled or late (deliveryState) and nobody has packed it yet: pickTotals' lines.
  const toPack = sql`${notShipped} and ${deliveries.packedAt} is null and (${deliveries.date} < ${today}::date or ${deliveries.fulfilment} <> 'packed')`;
  // From deliveries and the pets' allergies alone: the index deliveries_packing_idx holds every
  // column of a delivery read here, so the month's ~25,000 rows are read from it, not the table.
  const groups = await db
    .select({
      boxId: deliveries.boxId,
      allergies: pets.allergies,
      lines: sql<number>`count(*)::integer`,
      open: sql<number>`(count(*) filter (where ${notShipped}))::integer`,
      toPack: sql<number>`coalesce(sum(${deliveries.quantity}) filter (where ${toPack}), 0)::integer`,
    })
    .from(deliveries)
    .leftJoin(pets, eq(pets.id, deliveries.petId))
    .where(and(...where))
    .groupBy(deliveries.boxId, pets.allergies);
  const { add, totals } = pickTally();
  for (const group of groups) {
    const quantity = Number(group.toPack);
    if (quantity === 0) continue;
    const box = findBox(deps.catalogue, group.boxId);
    const name = box?.name ?? (await orderedName(db, where, group.boxId));
    add("box", group.boxId, name, quantity);
    if (!box || !group.allergies) continue;
    for (const swap of allergenConflicts(box, group.allergies as AllergenTag[])) {
      if (swap.swapIn) add("swap_in", swap.swapIn, swap.swapIn, quantity);
    }
  }
  return {
    count: groups.reduce((sum, group) => sum + Number(group.lines), 0),
    open: groups.reduce((sum, group) => sum + Number(group.open), 0),
    totals: totals(),
  };
}

/**
 * A box no longer in the catalogue goes by the name it was ordered under, as its lines do: that
 * of its first line still to pack. Rare, so asked only then.
 */
async function orderedName(db: Db, where: ReturnType<typeof packingWhere>, boxId: string) {
  const [first] = await db
    .select({ name: orderLines.boxName })
    .from(deliveries)
    .innerJoin(orderLines, eq(orderLines.subscriptionId, deliveries.subscriptionId))
    .where(and(...where, eq(deliveries.boxId, boxId), notShipped, isNull(deliveries.packedAt)))
    .orderBy(asc(deliveries.date), asc(deliveries.subscriptionId), asc(deliveries.id))
    .limit(1);
  return first?.name ?? boxId;
}

const byKindThenName = (a: PickTotal, b: PickTotal) =>
  a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === "box" ? -1 : 1;

/**
 * GET /api/admin/packing/today (decision 261): what the Today screen lists, and no more. The late
 * boxes (past their day and not shipped, since the first day of last month) and the week's boxes
 * still to pack or ship and not late, each counted in full and the first TODAY_LINES listed.
 */
export async function adminPackingToday(
  db: Db,
  week: string | undefined,
  deps: AdminPackingDeps,
): Promise<AdminPackingTodayAnswer> {
  await bringUpToDate(db, deps);
  const today = todayIn(deps.timeZone, deps.now());
  const monday = week ?? addDays(today, -((dayOfWeek(today) + 6) % 7));
  const sunday = addDays(monday, 6);
  const since = monthBounds(previousMonth(monthOf(today))).first;
  const late = [...packingWhere(db, since, today), lt(deliveries.date, today), notShipped];
  const thisWeek = [
    ...packingWhere(db, monday, sunday),
    gte(deliveries.date, today),
    lte(deliveries.date, sunday),
    notShipped,
  ];
  const some = async (where: typeof late) => {
    const rows = await packingPage(db, where, deps, { limit: TODAY_LINES });
    const [counted] = await db
      .select({ count: sql<number>`count(*)::integer` })
      .from(deliveries)
      .where(and(...where));
    return { count: Number(counted?.count ?? 0), lines: rows.map(withFacts(deps, today)) };
  };
  return { today, week: monday, late: await some(late), thisWeek: await some(thisWeek) };
}

/** "2026-11" → "2026-10". */
function previousMonth(month: string): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, "0")}`;
}

/** Whole days from `from` to `to`, both "YYYY-MM-DD". */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * GET /api/admin/unpaid: every pay-on-delivery box that has shipped (or arrived) and whose
 * payment nobody has recorded, oldest first: what the courier should have collected for its
 * boxes and their shipping, and for how many days.
 */
export async function unpaidDeliveries(
  db: Db,
  deps: Pick<PackingDeps, "catalogue" | "timeZone" | "now">,
  limit: number = UNPAID_PAGE_SIZE,
): Promise<UnpaidAnswer> {
  const today = todayIn(deps.timeZone, deps.now());
  const unpaidWhere = and(
    eq(orders.paymentProvider, "manual"),
    inArray(deliveries.fulfilment, ["shipped", "delivered"]),
    isNull(deliveries.paymentStatus),
    // A free replacement, or a box its credit paid for whole: nothing to collect.
    gt(amountDueSql, 0),
  );
  // All of them counted and summed; the oldest `limit` listed (decision 263).
  const [all] = await db
    .select({
      count: sql<number>`count(*)::integer`,
      total: sql<number>`coalesce(sum(${amountDueSql}), 0)::bigint`,
    })
    .from(deliveries)
    .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(unpaidWhere);
  const rows = await db
    .select({
      delivery: deliveries,
      uid: subscriptions.uid,
      orderId: orders.id,
      orderNumber: orders.number,
      orderedBoxName: orderLines.boxName,
      petName: pets.name,
      customerName: addresses.fullName,
    })
    .from(deliveries)
    .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .innerJoin(orderLines, eq(orderLines.subscriptionId, subscriptions.id))
    .innerJoin(addresses, eq(addresses.id, deliveries.addressId))
    .leftJoin(pets, eq(pets.id, deliveries.petId))
    .where(unpaidWhere)
    .orderBy(asc(deliveries.shippedAt), asc(deliveries.id))
    .limit(limit);
  const unpaid = rows.map(({ delivery, ...row }) => {
    const shippedAt = delivery.shippedAt ?? new Date(0);
    const shippedOn = todayIn(deps.timeZone, shippedAt);
    return {
      deliveryId: delivery.id,
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      uid: row.uid,
      customerName: row.customerName,
      date: delivery.date,
      boxName: findBox(deps.catalogue, delivery.boxId)?.name ?? row.orderedBoxName,
      petName: row.petName,
      quantity: delivery.quantity,
      state: delivery.fulfilment === "delivered" ? ("delivered" as const) : ("shipped" as const),
      shippedAt: shippedAt.toISOString(),
      amount: amountDue(delivery),
      ageDays: compareDates(shippedOn, today) < 0 ? daysBetween(shippedOn, today) : 0,
    };
  });
  return { deliveries: unpaid, count: Number(all?.count ?? 0), total: Number(all?.total ?? 0) };
}
