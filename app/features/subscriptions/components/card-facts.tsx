import type { SubscriptionDetail } from "@shared/api/subscriptions";
import { formatCalendarDate } from "@shared/commerce/dates";
import { formatCents } from "@shared/commerce/cents";
import { oneLineAddress } from "./wording";

/** The plan, price, next delivery, prepaid deliveries left and address of a subscription. */
export function CardFacts({ subscription: s }: { subscription: SubscriptionDetail }) {
  return (
    <dl className="mt-5 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="font-semibold text-stone-600">Plan</dt>
        <dd className="text-stone-900">{s.plan.name}</dd>
      </div>
      <div>
        <dt className="font-semibold text-stone-600">Price per delivery</dt>
        <dd className="text-stone-900">
          <span data-testid="price-per-delivery">{formatCents(s.pricePerDelivery)}</span>
          <span className="text-stone-700" data-testid="shipping-per-box">
            {s.shipping > 0
              ? `, shipping included (${formatCents(s.shipping)} a box)`
              : ", free shipping"}
          </span>
        </dd>
      </div>
      {s.pendingPrice ? (
        <div>
          <dt className="font-semibold text-stone-600">
            New price from {formatCalendarDate(s.pendingPrice.effectiveOn)}
          </dt>
          <dd className="text-stone-900" data-testid="new-price">
            {formatCents(s.pendingPrice.pricePerDelivery)} a delivery, from the box of{" "}
            {formatCalendarDate(s.pendingPrice.firstBoxOn)}; until then{" "}
            {formatCents(s.pricePerDelivery)}
          </dd>
        </div>
      ) : null}
      {s.codeDiscount ? (
        <div>
          <dt className="font-semibold text-stone-600">Discount</dt>
          <dd className="text-stone-900" data-testid="code-discount">
            {codeDiscountText(s.codeDiscount)}
          </dd>
        </div>
      ) : null}
      {s.credit ? (
        <div>
          <dt className="font-semibold text-stone-600">Credit</dt>
          <dd className="text-stone-900" data-testid="credit">
            {formatCents(s.credit)} comes off your next box
          </dd>
        </div>
      ) : null}
      <div>
        <dt className="font-semibold text-stone-600">Next box ships on</dt>
        <dd className="text-stone-900" data-testid="next-delivery">
          {s.nextDeliveryDate ? formatCalendarDate(s.nextDeliveryDate) : "No more deliveries"}
        </dd>
      </div>
      {s.deliveriesLeft !== null ? (
        <div>
          <dt className="font-semibold text-stone-600">Prepaid deliveries left</dt>
          <dd className="text-stone-900">{s.deliveriesLeft}</dd>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <dt className="font-semibold text-stone-600">Delivery address</dt>
        <dd className="wrap-anywhere text-stone-900">{oneLineAddress(s.address)}</dd>
      </div>
    </dl>
  );
}

/**
 * A discount code still running (decision 276): "Code SPRING: 10% off ($3.00) each box shipping
 * before Monday, March 1, 2027, 3 more boxes".
 */
export function codeDiscountText(d: NonNullable<SubscriptionDetail["codeDiscount"]>): string {
  const name = d.code ? `Code ${d.code}` : "Your discount code";
  const off =
    d.percentOff !== null
      ? `${d.percentOff}% off (${formatCents(d.perDelivery)})`
      : `${formatCents(d.perDelivery)} off`;
  const left =
    d.boxesLeft === null
      ? ""
      : `, ${d.boxesLeft === 1 ? "1 more box" : `${d.boxesLeft} more boxes`}`;
  return `${name}: ${off} each box shipping before ${formatCalendarDate(d.endsOn)}${left}`;
}
