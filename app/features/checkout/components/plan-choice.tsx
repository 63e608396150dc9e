import { formatCents } from "@shared/commerce/cents";
import { deliveriesPerPayment } from "@shared/commerce/money";
import type { Plan } from "@shared/commerce/plans";
import type { PaymentMethod } from "@shared/commerce/consent";
import { ChoiceCard } from "~/components/ui/choice-card";
import { priceOrder, type OrderLineDraft } from "../checkout-lines";

/**
 * When and how a plan is paid, plainly, for the way the shop takes payment now. Without card
 * payments a prepaid plan is paid up front by bank transfer (decision 273).
 */
export function whenPaid(deliveries: number, method: PaymentMethod): string {
  if (deliveries === 1) {
    return method === "card"
      ? "Each delivery is paid on its own, by card, before it ships. Cancel any time."
      : "Paid a box at a time: you pay for each box when it arrives. Cancel any time.";
  }
  return method === "card"
    ? `One card payment covers ${deliveries} deliveries, then renews for ${deliveries} more.`
    : `One bank transfer covers ${deliveries} deliveries: your first box is packed once it has arrived.`;
}

/** The plan a checkout starts on: the one asked for if there is one, else pay per box. */
export function defaultPlan(plans: readonly Plan[], wanted?: string | null) {
  return (
    plans.find((plan) => plan.id === wanted) ??
    plans.find((plan) => plan.deliveriesPrepaid === 0) ??
    plans[0]
  );
}

/**
 * Pay per box, or prepay 6 or 12 deliveries at a discount (GET /api/plans). Each plan says what
 * a box costs on it, when and how it is paid, and what one payment comes to for the boxes chosen
 * so far. Without card payments a prepaid plan is paid by bank transfer (decision 273).
 */
export function PlanChoice({
  plans,
  value,
  onChange,
  lines,
  method,
  shippingPerBox,
}: {
  plans: readonly Plan[];
  value: string;
  onChange: (planId: string) => void;
  /** The order's lines so far; prices come from the boxes in the cart. */
  lines: readonly OrderLineDraft[];
  /** How the shop takes payment now (GET /api/plans). */
  method: PaymentMethod;
  /** Shipping a box to the address chosen, in cents: the prices include it. */
  shippingPerBox: number;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">Plan</legend>
      {plans.map((plan) => {
        const { total } = priceOrder(lines, plan, shippingPerBox);
        const n = deliveriesPerPayment(plan);
        return (
          <ChoiceCard
            key={plan.id}
            name="planId"
            value={plan.id}
            checked={plan.id === value}
            onChange={() => onChange(plan.id)}
          >
            <span className="flex min-w-0 flex-1 basis-52 flex-col gap-1">
              <span className="flex flex-wrap items-center gap-2 font-bold text-stone-900">
                {plan.name}
                {plan.discountPercent > 0 ? (
                  <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-bold text-emerald-900">
                    Save {plan.discountPercent}%
                  </span>
                ) : null}
              </span>
              <span className="text-sm text-stone-700">{whenPaid(n, method)}</span>
            </span>
            {lines.length > 0 ? (
              <span className="ml-8 text-sm text-stone-700 sm:ml-0 sm:text-right">
                <span className="block text-base font-extrabold text-stone-900">
                  {formatCents(total)}
                </span>
                {n === 1 ? "per delivery" : `for ${n} deliveries`}
                {shippingPerBox > 0 ? ", shipping included" : ""}
              </span>
            ) : null}
          </ChoiceCard>
        );
      })}
    </fieldset>
  );
}
