import { allergySwapNote } from "@shared/allergens";
import { countryName } from "@shared/api/countries";
import type { Order } from "@shared/api/orders";
import { formatCalendarDate } from "@shared/commerce/dates";
import { formatCents } from "@shared/commerce/cents";
import { boxesPaidFor } from "@shared/commerce/money";
import { addressLines, shippingAmountText } from "@shared/commerce/delivery-texts";
import { changeRuleShort, changeUntilText } from "@shared/commerce/fulfilment-rules";
import { Button, ButtonLink } from "~/components/ui/button";
import { paths } from "~/config/paths";
import { TitledSection } from "~/components/ui/titled-section";

const every = {
  Monthly: "every month",
  "Bi-Monthly": "every 2 months",
  Quarterly: "every 3 months",
};

function nextSteps(order: Order): { title: string; text: string; tone: "good" | "wait" | "bad" } {
  const total = formatCents(order.total);
  switch (order.status) {
    case "pay_on_delivery":
      return {
        title: "Pay on first delivery",
        text: `Nothing was charged today. You pay ${total} when your first box arrives; we will e-mail you the day it ships.`,
        tone: "good",
      };
    case "paid":
      return {
        title: "Paid",
        text:
          order.paymentMethod === "transfer"
            ? `Your bank transfer of ${total} has arrived. We will e-mail you the day your first box ships.`
            : `Your card was charged ${total}. We will e-mail you the day your first box ships.`,
        tone: "good",
      };
    case "pending":
      return {
        title: "Waiting for your payment",
        text: `We are waiting for the card payment of ${total} to go through. This page shows it as paid once it has; you will get an e-mail too.`,
        tone: "wait",
      };
    case "cancelled":
      return {
        title: "Cancelled",
        text: [
          "This order was cancelled before anything was packed: nothing ships and nothing is charged.",
          order.paymentMethod === "transfer"
            ? "A bank transfer you made for it is sent back to the account it came from."
            : order.paymentMethod === "card"
              ? "A card payment is refunded to your card."
              : null,
        ]
          .filter(Boolean)
          .join(" "),
        tone: "bad",
      };
    case "failed":
      return {
        title: "The payment did not go through",
        text: "Nothing was charged and nothing will ship for this order. You can place it again from your cart.",
        tone: "bad",
      };
    case "awaiting_transfer":
      return {
        title: "Waiting for your bank transfer",
        text: order.transfer
          ? `Please transfer ${total} to the account below, quoting ${order.transfer.reference}. Nothing is packed before it has arrived: we e-mail you then, and your first box ships on the first shipping day after.`
          : `We are waiting for your bank transfer of ${total}. We e-mail you once it has arrived.`,
        tone: "wait",
      };
  }
}

const tones = {
  good: "border-emerald-300 bg-emerald-50 text-emerald-950",
  wait: "border-amber-300 bg-amber-50 text-amber-950",
  bad: "border-red-300 bg-red-50 text-red-900",
};

