import { and, asc, eq, gt, gte, isNull, lt, ne, notExists, or, sql } from "drizzle-orm";
import { advance } from "../../shared/commerce/lifecycle-schedule";
import type { Db } from "../db/client";
import { providerCalls, subscriptions } from "../db/schema";
import {
  deliveriesOf,
  loadState,
  prepaidBlocks,
  stateOf,
  writeState,
  type SubscriptionRow,
} from "./subscription-state";

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
export async function advanceDue(db: Db, today: string, now: Date, limit: number): Promise<number> {
  return (await advanceDueAfter(db, today, now, limit, 0)).advanced;
}

/**
 * advanceDue for subscriptions numbered above `after`: a pass going batch after batch passes the
 * last id it claimed, so each claim starts where the last ended instead of reading again every
 * row already brought up to today (decision 245). A row another server or a customer held as the
 * pass went by is theirs to advance, or the next pass's.
 */
export function advanceDueAfter(
  db: Db,
  today: string,
  now: Date,
  limit: number,
  after: number,
): Promise<{ advanced: number; last: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          gt(subscriptions.id, after),
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
    // The batch's order lines and deliveries in two reads, not two a subscription (decision 245).
    const ids = rows.map((row) => row.id);
    const blocks = await prepaidBlocks(tx, ids);
    const slots = await deliveriesOf(tx, ids);
    for (const row of rows) {
      const loaded = stateOf(row, slots.get(row.id) ?? [], blocks.get(row.id) ?? null);
      await writeState(tx, row, loaded, advance(loaded, today), today, now);
    }
    return { advanced: rows.length, last: rows.at(-1)?.id ?? after };
  });
}

/** Every subscription up to today, batch after batch. */
export async function advanceAllDue(db: Db, today: string, now: Date, batch = 50) {
  let total = 0;
  let after = 0;
  for (let n = batch; n === batch; total += n) {
    ({ advanced: n, last: after } = await advanceDueAfter(db, today, now, batch, after));
  }
  return total;
}
