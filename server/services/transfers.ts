import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type {
  AwaitingTransfer,
  OrderPayments,
  TransferToReturn,
} from "../../shared/api/admin/payments";
import type { StaffMember } from "../../shared/api/admin/staff";
import { orderNumberLabel } from "../../shared/api/orders";
import { firstShipDate } from "../../shared/commerce/fulfilment-rules";
import { inOneTransaction, type Db } from "../db/client";
import { auditLog, deliveries, orderLines, orders, subscriptions } from "../db/schema";
import { recordAudit } from "./audit";
import { payGiftOrder } from "./gifts";
import { newOrderMessages } from "./order-messages";
import { orderById } from "./orders";
import { enqueueMessages } from "./outbox";
import { placeAccountCredits } from "./referrals";
import { paymentsOf, transferRecordedSql } from "./refunds";
import { ok, refuse, type Result } from "./result";

/** What recording a transfer needs besides the database: the calendar and the e-mail's links. */
export interface TransferDeps {
  /** SHOP_TIME_ZONE: the first box's day is counted in it. */
  timeZone: string;
  shopUrl: string;
  shopNotifyEmail?: string | null;
}

/**
 * POST /api/admin/orders/:id/payment {status: "paid", method: "transfer"} (issue 28, decisions
 * 269 and 273): staff saw the buyer's bank transfer arrive. The order is paid; its gift is
 * scheduled, so the gift job sends the e-mail on its day; a prepaid plan's subscriptions start,
 * their first box on the first ship day the payment allows (as an order placed now), and the
 * confirmation says it is paid. Audited with what the order was.
 */
export function recordTransfer(
  db: Db,
  deps: TransferDeps,
  actor: StaffMember,
  orderId: string,
  now: Date,
): Promise<Result<OrderPayments>> {
  const work = async (tx: Db): Promise<Result<OrderPayments>> => {
    // Locks in the order a customer's action takes them (the subscription, then its order,
    // subscription-runner.ts), so a cancel at the same moment waits instead of deadlocking.
    await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.orderId, orderId))
      .orderBy(asc(subscriptions.id))
      .for("update");
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) return refuse("not_found", "There is no such order.");
    if (order.status !== "awaiting_transfer") {
      return refuse(
        "conflict",
        `Order ${orderNumberLabel(order.number)} is not waiting for a bank transfer: nothing was recorded.`,
      );
    }
    const paid = await payGiftOrder(tx, orderId, now);
    await startSubscriptions(tx, deps, order, now);
    await recordAudit(tx, {
      actor,
      action: "order.payment",
      recordType: "order",
      recordId: orderId,
      customerUid: order.uid,
      before: { status: order.status },
      after: { status: "paid", method: "transfer", amount: order.totalCents },
      at: now,
    });
    return ok(await paymentsOf(tx, paid));
  };
  return inOneTransaction(db, work);
}

const DAY_MS = 86_400_000;

/**
 * GET /api/admin/orders/awaiting-transfer (decision 275): every order waiting for a bank
 * transfer, oldest first, whatever it pays for (a gift, a prepaid plan).
 */
export async function awaitingTransfers(db: Db, now: Date): Promise<AwaitingTransfer[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.status, "awaiting_transfer"))
    .orderBy(asc(orders.createdAt), asc(orders.number))
    .limit(500);
  return rows.map((row) => ({
    orderId: row.id,
    orderNumber: row.number,
    planName: row.planName,
    customerUid: row.uid,
    customerEmail: row.customerEmail,
    total: row.totalCents,
    createdAt: row.createdAt.toISOString(),
    ageDays: Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / DAY_MS)),
  }));
}

/**
 * GET /api/admin/orders/transfers-to-return (decision 273): a prepaid plan or gift paid by bank
 * transfer, then cancelled before anything shipped (decision 207), owes its buyer the transfer
 * back; no provider does it, so staff send it and record the refund. Every such order whose
 * refunds (paymentsOf) do not yet cover what was paid, oldest first, with what is left.
 */
export async function transfersToReturn(db: Db): Promise<TransferToReturn[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.paymentProvider, "manual"),
        eq(orders.status, "cancelled"),
        inArray(
          sql`${orders.id}::text`,
          db.select({ id: auditLog.recordId }).from(auditLog).where(transferRecordedSql),
        ),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.number))
    .limit(500);
  const owed: TransferToReturn[] = [];
  for (const row of rows) {
    const money = await paymentsOf(db, row);
    if (money.left === 0) continue;
    owed.push({
      orderId: row.id,
      orderNumber: row.number,
      planName: row.planName,
      customerUid: row.uid,
      customerEmail: row.customerEmail,
      paid: money.paid,
      toReturn: money.left,
      createdAt: row.createdAt.toISOString(),
    });
  }
  return owed;
}

/**
 * A prepaid plan's subscriptions waiting for the transfer (decision 273): active from now, the
 * first box (delivery 0, the order lines' first date, the anchor) moved to the first ship day
 * after the payment, as if ordered now, and the paid order confirmed by e-mail. A discount
 * code's end day moves by as many days as the first box (its anchor until now) moved, so the
 * code still covers the months it was given for.
 */
async function startSubscriptions(
  tx: Db,
  deps: TransferDeps,
  order: { id: string; uid: string; customerEmail: string | null },
  now: Date,
) {
  const firstDate = firstShipDate(now, deps.timeZone);
  const started = await tx
    .update(subscriptions)
    .set({
      status: "active",
      anchorDate: firstDate,
      nextDeliveryDate: firstDate,
      // The right side reads the row before the update: the old anchor, the first box's day.
      discountEndsOn: sql`${subscriptions.discountEndsOn} + (${firstDate}::date - ${subscriptions.anchorDate})`,
      updatedAt: now,
    })
    .where(and(eq(subscriptions.orderId, order.id), eq(subscriptions.status, "pending")))
    .returning({ id: subscriptions.id });
  if (started.length === 0) return;
  await tx
    .update(deliveries)
    .set({ date: firstDate })
    .where(
      and(
        inArray(
          deliveries.subscriptionId,
          started.map((row) => row.id),
        ),
        eq(deliveries.sequence, 0),
        eq(deliveries.status, "scheduled"),
      ),
    );
  await tx
    .update(orderLines)
    .set({ firstDeliveryDate: firstDate })
    .where(eq(orderLines.orderId, order.id));
  // Referral credits waiting on the account go to a live subscription's next box (270).
  await placeAccountCredits(tx, order.uid, now);
  const paid = await orderById(tx, order.id);
  if (!paid) throw new Error("the paid order is missing");
  await enqueueMessages(
    tx,
    newOrderMessages(paid, { uid: order.uid, email: order.customerEmail }, deps),
  );
}
