import { and, asc, eq } from "drizzle-orm";
import type { AwaitingTransfer, OrderPayments } from "../../shared/api/admin/payments";
import type { StaffMember } from "../../shared/api/admin/staff";
import { orderNumberLabel } from "../../shared/api/orders";
import { isTransaction, type Db } from "../db/client";
import { orders } from "../db/schema";
import { recordAudit } from "./audit";
import { payGiftOrder } from "./gifts";
import { paymentsOf } from "./refunds";
import { ok, refuse, type Result } from "./result";

/**
 * POST /api/admin/orders/:id/payment {status: "paid", method: "transfer"} (issue 28, decision
 * 269): staff saw the buyer's bank transfer arrive. The order is paid and its gift scheduled, so
 * the gift job sends the e-mail on its day; audited with what the order was.
 */
export function recordTransfer(
  db: Db,
  actor: StaffMember,
  orderId: string,
  now: Date,
): Promise<Result<OrderPayments>> {
  const work = async (tx: Db): Promise<Result<OrderPayments>> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) return refuse("not_found", "There is no such order.");
    if (order.status !== "awaiting_transfer") {
      return refuse(
        "conflict",
        `Order ${orderNumberLabel(order.number)} is not waiting for a bank transfer: nothing was recorded.`,
      );
    }
    const paid = await payGiftOrder(tx, orderId, now);
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
  return isTransaction(db) ? work(db) : db.transaction(work);
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
