import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm";
import type {
  AdminPackingAnswer,
  AdminPackingLine,
  PickTotal,
  UnpaidAnswer,
} from "../../shared/api/admin/deliveries";
import { findBox } from "../../shared/catalogue";
import { compareDates, monthOf, todayIn } from "../../shared/commerce/dates";
import { deliveryState } from "../../shared/commerce/delivery-state";
import { findCarrier, trackingUrl, type Carrier } from "../../shared/shop/carriers";
import type { Db } from "../db/client";
import { addresses, deliveries, orderLines, orders, pets, subscriptions } from "../db/schema";
import { amountDue, amountDueSql } from "./credits";
import {
  monthRange,
  packingRows,
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

/**
 * How many of each box, and of each item swapped in for an allergy, to pick for the lines nobody
 * has packed yet: boxes first, then swap-ins, each by name.
 */
export function pickTotals(lines: readonly AdminPackingLine[]): PickTotal[] {
  const totals = new Map<string, PickTotal>();
  const add = (kind: PickTotal["kind"], key: string, name: string, quantity: number) => {
    const id = `${kind}:${key}`;
    const found = totals.get(id);
    if (found) found.quantity += quantity;
    else totals.set(id, { kind, key, name, quantity });
  };
  for (const line of lines) {
    if (line.packedAt !== null || (line.state !== "scheduled" && line.state !== "late")) continue;
    add("box", line.boxId, line.boxName, line.quantity);
    for (const swap of line.swapOut) {
      if (swap.swapIn) add("swap_in", swap.swapIn, swap.swapIn, line.quantity);
    }
  }
  return [...totals.values()].sort((a, b) =>
    a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === "box" ? -1 : 1,
  );
}

/** A month (YYYY-MM) or the week starting on a Monday (YYYY-MM-DD). */
export type PackingPeriod = { month: string; week?: undefined } | { week: string };

/**
 * GET /api/admin/packing: the lines of `npm run shop -- packing` for a month or a week, each with
 * its order, the pet's chewing strength, its state and parcel, and the pick list.
 */
export async function adminPacking(
  db: Db,
  period: PackingPeriod,
  deps: AdminPackingDeps,
): Promise<Result<AdminPackingAnswer>> {
  const range =
    period.week === undefined ? monthRange(period.month, deps) : weekRange(period.week, deps);
  if (!range.ok) return range;
  const rows = await packingRows(db, range.value.first, range.value.last, deps);
  const month = period.week === undefined ? period.month : monthOf(period.week);
  const week = period.week ?? null;
  const today = todayIn(deps.timeZone, deps.now());
  const withFacts = ({
    line,
    facts,
  }: {
    line: PackingLine;
    facts: PackingFacts;
  }): AdminPackingLine => {
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
  const adminLines = rows.map(withFacts);
  return ok({ month, week, lines: adminLines, totals: pickTotals(adminLines) });
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
): Promise<UnpaidAnswer> {
  const today = todayIn(deps.timeZone, deps.now());
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
    .where(
      and(
        eq(orders.paymentProvider, "manual"),
        inArray(deliveries.fulfilment, ["shipped", "delivered"]),
        isNull(deliveries.paymentStatus),
        // A free replacement, or a box its credit paid for whole: nothing to collect.
        gt(amountDueSql, 0),
      ),
    )
    .orderBy(asc(deliveries.shippedAt), asc(deliveries.id));
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
  return { deliveries: unpaid, total: unpaid.reduce((sum, each) => sum + each.amount, 0) };
}
