import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { orderNumberLabel } from "@shared/api/orders";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { customerPath } from "../../screens";

/** What a row names: the order's reference, what was bought, and whose it is. */
export interface OrderRef {
  orderId: string;
  orderNumber: number;
  planName: string;
  customerUid: string;
  customerEmail: string | null;
}

/** What the row's action did: the success line to show, or the refusal (shown in the dialog). */
export type OrderActionOutcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * A Payments panel's list of orders with one money action each, confirmed in a dialog: the
 * transfers to record and the transfers to send back (decisions 273, 275). A row names the
 * order, what was bought and the customer (linked to their page), then `detail`.
 */
export function OrderActionList<Order extends OrderRef>({
  orders,
  empty,
  detail,
  action,
  onDone,
}: {
  orders: readonly Order[];
  empty: string;
  detail: (order: Order) => ReactNode;
  action: {
    /** The button's and the dialog's confirm label. */
    label: string;
    ariaLabel: (reference: string) => string;
    title: string;
    description: (order: Order) => ReactNode;
    run: (order: Order) => Promise<OrderActionOutcome>;
  };
  onDone: () => void | Promise<void>;
}) {
  const [asked, setAsked] = useState<Order | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function confirm(order: Order) {
    setPending(true);
    setFailure(null);
    const outcome = await action.run(order);
    setPending(false);
    if (!outcome.ok) return setFailure(outcome.message);
    setAsked(null);
    setDone(outcome.message);
    await onDone();
  }

  return (
    <div className="flex flex-col gap-3">
      {done ? <Alert tone="success">{done}</Alert> : null}
      {orders.length === 0 ? (
        <p className="text-stone-700">{empty}</p>
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
                    · {detail(order)}
                  </p>
                </div>
                <Button
                  size="md"
                  aria-label={action.ariaLabel(reference)}
                  onClick={() => {
                    setFailure(null);
                    setDone(null);
                    setAsked(order);
                  }}
                >
                  {action.label}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={action.title}
        description={asked ? <p>{action.description(asked)}</p> : null}
        alert={failure ? <Alert tone="error">{failure}</Alert> : null}
        confirmLabel={action.label}
        pendingLabel="Recording…"
        pending={pending}
        onConfirm={() => (asked ? void confirm(asked) : undefined)}
        onCancel={() => setAsked(null)}
      />
    </div>
  );
}
