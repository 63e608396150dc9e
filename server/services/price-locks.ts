import { and, asc, eq, inArray } from "drizzle-orm";
import { findBox, type Box } from "../../shared/catalogue";
import { addDays, compareDates } from "../../shared/commerce/dates";
import { advance } from "../../shared/commerce/lifecycle-schedule";
import { clone, open } from "../../shared/commerce/lifecycle-state";
import { centsFromDollars, planPricePerDelivery } from "../../shared/commerce/money";
import { findPlan, type Plan } from "../../shared/commerce/plans";
import type { Db } from "../db/client";
import { orders, subscriptionPrices, subscriptions } from "../db/schema";
import { callPendingFor, holdCall, settleCall, type PendingCall } from "./provider-calls";
import { providerCallFor } from "./subscription-at-provider";
import type { SubscriptionDeps } from "./subscription-deps";
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

/** The day a pending change is applied: the day before its first charge (see below). */
export const applyOn = (change: Pick<PriceChange, "effectiveOn">) =>
  addDays(change.effectiveOn, -1);

/**
 * Applies subscription `subscriptionId`'s pending change the day before its first charge, in one
 * transaction that locks the subscription (a customer's action waits, or is waited for): the
 * subscription's price and its open boxes from `firstBoxOn` on take the new price. A day ahead,
 * so the card provider has the new price before it bills on `effectiveOn` (it bills at the start
 * of that day); nothing is charged at the new price before then. A change whose box or price the
 * customer changed meanwhile (a swap) is void: the swap was priced from the catalogue as it then
 * was. With `deps`, a card order's subscription at the provider gets the new price as a
 * customer's change does (decision 175): the intent is held with the change, the call made
 * after the commit, and the change written once the provider has it. Answers what became of
 * the change, or null when it is not (yet) this pass's to apply.
 */
export async function applyDuePriceChange(
  db: Db,
  subscriptionId: number,
  today: string,
  now: Date,
  deps: SubscriptionDeps | null = null,
): Promise<"applied" | "void" | null> {
  let held: PendingCall | null = null;
  const status = await db.transaction(async (tx) => {
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
    if (!row || !change || compareDates(applyOn(change), today) > 0) return null;
    const settle = (status: "applied" | "void") =>
      tx
        .update(subscriptionPrices)
        .set({ status, settledAt: now })
        .where(eq(subscriptionPrices.id, change.id))
        .then(() => status);
    if (
      row.boxId !== change.boxId ||
      row.unitPriceCents !== change.oldUnitPriceCents ||
      row.status === "cancelled"
    ) {
      return settle("void");
    }
    const loaded = await loadState(tx, row);
    const current = advance(loaded, today);
    const after = clone(current);
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
    const payments = deps?.payments;
    if (deps && payments?.method === "card") {
      const [order] = await tx
        .select({
          provider: orders.paymentProvider,
          providerSubscription: orders.providerSubscription,
        })
        .from(orders)
        .where(eq(orders.id, row.orderId));
      if (order?.provider === payments.id && order.providerSubscription) {
        // One provider call per order at a time: a later pass applies it.
        if (await callPendingFor(tx, row.orderId)) return null;
        const call = await providerCallFor(tx, deps, row, order.providerSubscription, {
          before: current,
          after,
          event: { kind: "changed", from: change.firstBoxOn, fields: ["unitPrice"] },
          key: `petbox-price-${change.id}`,
        });
        if (call) {
          const pending: PendingCall = {
            orderId: row.orderId,
            subscriptionId: row.id,
            call,
            change: { before: loaded, after, today, message: null },
            request: null,
          };
          if (!(await holdCall(tx, pending, now))) return null;
          held = pending;
          return settle("applied");
        }
      }
    }
    await writeState(tx, row, loaded, after, today, now);
    return settle("applied");
  });
  const call: PendingCall | null = held;
  if (call && deps) {
    // No answer: the call is left, and the subscriptions job makes it again (left-calls.ts).
    await settleCall(db, deps.payments, call, now).catch(() => null);
  }
  return status;
}
