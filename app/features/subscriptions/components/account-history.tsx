import { useState } from "react";
import { Link } from "react-router";
import { orderNumberLabel } from "@shared/api/orders";
import type { AccountHistoryAnswer, DeliveryEntry } from "@shared/api/subscriptions";
import { formatCalendarDate } from "@shared/commerce/dates";
import { formatCents } from "@shared/commerce/cents";
import { ButtonLink } from "~/components/ui/button";
import { paths } from "~/config/paths";
import { ProblemOutcome, ProblemReport } from "./problem-report";
import { UpcomingBoxes } from "./upcoming-boxes";

// The real state of each box (decision 225): "late" when its day has passed and it has not
// shipped, never "shipped" until someone has handed it to the carrier.
const deliveryStatus: Record<DeliveryEntry["status"], { label: string; tone: string }> = {
  scheduled: { label: "Scheduled", tone: "bg-sky-100 text-sky-950" },
  late: { label: "Late", tone: "bg-orange-100 text-orange-950" },
  packed: { label: "Packed", tone: "bg-indigo-100 text-indigo-950" },
  shipped: { label: "Shipped", tone: "bg-emerald-100 text-emerald-900" },
  delivered: { label: "Delivered", tone: "bg-green-100 text-green-950" },
  returned: { label: "Returned", tone: "bg-purple-100 text-purple-950" },
  skipped: { label: "Skipped", tone: "bg-stone-200 text-stone-800" },
  paused: { label: "Paused", tone: "bg-amber-100 text-amber-950" },
  cancelled: { label: "Cancelled", tone: "bg-red-100 text-red-900" },
};

const orderStatus: Record<AccountHistoryAnswer["orders"][number]["status"], string> = {
  paid: "Paid",
  pending: "Waiting for payment",
  failed: "Payment failed",
  pay_on_delivery: "Pay on first delivery",
  cancelled: "Cancelled: nothing shipped, nothing charged",
  awaiting_transfer: "Waiting for your bank transfer",
};

/** The day an order was placed, from its timestamp, as the shop writes dates. */
const placedOn = (iso: string) => formatCalendarDate(iso.slice(0, 10));

/** A shipped box's parcel: the carrier, the tracking number and the carrier's page for it. */
function Parcel({ delivery }: { delivery: DeliveryEntry }) {
  if (!delivery.carrier || !delivery.trackingNumber) return null;
  return (
    <p className="text-sm wrap-anywhere text-stone-700">
      {delivery.carrier} {delivery.trackingNumber}
      {delivery.trackingUrl ? (
        <>
          {" · "}
          <a
            href={delivery.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-amber-900 underline underline-offset-2"
          >
            Track your box<span className="sr-only"> (opens the carrier&apos;s site)</span>
          </a>
        </>
      ) : null}
    </p>
  );
}

/** /account/orders: every delivery (scheduled, skipped, shipped) and every order, newest first. */
export function AccountHistory({ history }: { history: AccountHistoryAnswer }) {
  const { orders, deliveries } = history;
  // Reports sent from this page join the ones the server gave, newest first.
  const [problems, setProblems] = useState(history.problems);
  if (orders.length === 0) {
    return (
      <div className="rounded-3xl border border-amber-200 bg-white p-8 text-center">
        <h2 className="text-xl font-bold text-stone-900">No orders yet</h2>
        <p className="mt-2 text-stone-700">Your orders and every box they bring show up here.</p>
        <ButtonLink to={`${paths.home()}#boxes`} className="mt-6">
          Browse the boxes
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-10">
      {history.upcoming.length > 0 ? (
        <section aria-labelledby="upcoming-heading" data-testid="orders-upcoming">
          <h2 id="upcoming-heading" className="text-2xl font-bold text-stone-900">
            Coming up
          </h2>
          <p className="mt-1 text-sm text-stone-700">
            The next boxes of each subscription.{" "}
            <Link
              to={paths.accountSubscriptions()}
              className="font-semibold text-amber-900 underline underline-offset-2"
            >
              Skip or change them in My subscriptions
            </Link>
            .
          </p>
          {history.upcoming.map((group) => (
            <UpcomingBoxes
              key={group.subscriptionId}
              boxes={group.boxes}
              live
              title={`${group.boxName}${group.petName ? ` for ${group.petName}` : ""}`}
            />
          ))}
        </section>
      ) : null}
      <section aria-labelledby="deliveries-heading">
        <h2 id="deliveries-heading" className="text-2xl font-bold text-stone-900">
          Deliveries
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          Newest first, up to each subscription&apos;s next box.{" "}
          <Link
            to={paths.accountSubscriptions()}
            className="font-semibold text-amber-900 underline underline-offset-2"
          >
            Skip, pause or change them
          </Link>
          .
        </p>
        <ul className="mt-4 flex flex-col gap-2" data-testid="deliveries">
          {deliveries.map((delivery) => {
            const status = deliveryStatus[delivery.status];
            const reported = problems.filter((problem) => problem.deliveryId === delivery.id);
            const canReport =
              (delivery.status === "shipped" ||
                delivery.status === "delivered" ||
                delivery.status === "returned") &&
              reported.every((problem) => problem.resolution !== null);
            return (
              <li
                key={delivery.id}
                data-testid="delivery"
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-2xl border border-amber-200 bg-white px-4 py-3"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-stone-900">
                    {formatCalendarDate(delivery.date)}
                  </p>
                  <p className="text-sm wrap-anywhere text-stone-700">
                    {delivery.quantity} × {delivery.boxName}
                    {delivery.petName ? ` for ${delivery.petName}` : ""}
                  </p>
                  <Parcel delivery={delivery} />
                  {reported.map((problem) => (
                    <ProblemOutcome key={problem.id} problem={problem} />
                  ))}
                </div>
                <span className={`rounded-full px-3 py-1 text-sm font-semibold ${status.tone}`}>
                  {status.label}
                </span>
                {canReport ? (
                  <ProblemReport
                    deliveryId={delivery.id}
                    label={`the ${delivery.boxName} of ${formatCalendarDate(delivery.date)}`}
                    onReported={(problem) => setProblems((list) => [problem, ...list])}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="orders-heading">
        <h2 id="orders-heading" className="text-2xl font-bold text-stone-900">
          Orders
        </h2>
        <ul className="mt-4 flex flex-col gap-3" data-testid="orders">
          {orders.map((order) => (
            <li key={order.id} className="rounded-2xl border border-amber-200 bg-white px-4 py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <Link
                  to={paths.order(order.id)}
                  className="font-semibold text-amber-900 underline underline-offset-2"
                >
                  Order {orderNumberLabel(order.number)}
                </Link>
                <span className="text-sm font-semibold text-stone-700">
                  {orderStatus[order.status]}
                </span>
              </div>
              <p className="mt-1 text-sm text-stone-700">
                Placed on {placedOn(order.createdAt)} · {order.planName} ·{" "}
                {formatCents(order.total)}
              </p>
              <ul className="mt-1 text-sm wrap-anywhere text-stone-700">
                {order.lines.map((line) => (
                  <li key={line.subscriptionId}>
                    {line.quantity} × {line.boxName} for {line.petName}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
