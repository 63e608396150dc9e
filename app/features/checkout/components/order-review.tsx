import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatCalendarDate, type CalendarDate } from "@shared/commerce/dates";
import { formatCents } from "@shared/commerce/cents";
import { shippingBreakdownText } from "@shared/commerce/money";
import { changeUntilText } from "@shared/commerce/fulfilment-rules";
import type { Plan } from "@shared/commerce/plans";
import type { PaymentMethod } from "@shared/commerce/consent";
import { Button } from "~/components/ui/button";
import { paths } from "~/config/paths";
import type { PricedDraft } from "../checkout-lines";

/**
 * Review and pay: every line with its pet and plan price, the first delivery date, the total due
 * today, the consent text the server stores with the order, and the one Place order button.
 */
export function OrderReview({
  lines,
  plan,
  total,
  shipping,
  method,
  firstDelivery,
  consent,
  pending,
  missingPets,
  discount = null,
  codeField = null,
}: {
  lines: readonly PricedDraft[];
  plan: Plan;
  /** The first payment, shipping included. */
  total: number;
  /** Shipping to the address's country: per box, the boxes the payment pays for, in all. */
  shipping: { country: string; perBox: number; boxes: number; total: number };
  method: PaymentMethod;
  firstDelivery: CalendarDate;
  consent: string | null;
  pending: boolean;
  missingPets: number;
  /** A discount code the server accepted: its cents off `total`'s lines (already taken off). */
  discount?: { code: string; total: number; lines: readonly number[] } | null;
  /** The discount code's field, shown above the figures. */
  codeField?: ReactNode;
}) {
  const prepaid = plan.deliveriesPrepaid > 0;
  // Without cards a prepaid plan is paid up front by bank transfer (decision 273).
  const transfer = method !== "card" && prepaid;
  const totalLabel =
    method === "card"
      ? "Total due today"
      : transfer
        ? "Total, paid by bank transfer"
        : "Total, paid on first delivery";
  return (
    <div className="flex flex-col gap-5">
      {lines.length > 0 ? (
        <ul className="flex flex-col divide-y divide-amber-200" aria-label="Your order">
          {lines.map((line, index) => (
            <li key={`${line.box.id}-${line.pet.id}`} className="flex justify-between gap-3 py-3">
              <span className="min-w-0">
                <span className="block font-semibold break-words text-stone-900">
                  {line.quantity > 1 ? `${line.quantity} × ` : ""}
                  {line.box.name}
                </span>
                <span className="block text-sm text-stone-700">
                  For {line.pet.name} · {line.box.frequency} · {formatCents(line.unitPrice)} a box
                  {line.unitPrice < line.listPrice ? (
                    <>
                      {" "}
                      <s className="text-stone-700">{formatCents(line.listPrice)}</s>
                    </>
                  ) : null}
                </span>
              </span>
              <LineTotal total={line.lineTotal} discount={discount?.lines[index] ?? 0} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-700">Choose a pet for each box to see your order here.</p>
      )}

      {codeField}

      <dl className="flex flex-col gap-2 border-t border-amber-300 pt-4 text-stone-800">
        <div className="flex justify-between gap-4">
          <dt>Plan</dt>
          <dd className="text-right font-semibold">{plan.name}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt>First box ships on</dt>
          <dd className="text-right font-semibold" data-testid="first-delivery">
            {formatCalendarDate(firstDelivery)}
          </dd>
          <dd className="w-full text-sm text-stone-700" data-testid="first-change">
            Change or cancel it {changeUntilText(firstDelivery)}.
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>
            Shipping to {shipping.country}
            {shipping.perBox > 0 && shipping.boxes > 0 ? (
              <span className="block text-sm text-stone-700" data-testid="shipping-detail">
                {shippingBreakdownText(shipping.perBox, shipping.boxes)}
              </span>
            ) : null}
          </dt>
          <dd className="font-semibold" data-testid="shipping">
            {shipping.perBox === 0 ? "Free" : formatCents(shipping.total)}
          </dd>
        </div>
        {discount && discount.total > 0 ? (
          <div className="flex justify-between gap-4">
            <dt>Code {discount.code}</dt>
            <dd className="font-semibold" data-testid="code-discount">
              −{formatCents(discount.total)}
            </dd>
          </div>
        ) : null}
        {method === "pay_on_delivery" ? (
          <div className="flex justify-between gap-4">
            <dt>{totalLabel}</dt>
            <dd className="font-semibold" data-testid="order-total">
              {formatCents(total)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 text-lg font-extrabold text-stone-900">
          <dt>{method === "card" ? "Total due today" : "Due today"}</dt>
          <dd data-testid="due-today">{formatCents(method === "card" ? total : 0)}</dd>
        </div>
      </dl>

      {transfer ? (
        <p
          className="rounded-xl bg-white px-4 py-3 text-sm text-stone-800"
          data-testid="pay-by-transfer"
        >
          <strong>Pay by bank transfer.</strong> No card is needed and nothing is charged today:
          once you place the order we give you our bank details and a reference, you transfer{" "}
          {formatCents(total)} for the first {plan.deliveriesPrepaid} deliveries, and your first box
          is packed once it has arrived.
        </p>
      ) : method === "pay_on_delivery" ? (
        <p
          className="rounded-xl bg-white px-4 py-3 text-sm text-stone-800"
          data-testid="pay-on-delivery"
        >
          <strong>Pay on first delivery.</strong> No card is needed and nothing is charged today:
          you pay {formatCents(total)} when your first box arrives.
        </p>
      ) : (
        <p className="rounded-xl bg-white px-4 py-3 text-sm text-stone-800">
          You will pay {formatCents(total)} by card on our payment partner Stripe’s secure page. We
          never see your card number.
        </p>
      )}

      {consent ? (
        <div
          id="order-consent"
          className="rounded-xl border border-amber-300 bg-amber-50/60 px-4 py-3 text-sm leading-relaxed whitespace-pre-line text-stone-800"
        >
          {consent}
        </div>
      ) : null}
      <p className="text-sm text-stone-700">
        Read the{" "}
        <Link
          to={paths.terms()}
          className="font-semibold text-amber-900 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-amber-700"
        >
          terms of your subscription
        </Link>
        : how plans renew and how to cancel.
      </p>
      {missingPets > 0 ? (
        <p className="text-sm text-stone-700">
          {missingPets === 1
            ? "One box still needs a pet."
            : `${missingPets} boxes still need a pet.`}
        </p>
      ) : null}
      {/* On a phone the total and Place order stay in view at the bottom of the screen (issue 25
          §8): app.css fixes the bar there (styles cost no script) and pads the page below it, so it
          never hides the page's end or a focused field. */}
      <div data-sticky-order-bar className="flex flex-col">
        {/* The same figures as above, for the eye only: a screen reader has read them once. */}
        <p aria-hidden="true" className="leading-tight lg:hidden">
          <span className="block text-sm">{totalLabel}</span>
          <span className="text-lg font-extrabold">{formatCents(total)}</span>
        </p>
        <Button
          type="submit"
          size="lg"
          disabled={pending}
          aria-describedby={consent ? "order-consent" : undefined}
        >
          {pending ? "Placing your order…" : "Place order"}
        </Button>
      </div>
    </div>
  );
}

/** A line's price, and with a code its price after the code (the price before struck through). */
function LineTotal({ total, discount }: { total: number; discount: number }) {
  if (discount <= 0) {
    return (
      <span className="text-right font-bold whitespace-nowrap text-stone-900">
        {formatCents(total)}
      </span>
    );
  }
  return (
    <span className="flex flex-col text-right whitespace-nowrap">
      <s className="text-sm text-stone-700">
        <span className="sr-only">Was </span>
        {formatCents(total)}
      </s>
      <span className="font-bold text-stone-900" data-testid="line-after-code">
        <span className="sr-only">Now </span>
        {formatCents(total - discount)}
      </span>
    </span>
  );
}
