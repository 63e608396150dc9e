import { isDeepStrictEqual } from "node:util";
import { and, eq } from "drizzle-orm";
import type { LifecycleState } from "../../shared/commerce/lifecycle-state";
import type { Db } from "../db/client";
import { idempotencyKeys, providerCalls, subscriptions } from "../db/schema";
import { log } from "../log";
import { PaymentUnavailableError, type PaymentProvider } from "../payments/provider";
import { enqueueMessage, type OutgoingMessage } from "./outbox";
import { ok, refuse, type Result } from "./result";
import { callProvider, type ProviderCall } from "./subscription-at-provider";
import { loadState, writeState } from "./subscription-state";

// A customer's action that the card provider must reflect, in steps (decision 175): the intent
// is committed (holdCall, in the action's transaction), the provider is called with the
// action's idempotency key outside any transaction, then the change is written or dropped
// (settleCall). A call with no answer stays, and the subscriptions job makes it again
// (left-calls.ts).

/** How long the request that holds a call settles it alone (Stripe's SDK gives up in ~35 s). */
export const CALL_LEASE_MS = 60_000;

/** What a call changes here once the provider has done it. */
export interface PendingChange {
  /** The subscription's state as stored when the action was decided, and as decided. */
  before: LifecycleState;
  after: LifecycleState;
  /** The shop's date it was decided on. */
  today: string;
  /** The confirmation, queued with the change. */
  message: OutgoingMessage | null;
}

/** An Idempotency-Key's row (http/idempotency.ts): whose it is (`user:<uid>`) and the key. */
export interface RequestKey {
  scope: string;
  key: string;
}

export interface PendingCall {
  orderId: string;
  subscriptionId: number;
  call: ProviderCall;
  change: PendingChange;
  /** The request whose stored answer announced the change, if it sent a key. */
  request: RequestKey | null;
}

/** Whether a call of `orderId` waits for the provider: the order's actions wait for it. */
export async function callPendingFor(tx: Db, orderId: string): Promise<boolean> {
  const [pending] = await tx
    .select({ orderId: providerCalls.orderId })
    .from(providerCalls)
    .where(eq(providerCalls.orderId, orderId));
  return pending !== undefined;
}

/**
 * The action's last write, in its transaction: the call and the change, held by this request
 * for CALL_LEASE_MS. False when another call of the order got there first.
 */
export async function holdCall(tx: Db, pending: PendingCall, now: Date): Promise<boolean> {
  const held = await tx
    .insert(providerCalls)
    .values({
      orderId: pending.orderId,
      subscriptionId: pending.subscriptionId,
      key: pending.call.line.idempotencyKey,
      call: pending.call,
      change: pending.change,
      requestScope: pending.request?.scope ?? null,
      requestKey: pending.request?.key ?? null,
      attemptAfter: new Date(now.getTime() + CALL_LEASE_MS),
    })
    .onConflictDoNothing()
    .returning({ orderId: providerCalls.orderId });
  return held.length > 0;
}

/**
 * Makes the call, then writes the change (the provider did it) or drops it (the provider said
 * no: nothing changed anywhere, and a sentence of its own is the refusal). With no answer the
 * call is left for later (`retryAt`) and PaymentUnavailableError thrown, as for a no. Never
 * inside a transaction: `db` is the handle, each write its own transaction.
 */
export async function settleCall(
  db: Db,
  provider: PaymentProvider,
  pending: PendingCall,
  now: Date,
  retryAt: Date = now,
): Promise<Result<null>> {
  let refusal: string | null;
  try {
    refusal = await callProvider(provider, pending.call);
  } catch (error) {
    const known = error instanceof PaymentUnavailableError && !error.unknownOutcome;
    await (known ? drop(db, pending) : release(db, pending, retryAt, codeOf(error)));
    throw error;
  }
  if (refusal) {
    await drop(db, pending);
    return refuse("conflict", refusal);
  }
  await record(db, pending, now);
  return ok(null);
}

/** The provider did it: the change is written, unless the subscription moved on meanwhile. */
async function record(db: Db, pending: PendingCall, now: Date) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, pending.subscriptionId))
      .for("update");
    const taken = await tx
      .delete(providerCalls)
      .where(thisCall(pending))
      .returning({ orderId: providerCalls.orderId });
    // Settled by another already (the job, or a request that found it left).
    if (!row || taken.length === 0) return;
    const stored = await loadState(tx, row);
    const { before, after, today, message } = pending.change;
    if (!isDeepStrictEqual(stored, before)) {
      // Only the provider's own events change a subscription while its call is pending.
      log.warn(
        `Provider call ${pending.call.line.idempotencyKey} was made, but subscription ` +
          `${row.id} changed meanwhile: the action is not written`,
      );
      return;
    }
    await writeState(tx, row, stored, after, today, now);
    if (message) await enqueueMessage(tx, message);
  });
}

/** The provider said no: the intent goes, and the answer stored with its key goes with it. */
export async function drop(db: Db, pending: PendingCall) {
  await db.transaction(async (tx) => {
    await tx.delete(providerCalls).where(thisCall(pending));
    await forget(tx, pending.request);
  });
}

/**
 * No answer: the call stays for the job. The key's stored answer goes, so a retry of the
 * request is not told it happened; the retry waits for this call like any other action.
 */
async function release(db: Db, pending: PendingCall, retryAt: Date, code: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(providerCalls)
      .set({
        attemptAfter: retryAt,
        lastError: code,
        requestScope: null,
        requestKey: null,
      })
      .where(thisCall(pending));
    await forget(tx, pending.request);
  });
}

async function forget(tx: Db, request: RequestKey | null) {
  if (!request) return;
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key)));
}

const thisCall = (pending: PendingCall) =>
  and(
    eq(providerCalls.orderId, pending.orderId),
    eq(providerCalls.key, pending.call.line.idempotencyKey),
  );

/** The provider's error code ("resource_missing", "api_error"), or "no_answer". */
export function codeOf(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = (cause as { code?: unknown; type?: unknown } | undefined)?.code;
  const type = (cause as { type?: unknown } | undefined)?.type;
  return typeof code === "string" ? code : typeof type === "string" ? type : "no_answer";
}
