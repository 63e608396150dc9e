import { and, asc, eq, sql } from "drizzle-orm";
import type { OrderPayments, Refund, RefundInput } from "../../shared/api/admin/payments";
import type { StaffMember } from "../../shared/api/admin/staff";
import { formatCents } from "../../shared/commerce/cents";
import type { Db } from "../db/client";
import {
  auditLog,
  backOfficeSettings,
  deliveries,
  idempotencyKeys,
  orders,
  refunds,
  subscriptions,
} from "../db/schema";
import type { PaymentProvider } from "../payments/provider";
import { PaymentUnavailableError } from "../payments/provider";
import { recordAudit } from "./audit";
import { amountDueSql } from "./credits";
import { refundMessage } from "./payment-messages";
import { enqueueMessage } from "./outbox";
import { ok, refuse, type Result } from "./result";

// Refunds (issue 26, decision 229). A refund is stored first, in the request's transaction,
// with the order's row locked, so two refunds of one order take turns and never pay back more
// than was paid; a card refund is then asked of the provider after that commit (never inside a
// transaction, decision 175), and the customer's e-mail is queued when it answers.

export interface RefundDeps {
  payments: PaymentProvider;
  shopUrl: string;
  now: () => Date;
}

type OrderRow = typeof orders.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

/** A refund support may not give on their own (403, not a refusal of the body). */
export interface OverCap {
  ok: false;
  reason: "over_cap";
  message: string;
}

const NOT_FOUND = "There is no such order.";

/** The largest refund support may give, in cents: the owner's setting (0 when unset). */
export async function supportRefundCap(db: Db): Promise<number> {
  const [row] = await db
    .select({ cap: backOfficeSettings.supportRefundCapCents })
    .from(backOfficeSettings);
  return row?.cap ?? 0;
}

/**
 * What the customer paid on the order, in cents: by card, the first payment once the provider
 * confirmed it (renewals are Stripe's, decision 229); on delivery, each box recorded as paid,
 * less the credit it took (decision 240); by bank transfer (a gift, decision 269), all of it once
 * staff recorded the transfer.
 */
async function paidOn(db: Db, order: OrderRow): Promise<number> {
  // A prepaid plan or gift paid by transfer and then cancelled before anything shipped
  // (decision 273): the transfer was paid all the same, and is what is sent back.
  if (
    order.paymentProvider === "manual" &&
    order.status === "cancelled" &&
    (await transferRecorded(db, order.id))
  ) {
    return order.totalCents;
  }
  if (order.paymentProvider !== "manual" || order.status === "paid") {
    return order.providerSubscription !== null || order.status === "paid" ? order.totalCents : 0;
  }
  const [row] = await db
    .select({
      paid: sql<string>`coalesce(sum(${amountDueSql}), 0)`,
    })
    .from(deliveries)
    .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
    .where(and(eq(subscriptions.orderId, order.id), eq(deliveries.paymentStatus, "paid")));
  return Number(row?.paid ?? 0);
}

/**
 * The audit entry of a recorded bank transfer (`recordTransfer`, decision 273): the only record
 * that a cancelled manual order was paid, since its status no longer says so.
 */
export const transferRecordedSql = and(
  eq(auditLog.action, "order.payment"),
  eq(auditLog.recordType, "order"),
  sql`${auditLog.after} ->> 'method' = 'transfer'`,
);

/** Whether staff recorded a bank transfer for order `orderId`. */
export async function transferRecorded(db: Db, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.recordId, orderId), transferRecordedSql))
    .limit(1);
  return row !== undefined;
}

const refundOf = (row: RefundRow): Refund => ({
  id: row.id,
  amount: row.amountCents,
  reason: row.reason,
  method: row.method,
  by: row.actorEmail,
  at: row.createdAt.toISOString(),
});

export async function paymentsOf(db: Db, order: OrderRow): Promise<OrderPayments> {
  const rows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, order.id))
    .orderBy(asc(refunds.id));
  const paid = await paidOn(db, order);
  const refunded = rows.reduce((sum, row) => sum + row.amountCents, 0);
  return {
    id: order.id,
    number: order.number,
    customerEmail: order.customerEmail,
    provider: order.paymentProvider,
    status: order.status,
    paid,
    refunded,
    left: Math.max(0, paid - refunded),
    refunds: rows.map(refundOf),
  };
}

/** GET /api/admin/orders?number=: the order's money, found by its number ("PB-000042" or 42). */
export async function orderPaymentsByNumber(
  db: Db,
  number: string,
): Promise<Result<OrderPayments>> {
  const digits = Number(number.replace(/^PB-?/i, ""));
  const [order] = await db.select().from(orders).where(eq(orders.number, digits));
  return order ? ok(await paymentsOf(db, order)) : refuse("not_found", NOT_FOUND);
}

/** A card refund stored but not yet made at the provider: made after the commit. */
export interface PendingRefund {
  refundId: number;
  order: { id: string; reference: string };
  amount: number;
  reason: string;
  idempotencyKey: string;
  /** The request's Idempotency-Key, given back if the provider says no. */
  request: { scope: string; key: string } | null;
}

export interface RefundStarted {
  refund: Refund;
  order: OrderPayments;
  pending: PendingRefund | null;
}

