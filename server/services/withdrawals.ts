import { and, desc, eq, ne, sql } from "drizzle-orm";
import { orderNumberLabel } from "../../shared/api/orders";
import {
  parseOrderNumber,
  type SettledOutcome,
  type WithdrawalAnswer,
  type WithdrawalInput,
} from "../../shared/api/withdrawals";
import type { Database, Db } from "../db/client";
import { orders, subscriptions, withdrawals } from "../db/schema";
import { PaymentUnavailableError } from "../payments/provider";
import { enqueueMessage } from "./outbox";
import { cancel } from "./subscription-actions";
import type { SubscriptionDeps } from "./subscription-deps";
import { withdrawalConfirmation } from "./withdrawal-messages";

// The EU right of withdrawal (issue 25 §7, decision 211). A withdrawal is stored first, in its
// own transaction, so it is kept whatever happens next; then the order it names is looked up
// and each of its subscriptions cancelled by the portal's own action (one transaction and, for a
// card order, one provider call each, as the portal does it); last, its outcome is written with
// the confirmation e-mail. A server that stops in between leaves it `received`, which the next
// try of the same request (its Idempotency-Key) finishes, and the owner's list shows.

type WithdrawalRow = typeof withdrawals.$inferSelect;
/** A stored withdrawal and the number of the order it matched, if any. */
type Stored = WithdrawalRow & { matched: number | null };

/** Stores a withdrawal as sent, with the instant it was received; answers its id. */
export async function storeWithdrawal(
  db: Db,
  input: WithdrawalInput & { uid: string | null; receivedAt: Date },
): Promise<number> {
  const [row] = await db
    .insert(withdrawals)
    .values({
      receivedAt: input.receivedAt,
      fullName: input.fullName,
      orderNumber: input.orderNumber,
      email: input.email,
      uid: input.uid,
      outcome: "received",
    })
    .returning({ id: withdrawals.id });
  if (!row) throw new Error("The withdrawal was not stored.");
  return row.id;
}

/**
 * Acts on stored withdrawal `id`, once: cancels the subscriptions of the order it matches, then
 * writes the outcome and queues the confirmation. A withdrawal already acted on is answered as
 * it is.
 */
export async function settleWithdrawal(
  database: Database,
  deps: SubscriptionDeps,
  id: number,
): Promise<WithdrawalAnswer["withdrawal"]> {
  const row = await database.use("withdrawals.read", (db) => withdrawalById(db, id));
  if (row.outcome !== "received") return answerOf(row);

  const order = await database.use("withdrawals.match", (db) => matchingOrder(db, row));
  let outcome: SettledOutcome = order ? "cancelled" : "not_matched";
  let cancelled = 0;
  if (order) {
    const live = await database.use("withdrawals.subscriptions", (db) =>
      db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.orderId, order.id), ne(subscriptions.status, "cancelled")))
        .orderBy(subscriptions.id),
    );
    // One at a time: a card order's provider takes one call per order at once.
    for (const { id: subscriptionId } of live) {
      const result = await database
        .use("withdrawals.cancel", (db) => cancel(db, deps, order.uid, subscriptionId))
        .catch((error: unknown) => {
          if (error instanceof PaymentUnavailableError) return null;
          throw error;
        });
      if (result?.ok) cancelled += 1;
      else outcome = "follow_up";
    }
  }

  const settled = await database.use("withdrawals.settle", (db) =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(withdrawals)
        .set({ outcome, cancelled, orderId: order?.id ?? null })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.outcome, "received")))
        .returning();
      // Settled meanwhile by a retry of the same request: its answer stands.
      if (!updated) return withdrawalById(tx, id);
      await enqueueMessage(
        tx,
        withdrawalConfirmation(
          {
            fullName: updated.fullName,
            orderNumber: updated.orderNumber,
            orderLabel: order ? orderNumberLabel(order.number) : null,
            receivedAt: updated.receivedAt,
            outcome,
            cancelled,
          },
          { uid: order?.uid ?? updated.uid, email: updated.email },
          deps.shopUrl,
          deps.timeZone,
        ),
      );
      return { ...updated, matched: order?.number ?? null };
    }),
  );
  return answerOf(settled);
}

async function withdrawalById(db: Db, id: number): Promise<Stored> {
  const [row] = await db
    .select({ withdrawal: withdrawals, orderNumber: orders.number })
    .from(withdrawals)
    .leftJoin(orders, eq(orders.id, withdrawals.orderId))
    .where(eq(withdrawals.id, id));
  if (!row) throw new Error(`Withdrawal ${id} is not stored.`);
  return { ...row.withdrawal, matched: row.orderNumber };
}

/**
 * The order a withdrawal names: its number, and either the order's e-mail (any case) or the
 * account that sent it while signed in. Anything else is no match: the number alone is easy to
 * guess (they count up), so it never cancels anything.
 */
async function matchingOrder(
  db: Db,
  row: WithdrawalRow,
): Promise<{ id: string; uid: string; number: number } | null> {
  const number = parseOrderNumber(row.orderNumber);
  if (number === null) return null;
  const owner = row.uid === null ? sql`false` : eq(orders.uid, row.uid);
  const [order] = await db
    .select({ id: orders.id, uid: orders.uid, number: orders.number })
    .from(orders)
    .where(
      and(
        eq(orders.number, number),
        sql`(lower(${orders.customerEmail}) = lower(${row.email}) or ${owner})`,
      ),
    );
  return order ?? null;
}

function answerOf(row: Stored): WithdrawalAnswer["withdrawal"] {
  return {
    id: row.id,
    receivedAt: row.receivedAt.toISOString(),
    orderNumber: row.matched === null ? row.orderNumber : orderNumberLabel(row.matched),
    // Still `received`: it could not be acted on now, so the shop finishes it by hand.
    outcome: row.outcome === "received" ? "follow_up" : row.outcome,
    cancelled: row.cancelled,
  };
}

/** For the owner (`npm run shop -- withdrawals`): every withdrawal, newest first. */
export function allWithdrawals(db: Db) {
  return db
    .select({
      withdrawal: withdrawals,
      orderNumber: orders.number,
    })
    .from(withdrawals)
    .leftJoin(orders, eq(orders.id, withdrawals.orderId))
    .orderBy(desc(withdrawals.receivedAt), desc(withdrawals.id));
}
