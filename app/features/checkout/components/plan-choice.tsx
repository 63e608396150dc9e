import { formatCents } from "@shared/commerce/cents";
import { deliveriesPerPayment } from "@shared/commerce/money";
import type { Plan } from "@shared/commerce/plans";
import { planNeedsCard, PREPAID_NEEDS_CARD } from "@shared/commerce/card-only";
import type { PaymentMethod } from "@shared/commerce/consent";
import { ChoiceCard } from "~/components/ui/choice-card";
import { priceOrder, type OrderLineDraft } from "../checkout-lines";

/**
 * When and how a plan is paid, plainly, for the way the shop takes payment now. Prepaying is
 * taken by card only (decision 217), so a prepaid plan is always a card payment.
 */
export function whenPaid(deliveries: number, method: PaymentMethod): string {
  if (deliveries === 1) {
    return method === "card"
      ? "Each delivery is paid on its own, by card, before it ships. Cancel any time."
      : "Paid a box at a time: you pay for each box when it arrives. Cancel any time.";
  }
  return `One card payment covers ${deliveries} deliveries, then renews for ${deliveries} more.`;
}

/** The plan a checkout starts on: the one asked for if it can be sold, else pay per box. */
export function defaultPlan(plans: readonly Plan[], method: PaymentMethod, wanted?: string | null) {
  const sold = plans.filter((plan) => !planNeedsCard(plan, method));
  return (
    sold.find((plan) => plan.id === wanted) ??
    sold.find((plan) => plan.deliveriesPrepaid === 0) ??
    sold[0]
  );
}

/**
 * Pay per box, or prepay 6 or 12 deliveries at a discount (GET /api/plans). Each plan says what
 * a box costs on it, when and how it is paid, and what one payment comes to for the boxes chosen
 * so far. Without card payments a prepaid plan is shown, disabled, with the reason (decision 217).
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
        const needsCard = planNeedsCard(plan, method);
        const reasonId = `plan-${plan.id}-needs-card`;
        return (
          <ChoiceCard
            key={plan.id}
            name="planId"
            value={plan.id}
            checked={plan.id === value}
            onChange={() => onChange(plan.id)}
            disabled={needsCard}
            aria-describedby={needsCard ? reasonId : undefined}
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
              {needsCard ? (
                // Its description, not part of its name: said once, after the plan's name.
                <span id={reasonId} aria-hidden className="text-sm font-semibold text-stone-800">
                  {PREPAID_NEEDS_CARD}
                </span>
              ) : null}
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
