import { useState } from "react";
import { Link } from "react-router";
import type { TransferToReturn } from "@shared/api/admin/payments";
import { orderNumberLabel } from "@shared/api/orders";
import { formatCents } from "@shared/commerce/cents";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { refundOrder } from "../../api/payments";
import { customerPath } from "../../screens";

/** The refund's reason, in the audit log and the customer's refund e-mail. */
export const SENT_BACK_REASON = "Cancelled before the first box: your bank transfer is sent back.";

/**
 * Bank transfers to send back (decision 273): prepaid plans and gifts paid by transfer and
 * cancelled before anything shipped, oldest first. Staff send the money from the bank, then
 * record it here (after a confirm) as a refund of all that is left, as the refund form does;
 * the customer is e-mailed and the order leaves the list.
 */
export function TransfersToReturn({
  orders,
  onRecorded,
}: {
  orders: readonly TransferToReturn[];
  onRecorded: () => void | Promise<void>;
}) {
  const [asked, setAsked] = useState<TransferToReturn | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function confirm(order: TransferToReturn) {
    setPending(true);
    setFailure(null);
    const result = await refundOrder(order.orderId, {
      amount: order.toReturn,
      reason: SENT_BACK_REASON,
    });
    setPending(false);
    if (result.kind !== "ok") return setFailure(result.message);
    setAsked(null);
    setDone(
      `${orderNumberLabel(order.orderNumber)}: ${formatCents(order.toReturn)} recorded as sent back. The customer has been e-mailed.`,
    );
    await onRecorded();
  }

  return (
    <div className="flex flex-col gap-3">
      {done ? <Alert tone="success">{done}</Alert> : null}
      {orders.length === 0 ? (
        <p className="text-stone-700">No bank transfer is waiting to be sent back.</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {orders.map((order) => {
            const reference = orderNumberLabel(order.orderNumber);
            return (
              <li
                key={order.orderId}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <div className="min-w-0">
                  <p className="font-semibold wrap-anywhere text-stone-900">
                    {reference} · {order.planName}
                  </p>
                  <p className="text-sm wrap-anywhere text-stone-700">
                    <Link to={customerPath(order.customerUid)} className="text-amber-900 underline">
                      {order.customerEmail ?? order.customerUid}
                    </Link>{" "}
                    · {formatCents(order.toReturn)} to send back
                    {order.toReturn < order.paid ? ` of ${formatCents(order.paid)} paid` : ""}
                  </p>
                </div>
                <Button
                  size="md"
                  aria-label={`${reference}: record the transfer as sent back`}
                  onClick={() => {
                    setFailure(null);
                    setDone(null);
                    setAsked(order);
                  }}
                >
                  Record as sent back
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={asked !== null}
        title="Record the transfer as sent back?"
        description={
          asked ? (
            <p>
              Only once {formatCents(asked.toReturn)} has left the shop&apos;s bank account for the
              account that paid {orderNumberLabel(asked.orderNumber)}. It is recorded as a refund
              and the customer is e-mailed.
            </p>
          ) : null
        }
        alert={failure ? <Alert tone="error">{failure}</Alert> : null}
        confirmLabel="Record as sent back"
        pendingLabel="Recording…"
        pending={pending}
        onConfirm={() => (asked ? void confirm(asked) : undefined)}
        onCancel={() => setAsked(null)}
      />
    </div>
  );
}
