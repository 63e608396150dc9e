import { and, eq, sql } from "drizzle-orm";
import type { SubscriptionDetail } from "../../shared/api/subscriptions";
import { todayIn } from "../../shared/commerce/dates";
import { advance } from "../../shared/commerce/lifecycle-schedule";
import { type LifecycleAction, type LifecycleState } from "../../shared/commerce/lifecycle-state";
import { decide } from "../../shared/commerce/subscription-lifecycle";
import { isTransaction, type Db } from "../db/client";
import { addresses, orderLines, orders, pets, subscriptions } from "../db/schema";
import { enqueueMessage } from "./outbox";
import { ok, refuse, type Result } from "./result";
import { reflectAtProvider } from "./subscription-at-provider";
import type { SubscriptionDeps } from "./subscription-deps";
import { detailOf } from "./subscription-details";
import { lifecycleMessage } from "./subscription-messages";
import { loadStateWithBlock, writeState, type SubscriptionRow } from "./subscription-state";

// The action runner: every verb of subscription-actions.ts is one run of `act`.

const NOT_FOUND = "There is no such subscription.";

export interface Prepared {
  action: LifecycleAction;
}

/**
 * One customer action, in one transaction: the subscription row is locked (FOR UPDATE), so two
 * tabs pressing Skip and Cancel at once take turns and the second decides on the first's result.
 * The state is advanced to today, the state machine decides, the difference is written, the
 * confirmation queued and the card provider told, all or nothing.
 */
export async function act(
  db: Db,
  deps: SubscriptionDeps,
  uid: string,
  id: number,
  prepare: (
    tx: Db,
    row: SubscriptionRow,
    state: LifecycleState,
  ) => Promise<Result<Prepared>> | Result<Prepared>,
  /** `prepare` may write (a new address) before the state machine may still refuse. */
  preparesWrites = false,
): Promise<Result<SubscriptionDetail>> {
  if (!Number.isSafeInteger(id) || id < 1) return refuse("not_found", NOT_FOUND);
  // A refusal after something was written must roll back to a savepoint when `db` is the
  // caller's transaction (the idempotency key's, which then stores the refusal). Nothing is
  // written before a refusal unless `prepare` writes or the card provider is asked after the
  // rows (only with card payments), so otherwise the savepoint (two statements) is left out.
  const savepoint = preparesWrites || deps.payments.method === "card";
  const run = (work: (tx: Db) => Promise<Result<SubscriptionDetail>>) =>
    isTransaction(db) && !savepoint ? work(db) : db.transaction(work);
  try {
    return await run((tx) => inTransaction(tx, deps, uid, id, prepare));
  } catch (error) {
    // Refused after something was written (a new address, the rows before the card provider
    // said no): thrown so the transaction rolls back, answered as the refusal it is.
    if (error instanceof RolledBack) return refuse("conflict", error.message);
    throw error;
  }
}

class RolledBack extends Error {}

/** The action's work, in `tx` (act's transaction or savepoint). */
async function inTransaction(
  tx: Db,
  deps: SubscriptionDeps,
  uid: string,
  id: number,
  prepare: Parameters<typeof act>[4],
): Promise<Result<SubscriptionDetail>> {
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
    })
    .from(subscriptions)
    .leftJoin(orders, eq(orders.id, subscriptions.orderId))
    .leftJoin(orderLines, eq(orderLines.subscriptionId, subscriptions.id))
    .where(and(eq(subscriptions.id, id), eq(subscriptions.uid, uid)))
    .for("update", { of: subscriptions });
  if (!locked) return refuse("not_found", NOT_FOUND);
  const { row, block, order } = locked;
  const now = deps.now();
  const today = todayIn(deps.timeZone, now);
  const loaded = await loadStateWithBlock(tx, row, block);
  const current = advance(loaded, today);
  const prepared = await prepare(tx, row, current);
  if (!prepared.ok) return prepared;
  const decision = decide(current, prepared.value.action, today);
  if (!decision.ok) throw new RolledBack(decision.message);
  await writeState(tx, row, loaded, decision.state, today, now);

  // The card is built from the state just written, not read back (decision 132): only the
  // names it shows are read, the address and the pet in one query.
  const after = decision.state;
  const [named] = await tx
    .select({
      place: addresses,
      pet: { id: pets.id, name: pets.name, species: pets.species },
    })
    .from(addresses)
    .leftJoin(pets, after.contents.petId === null ? sql`false` : eq(pets.id, after.contents.petId))
    .where(eq(addresses.id, after.contents.addressId));
  const place = named?.place;
  const pet = named?.pet;
  const detail = detailOf(deps, row, after, today, {
    pet: pet ?? null,
    address: place,
    planName: order?.planName ?? row.planId,
    block: after.prepaidBlock,
  });
  const message = lifecycleMessage(
    decision.event,
    detail,
    { uid, email: order?.email ?? null },
    deps.shopUrl,
  );
  if (message) await enqueueMessage(tx, message);
  // The provider's subscription is set by the payment webhook, so it is read after the lock.
  const providerSubscription =
    order?.provider === deps.payments.id && deps.payments.method === "card"
      ? (
          await tx
            .select({ providerSubscription: orders.providerSubscription })
            .from(orders)
            .where(eq(orders.id, row.orderId))
        )[0]?.providerSubscription
      : null;
  if (providerSubscription) {
    const refusal = await reflectAtProvider(tx, deps, row, providerSubscription, {
      before: current,
      after: decision.state,
      event: decision.event,
      key: `petbox-${decision.event.kind}-${row.id}-${now.getTime()}`,
    });
    if (refusal) throw new RolledBack(refusal);
  }
  return ok(detail);
}
