import type { AwaitingTransfer } from "@shared/api/admin/payments";
import { orderNumberLabel } from "@shared/api/orders";
import { formatCents } from "@shared/commerce/cents";
import { ApiFailure } from "~/lib/api-failure";
import { recordTransfer } from "../../api/payments";
import { OrderActionList } from "./order-action-list";

const age = (days: number) =>
  days === 0 ? "ordered today" : `waiting ${days} ${days === 1 ? "day" : "days"}`;

/**
 * Orders waiting for a bank transfer (gifts, prepaid plans; decision 275), oldest first: when
 * the money is in the shop's account, staff record it (after a confirm), and the order goes on
 * (the gift e-mail goes out on its day, the prepaid subscription starts).
 */
export function AwaitingTransfers({
  orders,
  onRecorded,
}: {
  orders: readonly AwaitingTransfer[];
  onRecorded: () => void | Promise<void>;
}) {
  return (
    <OrderActionList
      orders={orders}
      empty="No order is waiting for a bank transfer."
      detail={(order) => `${formatCents(order.total)} · ${age(order.ageDays)}`}
      action={{
        label: "Record the transfer",
        ariaLabel: (reference) => `${reference}: record the transfer`,
        title: "Record the bank transfer?",
        description: (order) => (
          <>
            Only when {formatCents(order.total)} quoting {orderNumberLabel(order.orderNumber)} is in
            the shop&apos;s bank account. The order becomes paid; a gift&apos;s e-mail then goes out
            on its day.
          </>
        ),
        run: async (order) => {
          try {
            await recordTransfer(order.orderId);
            return {
              ok: true,
              message: `${orderNumberLabel(order.orderNumber)}: the transfer is recorded and the order paid.`,
            };
          } catch (error) {
            return {
              ok: false,
              message:
                error instanceof ApiFailure
                  ? error.message
                  : "That did not work. Please try again.",
            };
          }
        },
      }}
      onDone={onRecorded}
    />
  );
}
