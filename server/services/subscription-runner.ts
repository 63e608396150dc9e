import { and, eq, ne } from "drizzle-orm";
import type { SubscriptionDetail } from "../../shared/api/subscriptions";
import { todayIn } from "../../shared/commerce/dates";
import { advance } from "../../shared/commerce/lifecycle-schedule";
import { type LifecycleAction, type LifecycleState } from "../../shared/commerce/lifecycle-state";
import { decide } from "../../shared/commerce/subscription-lifecycle";
import { isTransaction, type Db } from "../db/client";
import { discountCodes, discountCodeUses, orderLines, orders, subscriptions } from "../db/schema";
import { PaymentUnavailableError } from "../payments/provider";
import { enqueueMessage } from "./outbox";
import { pendingPrices } from "./price-locks";
import {
  callPendingFor,
  holdCall,
  settleCall,
  type PendingCall,
  type RequestKey,
} from "./provider-calls";
import { ok, refuse, type Result } from "./result";
import { transferRecorded } from "./refunds";
import { providerCallFor } from "./subscription-at-provider";
import type { SubscriptionDeps } from "./subscription-deps";
import { cardNames, detailOf, transferReference } from "./subscription-details";
import { lifecycleMessage } from "./subscription-messages";
import { loadStateWithBlock, writeState, type SubscriptionRow } from "./subscription-state";

// The action runner: every verb of subscription-actions.ts is one run of `act`, in two steps
// when the card provider must reflect it (decision 175): `begin`, one transaction that decides
// and writes the change, or only its intent when the provider is to be called; then
// `settleCall`, after the commit, which calls the provider and writes the change or drops it.

const NOT_FOUND = "There is no such subscription.";
const CALL_PENDING = "Another change of this order is still being confirmed by the card provider.";

export interface Prepared {
  action: LifecycleAction;
}

/** One action as the runner takes it: what to ask the state machine, after any checks. */
export interface Verb {
  prepare: (
    tx: Db,
    row: SubscriptionRow,
    state: LifecycleState,
  ) => Promise<Result<Prepared>> | Result<Prepared>;
  /** `prepare` may write (a new address) before the state machine may still refuse. */
  preparesWrites?: boolean;
}

/** The card as it is after the action, and the provider's call still to make, if any. */
export interface Begun {
  detail: SubscriptionDetail;
  pending: PendingCall | null;
}

/**
 * One customer action, all of it: `begin`, then the provider's call if it needs one. The answer
 * is the card after the action, or the refusal (the state machine's, or the provider's).
 */
export async function act(
  db: Db,
  deps: SubscriptionDeps,
  uid: string,
  id: number,
  verb: Verb,
): Promise<Result<SubscriptionDetail>> {
  const begun = await begin(db, deps, uid, id, verb);
  if (!begun.ok) return begun;
  const { detail, pending } = begun.value;
  if (pending) {
    const settled = await settleCall(db, deps.payments, pending, deps.now());
    if (!settled.ok) return settled;
  }
  return ok(detail);
}

/**
 * The action's transaction (the caller's, such as the Idempotency-Key's, or its own): the
 * subscription row is locked (FOR UPDATE), so two tabs pressing Skip and Cancel at once take
 * turns and the second decides on the first's result. The state is advanced to today and the
 * state machine decides; the difference is written with its confirmation, or, when the card
 * provider must reflect it, held with its call (`pending`) until the provider has answered.
 * `request` is the Idempotency-Key whose stored answer is freed if the provider says no.
 */
export async function begin(
  db: Db,
  deps: SubscriptionDeps,
  uid: string,
  id: number,
  verb: Verb,
  request: RequestKey | null = null,
): Promise<Result<Begun>> {
  if (!Number.isSafeInteger(id) || id < 1) return refuse("not_found", NOT_FOUND);
  // A refusal after something was written must roll back to a savepoint when `db` is the
  // caller's transaction (the idempotency key's, which then stores the refusal). Nothing is
  // written before a refusal unless `prepare` writes, so otherwise the savepoint (two
  // statements) is left out.
  const run = (work: (tx: Db) => Promise<Result<Begun>>) =>
    isTransaction(db) && !verb.preparesWrites ? work(db) : db.transaction(work);
  try {
    return await run((tx) => inTransaction(tx, deps, uid, id, verb, request));
  } catch (error) {
    // Refused after something was written (a new address): thrown so the transaction rolls
    // back, answered as the refusal it is.
    if (error instanceof RolledBack) return refuse("conflict", error.message);
    throw error;
  }
}

class RolledBack extends Error {}