/** /orders/{id}: the order number, what was bought for whom, the first delivery, what is next. */
export function OrderConfirmation({
  order,
  onCheckAgain,
}: {
  order: Order;
  /** Reads the order again (a card payment is confirmed by Stripe a moment after the redirect). */
  onCheckAgain?: () => void;
}) {
  const next = nextSteps(order);
  // Waiting for a transfer, the first box's day is set when it arrives (decision 273).
  const waiting = order.status === "awaiting_transfer";
  const first = waiting ? undefined : order.lines.map((line) => line.firstDeliveryDate).sort()[0];
  const { address, transfer } = order;
  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="flex flex-col gap-6">
          <TitledSection
            id="order-next"
            title={<>What happens next: {next.title}</>}
            className={`rounded-3xl border-2 p-6 ${tones[next.tone]}`}
            titleClassName="text-xl font-bold"
          >
            <p className="mt-2">{next.text}</p>
            {order.status === "pending" && onCheckAgain ? (
              <Button variant="secondary" size="sm" className="mt-3" onClick={onCheckAgain}>
                Check again
              </Button>
            ) : null}
            {transfer ? (
              <dl
                className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1"
                data-testid="order-bank-details"
              >
                <dt>Account name</dt>
                <dd className="font-semibold break-words">{transfer.bankDetails.accountName}</dd>
                <dt>Bank</dt>
                <dd className="font-semibold break-words">{transfer.bankDetails.bankName}</dd>
                <dt>Routing number</dt>
                <dd className="font-semibold break-words">{transfer.bankDetails.routingNumber}</dd>
                <dt>Account number</dt>
                <dd className="font-semibold break-words">{transfer.bankDetails.accountNumber}</dd>
                <dt>Reference</dt>
                <dd className="font-semibold break-words" data-testid="order-transfer-reference">
                  {transfer.reference}
                </dd>
                <dt>Amount</dt>
                <dd className="font-semibold">{formatCents(order.total)}</dd>
              </dl>
            ) : null}
            {first && order.status !== "failed" && order.status !== "cancelled" ? (
              <>
                <p className="mt-3 font-semibold">
                  First box ships on{" "}
                  <span data-testid="order-first-delivery">{formatCalendarDate(first)}</span>
                </p>
                <p className="mt-1" data-testid="order-first-change">
                  You can change or cancel it {changeUntilText(first)}.
                </p>
              </>
            ) : null}
          </TitledSection>

          <TitledSection
            id="order-lines"
            title="What you ordered"
            className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-amber-100"
            titleClassName="text-xl font-bold text-stone-900"
          >
            <ul className="mt-2 divide-y divide-stone-200">
              {order.lines.map((line) => (
                <li
                  key={line.subscriptionId}
                  className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-4"
                >
                  <span className="min-w-0">
                    <span className="block font-semibold break-words text-stone-900">
                      {line.quantity > 1 ? `${line.quantity} × ` : ""}
                      {line.boxName} for {line.petName}
                    </span>
                    <span className="block text-sm text-stone-700">
                      {formatCents(line.unitPrice)} a box, {every[line.frequency]}
                      {waiting
                        ? ""
                        : ` · first box ships on ${formatCalendarDate(line.firstDeliveryDate)}`}
                    </span>
                    {line.allergySwap ? (
                      <span
                        className="mt-1 block text-sm font-semibold text-red-900"
                        data-testid="order-allergy-swap"
                      >
                        {allergySwapNote(line.petName, line.allergySwap)}
                      </span>
                    ) : null}
                  </span>
                  <span className="font-bold text-stone-900">{formatCents(line.lineTotal)}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-2 flex flex-col gap-1 border-t border-stone-200 pt-4 text-stone-800">
              <div className="flex justify-between gap-4">
                <dt>Plan</dt>
                <dd className="font-semibold">{order.planName}</dd>
              </div>
              <div className="flex flex-wrap justify-between gap-x-4">
                <dt>Shipping to {countryName(address.country)}</dt>
                <dd className="font-semibold" data-testid="order-shipping">
                  {shippingAmountText(order.shipping, boxesPaidFor(order.lines))}
                </dd>
              </div>
              {order.discount ? (
                <div className="flex justify-between gap-4">
                  <dt>Discount code</dt>
                  <dd className="font-semibold" data-testid="order-discount">
                    −{formatCents(order.discount)}
                  </dd>
                </div>
              ) : null}
              <div className="flex justify-between gap-4 text-lg font-extrabold text-stone-900">
                <dt>{order.status === "pay_on_delivery" ? "Due on first delivery" : "Total"}</dt>
                <dd data-testid="order-total">{formatCents(order.total)}</dd>
              </div>
            </dl>
          </TitledSection>
        </div>

        <TitledSection
          as="aside"
          id="order-address"
          title="Delivering to"
          className="flex flex-col gap-4 rounded-3xl bg-amber-100 p-6"
          titleClassName="text-lg font-bold text-stone-900"
        >
          <address className="text-stone-800 not-italic">
            {addressLines(address).map((part, index) => (
              <span key={index} className="block break-words">
                {part}
              </span>
            ))}
          </address>
          <p className="text-sm text-stone-700" data-testid="order-change-rule">
            {changeRuleShort()}
          </p>
          <ButtonLink to={paths.accountSubscriptions()}>Manage my subscriptions</ButtonLink>
          <ButtonLink to={paths.home()} variant="secondary">
            Keep shopping
          </ButtonLink>
        </TitledSection>
      </div>
    </div>
  );
}
