import { and, asc, eq, gte, isNull, lt, ne, notExists, or, sql } from "drizzle-orm";
import { advance } from "../../shared/commerce/lifecycle-schedule";
import type { Db } from "../db/client";
import { providerCalls, subscriptions } from "../db/schema";
import { loadState, writeState, type SubscriptionRow } from "./subscription-state";

// The daily advance (decision 101): time passing, written down once a day by the subscriptions job.

/**
 * Brings one subscription up to today (past boxes counted, blocks renewed, pauses ended, the
 * horizon filled) and marks it advanced. The caller holds its lock.
 */
export async function advanceSubscription(db: Db, row: SubscriptionRow, today: string, now: Date) {
  const loaded = await loadState(db, row);
  await writeState(db, row, loaded, advance(loaded, today), today, now);
}

/**
 * Advances up to `limit` subscriptions not yet brought up to `today`, in one transaction, and
 * answers how many. Rows are claimed FOR UPDATE SKIP LOCKED: another server's pass, or a
 * customer's action (which advances the subscription itself), has the others.
 */
export function advanceDue(db: Db, today: string, now: Date, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          ne(subscriptions.status, "pending"),
          or(isNull(subscriptions.advancedOn), lt(subscriptions.advancedOn, today)),
          // A cancelled subscription needs advancing only while it has boxes to ship.
          or(
            ne(subscriptions.status, "cancelled"),
            isNull(subscriptions.advancedOn),
            gte(subscriptions.endsOn, subscriptions.advancedOn),
          ),
          // Held for the card provider's answer: its change is written from the state it was
          // decided on (provider-calls.ts), then advanced by a later pass.
          notExists(
            tx
              .select({ one: sql`1` })
              .from(providerCalls)
              .where(eq(providerCalls.subscriptionId, subscriptions.id)),
          ),
        ),
      )
      .orderBy(asc(subscriptions.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    for (const row of rows) await advanceSubscription(tx, row, today, now);
    return rows.length;
  });
}

/** Every subscription up to today, batch after batch. */
export async function advanceAllDue(db: Db, today: string, now: Date, batch = 50) {
  let total = 0;
  for (let n = batch; n === batch; total += n) n = await advanceDue(db, today, now, batch);
  return total;
}