/** The action's work, in `tx` (begin's transaction or savepoint). */
async function inTransaction(
  tx: Db,
  deps: SubscriptionDeps,
  uid: string,
  id: number,
  verb: Verb,
  request: RequestKey | null,
): Promise<Result<Begun>> {
  // The lock, with what does not change after checkout read in the same statement: the
  // order's e-mail, provider and plan name, and the order line's prepaid block. (A joined
  // row is read as it was when the statement began, not after waiting for the lock, so only
  // columns no other transaction writes are taken from here; decision 161.)
  const [locked] = await tx
    .select({
      row: subscriptions,
      block: orderLines.deliveries,
      order: {
        email: orders.customerEmail,
        provider: orders.paymentProvider,
        planName: orders.planName,
      },
      code: { code: discountCodes.code, percentOff: discountCodes.percentOff },
    })
    .from(subscriptions)
    .leftJoin(orders, eq(orders.id, subscriptions.orderId))
    .leftJoin(orderLines, eq(orderLines.subscriptionId, subscriptions.id))
    .leftJoin(discountCodeUses, eq(discountCodeUses.orderId, subscriptions.orderId))
    .leftJoin(discountCodes, eq(discountCodes.id, discountCodeUses.codeId))
    .where(and(eq(subscriptions.id, id), eq(subscriptions.uid, uid)))
    .for("update", { of: subscriptions });
  if (!locked) return refuse("not_found", NOT_FOUND);
  const { row, block, order, code } = locked;
  const card = deps.payments.method === "card";
  // One provider call per order at a time: the next action decides on what it did.
  if (card && (await callPendingFor(tx, row.orderId))) {
    throw new PaymentUnavailableError(CALL_PENDING);
  }
  const now = deps.now();
  const today = todayIn(deps.timeZone, now);
  // A pending subscription may wait for its order's bank transfer (decision 273), which staff
  // may be recording now: the order's status is read under its lock, after the subscription's.
  const transfer =
    row.status === "pending"
      ? transferReference(
          (
            await tx
              .select({ status: orders.status, number: orders.number })
              .from(orders)
              .where(eq(orders.id, row.orderId))
              .for("update")
          )[0],
        )
      : null;
  const loaded = await loadStateWithBlock(tx, row, block);
  const current = advance(loaded, today);
  const prepared = await verb.prepare(tx, row, current);
  if (!prepared.ok) return prepared;
  const decision = decide(current, prepared.value.action, today, transfer);
  if (!decision.ok) throw new RolledBack(decision.message);

  // The card is built from the decided state, not read back (decision 132): only the names it
  // shows are read, the pets and addresses of it and its next boxes.
  const after = decision.state;
  const detail = detailOf(deps, row, after, today, {
    names: await cardNames(tx, [after], today),
    planName: order?.planName ?? row.planId,
    block: after.prepaidBlock,
    pendingPrice: (await pendingPrices(tx, [row.id])).get(row.id) ?? null,
    code,
    awaitingTransfer: after.status === "pending" ? transfer : null,
  });
  // Asked for what already is (the same box skipped twice, or by two tabs at once): the card as
  // it is, and nothing written, sent or charged.
  if (decision.unchanged) return ok({ detail, pending: null });
  // A voided cancel of an order paid by bank transfer: the transfer goes back, no card does.
  const paidByTransfer =
    decision.event.kind === "cancelled" &&
    decision.event.voided &&
    transfer === null &&
    order?.provider === "manual" &&
    (await transferRecorded(tx, row.orderId));
  const message = lifecycleMessage(
    decision.event,
    detail,
    { uid, email: order?.email ?? null },
    deps.shopUrl,
    { paidByTransfer },
  );
  // The provider's subscription is set by the payment webhook, so it is read after the lock.
  const providerSubscription =
    order?.provider === deps.payments.id && card
      ? (
          await tx
            .select({ providerSubscription: orders.providerSubscription })
            .from(orders)
            .where(eq(orders.id, row.orderId))
        )[0]?.providerSubscription
      : null;
  const call = providerSubscription
    ? await providerCallFor(tx, deps, row, providerSubscription, {
        before: current,
        after,
        event: decision.event,
        key: `petbox-${decision.event.kind}-${row.id}-${now.getTime()}`,
      })
    : null;
  if (!call) {
    await writeState(tx, row, loaded, after, today, now);
    if (transfer !== null && after.status === "cancelled") await cancelUnpaidOrder(tx, row, now);
    if (message) await enqueueMessage(tx, message);
    return ok({ detail, pending: null });
  }
  // Only the intent now; the change is written once the provider has it (settleCall).
  const pending: PendingCall = {
    orderId: row.orderId,
    subscriptionId: row.id,
    call,
    change: { before: loaded, after, today, message },
    request,
  };
  if (!(await holdCall(tx, pending, now))) throw new PaymentUnavailableError(CALL_PENDING);
  return ok({ detail, pending });
}

/**
 * An order waiting for its bank transfer whose every subscription is now cancelled is
 * cancelled too (decision 273): it leaves the back office's list of transfers to await, and a
 * transfer recorded for it afterwards is refused.
 */
async function cancelUnpaidOrder(tx: Db, row: SubscriptionRow, now: Date) {
  const [live] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.orderId, row.orderId), ne(subscriptions.status, "cancelled")))
    .limit(1);
  if (live) return;
  await tx
    .update(orders)
    .set({ status: "cancelled", updatedAt: now })
    .where(and(eq(orders.id, row.orderId), eq(orders.status, "awaiting_transfer")));
}
