import { asc, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { providerCalls } from "../db/schema";
import { log } from "../log";
import type { PaymentProvider } from "../payments/provider";
import {
  CALL_LEASE_MS,
  codeOf,
  drop,
  settleCall,
  type PendingCall,
  type PendingChange,
} from "./provider-calls";
import type { ProviderCall } from "./subscription-at-provider";

// The calls to the card provider left without an answer (decision 175), made again by the
// subscriptions job.

/** Between two attempts of the job at a call that had no answer. */
const RETRY_AFTER_MS = 60_000;
/** Stripe keeps an idempotency key for 24 hours; after that a retry could do it twice. */
const GIVE_UP_AFTER_MS = 23 * 60 * 60 * 1000;

/**
 * The subscriptions job's part (decision 175): every call left without an answer (or held by a
 * request that is gone), made again with its own key; the provider answers a call it already
 * did as it did then. Answers how many were settled either way.
 */
export async function settleLeftCalls(
  run: <T>(work: (db: Db) => Promise<T>) => Promise<T>,
  provider: PaymentProvider,
  now: Date,
  batch = 20,
): Promise<number> {
  let settled = 0;
  for (let claimed = batch; claimed === batch;) {
    const due = await run((db) => claim(db, now, batch));
    claimed = due.length;
    for (const row of due) {
      const pending: PendingCall = {
        orderId: row.orderId,
        subscriptionId: row.subscriptionId,
        // Written by holdCall from these very types.
        call: row.call as ProviderCall,
        change: row.change as PendingChange,
        request: null,
      };
      if (now.getTime() - row.createdAt.getTime() > GIVE_UP_AFTER_MS) {
        log.error(`Provider call ${row.key} had no answer for a day: given up, not written`);
        await run((db) => drop(db, pending));
        continue;
      }
      const retryAt = new Date(now.getTime() + RETRY_AFTER_MS);
      try {
        await run((db) => settleCall(db, provider, pending, now, retryAt));
        settled += 1;
      } catch (error) {
        log.warn(`Provider call ${row.key} still unsettled (${codeOf(error)})`);
      }
    }
  }
  return settled;
}

/** Calls nobody holds, taken by this pass for the lease (other servers skip them). */
function claim(db: Db, now: Date, batch: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(providerCalls)
      .where(lte(providerCalls.attemptAfter, now))
      .orderBy(asc(providerCalls.createdAt))
      .limit(batch)
      .for("update", { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(providerCalls)
        .set({
          attemptAfter: new Date(now.getTime() + CALL_LEASE_MS),
          attempts: sql`${providerCalls.attempts} + 1`,
        })
        .where(
          inArray(
            providerCalls.orderId,
            due.map((row) => row.orderId),
          ),
        );
    }
    return due;
  });
}
