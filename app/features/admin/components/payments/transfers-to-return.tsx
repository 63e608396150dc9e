import type { TransferToReturn } from "@shared/api/admin/payments";
import { orderNumberLabel } from "@shared/api/orders";
import { formatCents } from "@shared/commerce/cents";
import { refundOrder } from "../../api/payments";
import { OrderActionList } from "./order-action-list";

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
  return (
    <OrderActionList
      orders={orders}
      empty="No bank transfer is waiting to be sent back."
      detail={(order) =>
        `${formatCents(order.toReturn)} to send back${
          order.toReturn < order.paid ? ` of ${formatCents(order.paid)} paid` : ""
        }`
      }
      action={{
        label: "Record as sent back",
        ariaLabel: (reference) => `${reference}: record the transfer as sent back`,
        title: "Record the transfer as sent back?",
        description: (order) => (
          <>
            Only once {formatCents(order.toReturn)} has left the shop&apos;s bank account for the
            account that paid {orderNumberLabel(order.orderNumber)}. It is recorded as a refund and
            the customer is e-mailed.
          </>
        ),
        run: async (order) => {
          const result = await refundOrder(order.orderId, {
            amount: order.toReturn,
            reason: SENT_BACK_REASON,
          });
          return result.kind === "ok"
            ? {
                ok: true,
                message: `${orderNumberLabel(order.orderNumber)}: ${formatCents(order.toReturn)} recorded as sent back. The customer has been e-mailed.`,
              }
            : { ok: false, message: result.message };
        },
      }}
      onDone={onRecorded}
    />
  );
}
