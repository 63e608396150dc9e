import type { ReactNode } from "react";
import { Link } from "react-router";
import { orderNumberLabel } from "@shared/api/orders";
import { problemKindLabels, resolutionSentence } from "@shared/api/problems";
import { formatCents } from "@shared/commerce/cents";
import { formatCalendarDate } from "@shared/commerce/dates";
import { addressLines } from "@shared/commerce/delivery-texts";
import type { CustomerScreenData } from "../../load-admin";
import { ADMIN_ROOT } from "../../screens";
import { CustomerGifts } from "./customer-gifts";
import { CustomerSubscription } from "./customer-subscription";

/**
 * One customer: who they are, their pets, addresses, subscriptions (with the portal's actions,
 * taken for them), boxes, orders, payments, reviews and messages (decisions 231 and 232).
 */
export function CustomerPage({ data }: { data: CustomerScreenData }) {
  const { customer } = data;
  const title = customer.name ?? customer.email ?? "Customer";
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <Link to={`${ADMIN_ROOT}/customers`} className="self-start text-amber-900 underline">
          Customers
        </Link>
        <h1 className="text-2xl font-extrabold wrap-anywhere text-stone-900 sm:text-3xl">
          {title}
        </h1>
        <p className="wrap-anywhere text-stone-700">
          {customer.email ?? "No e-mail given"} ·{" "}
          <span className="text-sm text-stone-600">Account {customer.uid}</span>
        </p>
      </header>
      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-6">
          {/* The pets (allergies) first, beside the actions they matter to, on a phone too. */}
          <ListPanel
            id="customer-pets"
            title="Pets"
            empty="No pet."
            items={data.pets}
            render={(pet) => {
              const allergies = [...pet.allergies, pet.allergiesOther].filter(Boolean);
              return (
                <li key={pet.id} className="py-2">
                  <p className="font-semibold text-stone-900">
                    {pet.name} <span className="font-normal text-stone-600">({pet.species})</span>
                  </p>
                  <p className={allergies.length > 0 ? "text-red-800" : "text-stone-700"}>
                    {allergies.length > 0 ? `Allergies: ${allergies.join(", ")}` : "No allergies"}
                  </p>
                </li>
              );
            }}
          />
          <ListPanel
            id="customer-subscriptions"
            title="Subscriptions"
            empty="No subscription."
            items={data.subscriptions}
            list="flex flex-col gap-4"
            render={(subscription) => (
              <CustomerSubscription
                key={subscription.id}
                uid={customer.uid}
                initial={subscription}
                addresses={data.addresses}
                pets={data.pets}
                catalogue={data.catalogue}
              />
            )}
          />
          <CustomerGifts key={customer.uid} initial={data.gifts} />
          <ListPanel
            id="customer-boxes"
            title="Boxes"
            empty="No box yet."
            items={data.history.deliveries}
            render={(box) => (
              <Row
                key={box.id}
                main={`${formatCalendarDate(box.date)} · ${box.boxName}${box.petName ? ` for ${box.petName}` : ""}`}
                side={[box.status, box.carrier && `${box.carrier} ${box.trackingNumber ?? ""}`]
                  .filter(Boolean)
                  .join(" · ")}
              />
            )}
          />
          <ListPanel
            id="customer-orders"
            title="Orders"
            empty="No order."
            items={data.history.orders}
            render={(order) => (
              <Row
                key={order.id}
                main={`${orderNumberLabel(order.number)} · ${order.planName}`}
                side={`${formatCents(order.total)} · ${order.status.replaceAll("_", " ")}`}
              />
            )}
          />
          <ListPanel
            id="customer-payments"
            title="Payments on delivery"
            empty="No payment recorded."
            items={data.payments}
            render={(payment) => (
              <Row
                key={payment.deliveryId}
                main={`${orderNumberLabel(payment.orderNumber)} · box of ${formatCalendarDate(payment.date)}`}
                side={`${formatCents(payment.amount)} · ${payment.status}${payment.method ? ` (${payment.method.replaceAll("_", " ")})` : ""}`}
              />
            )}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <ListPanel
            id="customer-addresses"
            title="Addresses"
            empty="No address."
            items={data.addresses}
            render={(address) => (
              <li key={address.id} className="py-2 wrap-anywhere text-stone-700">
                {addressLines(address).join(", ")}
                {address.phone ? ` · ${address.phone}` : ""}
              </li>
            )}
          />
          <ListPanel
            id="customer-problems"
            title="Problems with boxes"
            empty="No problem reported."
            items={data.problems}
            render={(problem) => (
              <li key={problem.id} className="py-2 wrap-anywhere text-stone-700">
                <span className="font-semibold text-stone-900">
                  {problemKindLabels[problem.kind]}
                </span>{" "}
                · {problem.description}
                <br />
                {problem.resolution
                  ? `Resolved; the customer was told: “${resolutionSentence({ ...problem, resolution: problem.resolution })}”`
                  : "Open: waiting for support."}
              </li>
            )}
          />
          <ListPanel
            id="customer-reviews"
            title="Reviews"
            empty="No review."
            items={data.reviews}
            render={(review) => (
              <li key={review.id} className="py-2 wrap-anywhere text-stone-700">
                <span className="font-semibold text-stone-900">{review.rating}/5</span>
                {review.hidden ? " (hidden)" : ""} · {review.text}
              </li>
            )}
          />
          <ListPanel
            id="customer-messages"
            title="Messages"
            empty="No message."
            items={data.messages}
            render={(message) => (
              <li key={message.id} className="py-2 wrap-anywhere text-stone-700">
                <span className="text-sm text-stone-600">
                  {new Date(message.createdAt).toLocaleDateString("en-US")}
                </span>{" "}
                {message.message}
              </li>
            )}
          />
        </div>
      </div>
    </div>
  );
}

/**
 * One of the page's lists: a titled panel with a row per item, or a line saying there is none.
 * `render` gives each item's <li>, with its key.
 */
function ListPanel<T>({
  id,
  title,
  empty,
  items,
  render,
  list = "divide-y divide-stone-200",
}: {
  id: string;
  title: string;
  empty: string;
  items: readonly T[];
  render: (item: T) => ReactNode;
  list?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2 id={id} className="mb-2 text-lg font-bold text-stone-900">
        {title}
      </h2>
      {items.length > 0 ? (
        <ul className={list}>{items.map((item) => render(item))}</ul>
      ) : (
        <p className="text-stone-600">{empty}</p>
      )}
    </section>
  );
}

function Row({ main, side }: { main: string; side: string }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
      <span className="font-semibold text-stone-900">{main}</span>
      <span className="text-stone-700">{side}</span>
    </li>
  );
}
