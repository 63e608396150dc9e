import { useState } from "react";
import { Link } from "react-router";
import type { AwaitingTransfer } from "@shared/api/admin/payments";
import { orderNumberLabel } from "@shared/api/orders";
import { formatCents } from "@shared/commerce/cents";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { ApiFailure } from "~/lib/api-failure";
import { recordTransfer } from "../../api/payments";
import { customerPath } from "../../screens";

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
  const [asked, setAsked] = useState<AwaitingTransfer | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function confirm(order: AwaitingTransfer) {
    setPending(true);
    setFailure(null);
    try {
      await recordTransfer(order.orderId);
      setAsked(null);
      setDone(
        `${orderNumberLabel(order.orderNumber)}: the transfer is recorded and the order paid.`,
      );
      await onRecorded();
    } catch (error) {
      setFailure(
        error instanceof ApiFailure ? error.message : "That did not work. Please try again.",
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {done ? <Alert tone="success">{done}</Alert> : null}
      {orders.length === 0 ? (
        <p className="text-stone-700">No order is waiting for a bank transfer.</p>
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
                    · {formatCents(order.total)} · {age(order.ageDays)}
                  </p>
                </div>
                <Button
                  size="md"
                  aria-label={`${reference}: record the transfer`}
                  onClick={() => {
                    setFailure(null);
                    setDone(null);
                    setAsked(order);
                  }}
                >
                  Record the transfer
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={asked !== null}
        title="Record the bank transfer?"
        description={
          asked ? (
            <p>
              Only when {formatCents(asked.total)} quoting {orderNumberLabel(asked.orderNumber)} is
              in the shop&apos;s bank account. The order becomes paid; a gift&apos;s e-mail then
              goes out on its day.
            </p>
          ) : null
        }
        alert={failure ? <Alert tone="error">{failure}</Alert> : null}
        confirmLabel="Record the transfer"
        pendingLabel="Recording…"
        pending={pending}
        onConfirm={() => (asked ? void confirm(asked) : undefined)}
        onCancel={() => setAsked(null)}
      />
    </div>
  );
}
