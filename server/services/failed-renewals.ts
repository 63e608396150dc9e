import { asc, eq } from "drizzle-orm";
import type { FailedRenewal } from "../../shared/api/admin/payments";
import type { StaffMember } from "../../shared/api/admin/staff";
import { formatCalendarDate, todayIn } from "../../shared/commerce/dates";
import type { Db } from "../db/client";
import { failedRenewals, orders } from "../db/schema";
import { recordAudit } from "./audit";
import { paymentLinkMessage } from "./payment-messages";
import { enqueueMessage } from "./outbox";
import { ok, refuse, type Result } from "./result";

// Card renewals the provider could not collect (issue 26, decision 230): what the webhook
// stored of each failed invoice, and the e-mail that sends the customer its payment page.

const select = {
  renewal: failedRenewals,
  orderNumber: orders.number,
  customerEmail: orders.customerEmail,
  uid: orders.uid,
};

type Row = {
  renewal: typeof failedRenewals.$inferSelect;
  orderNumber: number;
  customerEmail: string | null;
};

const answerOf = ({ renewal, orderNumber, customerEmail }: Row): FailedRenewal => ({
  orderId: renewal.orderId,
  orderNumber,
  customerEmail,
  amount: renewal.amountCents,
  failedAt: renewal.failedAt.toISOString(),
  retryAt: renewal.retryAt?.toISOString() ?? null,
  canSendLink: renewal.payUrl !== null && customerEmail !== null,
  linkSentAt: renewal.linkSentAt?.toISOString() ?? null,
});

/** GET /api/admin/renewals/failed: oldest failure first. */
export async function listFailedRenewals(db: Db): Promise<FailedRenewal[]> {
  const rows = await db
    .select(select)
    .from(failedRenewals)
    .innerJoin(orders, eq(orders.id, failedRenewals.orderId))
    .orderBy(asc(failedRenewals.failedAt), asc(orders.number));
  return rows.map(answerOf);
}

/**
 * POST /api/admin/orders/:id/payment-link: e-mails the customer the provider's page for the
 * failed invoice, through the outbox, and notes when; audited.
 */
export async function sendPaymentLink(
  tx: Db,
  deps: { shopUrl: string; timeZone: string; now: () => Date },
  actor: StaffMember,
  orderId: string,
): Promise<Result<FailedRenewal>> {
  const [row] = await tx
    .select(select)
    .from(failedRenewals)
    .innerJoin(orders, eq(orders.id, failedRenewals.orderId))
    .where(eq(failedRenewals.orderId, orderId))
    .for("update", { of: failedRenewals });
  if (!row) return refuse("not_found", "This order has no failed renewal.");
  const { renewal } = row;
  if (renewal.payUrl === null || row.customerEmail === null) {
    return refuse("conflict", "There is no payment page or no e-mail address to send it to.");
  }
  const now = deps.now();
  await enqueueMessage(
    tx,
    paymentLinkMessage(
      {
        orderNumber: row.orderNumber,
        amount: renewal.amountCents,
        retryAt: renewal.retryAt
          ? formatCalendarDate(todayIn(deps.timeZone, renewal.retryAt))
          : null,
        payUrl: renewal.payUrl,
      },
      { uid: row.uid, email: row.customerEmail },
      deps.shopUrl,
    ),
  );
  const [after] = await tx
    .update(failedRenewals)
    .set({ linkSentAt: now })
    .where(eq(failedRenewals.orderId, orderId))
    .returning();
  if (!after) throw new Error("a locked renewal vanished");
  await recordAudit(tx, {
    actor,
    action: "order.payment_link",
    recordType: "order",
    recordId: orderId,
    customerUid: row.uid,
    before: { linkSentAt: renewal.linkSentAt },
    after: { linkSentAt: now, invoice: renewal.invoice },
    at: now,
  });
  return ok(answerOf({ ...row, renewal: after }));
}
