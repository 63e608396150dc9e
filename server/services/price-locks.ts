import { and, asc, eq, inArray } from "drizzle-orm";
import { findBox, type Box } from "../../shared/catalogue";
import { compareDates } from "../../shared/commerce/dates";
import { advance } from "../../shared/commerce/lifecycle-schedule";
import { open } from "../../shared/commerce/lifecycle-state";
import { centsFromDollars, planPricePerDelivery } from "../../shared/commerce/money";
import { findPlan, type Plan } from "../../shared/commerce/plans";
import type { Db } from "../db/client";
import { subscriptionPrices, subscriptions } from "../db/schema";
import { loadState, writeState } from "./subscription-state";

// Prices locked per subscription (issue 28, decision 265): a subscription keeps the price it was
// sold at (subscriptions.unit_price_cents) until a catalogue change has been told to it at least
// 30 days ahead; subscription_prices holds each change, pending until its day, then applied.

export type PriceChange = typeof subscriptionPrices.$inferSelect;

/**
 * What one box of `boxId` costs on `planId` in today's catalogue, in cents; null when the box or
 * the plan is no longer sold (then the locked price simply holds).
 */
export function cataloguePrice(
  catalogue: readonly Box[],
  plans: readonly Plan[],
  boxId: string,
  planId: string,
): number | null {
  const box = findBox(catalogue, boxId);
  const plan = findPlan(plans, planId);
  if (!box || !plan) return null;
  return planPricePerDelivery(centsFromDollars(box.price), plan);
}

/** The pending change of each of `ids` that has one. */
export async function pendingPrices(db: Db, ids: readonly number[]) {
  const pending = new Map<number, PriceChange>();
  if (ids.length === 0) return pending;
  const rows = await db
    .select()
    .from(subscriptionPrices)
    .where(
      and(
        inArray(subscriptionPrices.subscriptionId, [...ids]),
        eq(subscriptionPrices.status, "pending"),
      ),
    );
  for (const row of rows) pending.set(row.subscriptionId, row);
  return pending;
}

/** A subscription's price changes, oldest first (its first price is its order line's). */
export function priceHistory(db: Db, subscriptionId: number) {
  return db
    .select()
    .from(subscriptionPrices)
    .where(eq(subscriptionPrices.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionPrices.id));
}

/**
 * Applies subscription `subscriptionId`'s pending change once its day has come, in one
 * transaction that locks the subscription (a customer's action waits, or is waited for): the
 * subscription's price and its open boxes from `firstBoxOn` on take the new price. A change
 * whose box or price the customer changed meanwhile (a swap) is void: the swap was priced from
 * the catalogue as it then was. Answers what became of it, or null when another server had it.
 */
export function applyDuePriceChange(
  db: Db,
  subscriptionId: number,
  today: string,
  now: Date,
): Promise<"applied" | "void" | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId))
      .for("update");
    const [change] = await tx
      .select()
      .from(subscriptionPrices)
      .where(
        and(
          eq(subscriptionPrices.subscriptionId, subscriptionId),
          eq(subscriptionPrices.status, "pending"),
        ),
      )
      .for("update");
    if (!row || !change || compareDates(change.effectiveOn, today) > 0) return null;
    const stale =
      row.boxId !== change.boxId ||
      row.unitPriceCents !== change.oldUnitPriceCents ||
      row.status === "cancelled";
    if (!stale) {
      const loaded = await loadState(tx, row);
      const after = advance(loaded, today);
      after.contents.unitPrice = change.unitPriceCents;
      for (const slot of after.slots) {
        if (
          open(slot) &&
          slot.contents.boxId === change.boxId &&
          compareDates(slot.date, change.firstBoxOn) >= 0
        ) {
          slot.contents.unitPrice = change.unitPriceCents;
        }
      }
      await writeState(tx, row, loaded, after, today, now);
    }
    const status = stale ? ("void" as const) : ("applied" as const);
    await tx
      .update(subscriptionPrices)
      .set({ status, settledAt: now })
      .where(eq(subscriptionPrices.id, change.id));
    return status;
  });
}