/**
 * Stores a refund of `input.amount` cents on order `orderId`, in `tx` (the request's
 * transaction): never more than is left, support up to the owner's cap, packers never (the
 * route). Pay on delivery: recorded, audited and the customer told, all here. Card: stored and
 * audited here; `pending` is then made by `settleRefund`.
 */
export async function startRefund(
  tx: Db,
  deps: RefundDeps,
  actor: StaffMember,
  orderId: string,
  input: RefundInput,
  request: { scope: string; key: string } | null,
): Promise<Result<RefundStarted> | OverCap> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) return refuse("not_found", NOT_FOUND);
  const before = await paymentsOf(tx, order);
  if (before.paid === 0) {
    return refuse(
      "conflict",
      "Nothing has been paid on this order yet: there is nothing to refund.",
    );
  }
  if (input.amount > before.left) {
    return refuse(
      "invalid",
      `Refund at most ${formatCents(before.left)}: what was paid and not yet refunded.`,
      { amount: `Refund at most ${formatCents(before.left)}: what was paid and not yet refunded.` },
    );
  }
  if (actor.role !== "owner") {
    const cap = await supportRefundCap(tx);
    if (input.amount > cap) {
      return {
        ok: false,
        reason: "over_cap",
        message: `Support may refund up to ${formatCents(cap)}; ask an owner for a larger refund.`,
      };
    }
  }
  const card = order.paymentProvider !== "manual";
  if (card && (!deps.payments.refundPayment || order.paymentReference === null)) {
    return refuse("conflict", "This order's card payment cannot be refunded from here.");
  }
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId,
      amountCents: input.amount,
      reason: input.reason,
      method: card ? "card" : "recorded",
      actorUid: actor.uid,
      actorEmail: actor.email,
      actorRole: actor.role,
      createdAt: deps.now(),
    })
    .returning();
  if (!row) throw new Error("the refund was not stored");
  const after = await paymentsOf(tx, order);
  await recordAudit(tx, {
    actor,
    action: "order.refund",
    recordType: "order",
    recordId: orderId,
    customerUid: order.uid,
    before: { paid: before.paid, refunded: before.refunded },
    after: {
      paid: after.paid,
      refunded: after.refunded,
      amount: row.amountCents,
      reason: row.reason,
    },
    at: deps.now(),
  });
  if (!card) {
    await enqueueMessage(tx, messageFor(order, row, after.left, deps.shopUrl));
  }
  return ok({
    refund: refundOf(row),
    order: after,
    pending:
      card && order.paymentReference
        ? {
            refundId: row.id,
            order: { id: orderId, reference: order.paymentReference },
            amount: row.amountCents,
            reason: row.reason,
            // Derived from the request's key when there is one, so a retry refunds once.
            idempotencyKey: request
              ? `refund-${request.scope}-${request.key}`
              : `refund-${orderId}-${row.id}`,
            request,
          }
        : null,
  });
}

const messageFor = (order: OrderRow, row: RefundRow, left: number, shopUrl: string) =>
  refundMessage(
    {
      orderNumber: order.number,
      amount: row.amountCents,
      reason: row.reason,
      method: row.method,
      left,
    },
    { uid: order.uid, email: order.customerEmail },
    shopUrl,
  );

/**
 * Makes a stored card refund at the provider. Paid back: the provider's id is kept and the
 * customer is told. Refused or unanswered: the refund is taken back (so the money counts as
 * not refunded), the audit log says so, and the request's key is freed for a retry, which
 * reaches the provider with the same key and so refunds once.
 */
export async function settleRefund(
  db: Db,
  deps: RefundDeps,
  actor: StaffMember,
  pending: PendingRefund,
): Promise<Result<null>> {
  let providerRefund: string;
  try {
    const refund = deps.payments.refundPayment;
    if (!refund) throw new PaymentUnavailableError("The payment provider makes no refunds.");
    providerRefund = await refund(
      { orderId: pending.order.id, reference: pending.order.reference },
      pending.amount,
      {
        reason: pending.reason,
        idempotencyKey: pending.idempotencyKey,
      },
    );
  } catch (error) {
    if (!(error instanceof PaymentUnavailableError)) throw error;
    await db.transaction(async (tx) => {
      const [row] = await tx.delete(refunds).where(eq(refunds.id, pending.refundId)).returning();
      await recordAudit(tx, {
        actor,
        action: "order.refund_failed",
        recordType: "order",
        recordId: pending.order.id,
        customerUid: null,
        before: row ? refundOf(row) : null,
        after: { error: error.message },
        at: deps.now(),
      });
      if (pending.request) {
        const { scope, key } = pending.request;
        await tx
          .delete(idempotencyKeys)
          .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      }
    });
    return refuse("conflict", `The card payment was not refunded: ${error.message}`);
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(refunds)
      .set({ providerRefund })
      .where(eq(refunds.id, pending.refundId))
      .returning();
    const [order] = await tx.select().from(orders).where(eq(orders.id, pending.order.id));
    if (!row || !order) throw new Error("a stored refund vanished");
    const { left } = await paymentsOf(tx, order);
    await enqueueMessage(tx, messageFor(order, row, left, deps.shopUrl));
  });
  return ok(null);
}
