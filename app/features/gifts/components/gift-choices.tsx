import { giftDeliveries } from "@shared/api/gifts";
import { formatCents } from "@shared/commerce/cents";
import { giftPrice } from "@shared/commerce/gift-price";
import { shippingBreakdownText } from "@shared/commerce/money";
import { ChoiceCard } from "~/components/ui/choice-card";
import { FieldError } from "~/components/ui/field";

export interface GiftPlanTerms {
  deliveriesPrepaid: number;
  discountPercent: number;
}

/**
 * 3, 6 or 12 boxes, each with what it comes to: the box's price less the discount of the plan
 * prepaying as many deliveries, and every box's shipping to `country` (decision 271). The server
 * computes the same (shared/commerce/gift-price.ts) and charges its own.
 */
export function GiftChoices({
  listPrice,
  plans,
  country,
  error,
  defaultValue = 3,
}: {
  /** The box's catalogue price, in dollars. */
  listPrice: number;
  plans: readonly GiftPlanTerms[];
  country: string;
  error: string | undefined;
  defaultValue?: number;
}) {
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-3"
      aria-describedby={error ? "gift-deliveries-error" : undefined}
    >
      <legend className="mb-2 text-sm font-semibold text-stone-800">How many boxes?</legend>
      {giftDeliveries.map((count) => {
        const price = giftPrice(plans, listPrice, count, country);
        const saving = price.listPrice - price.unitPrice;
        return (
          <ChoiceCard
            key={count}
            name="deliveries"
            value={String(count)}
            defaultChecked={count === defaultValue}
            aria-invalid={error ? true : undefined}
          >
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-semibold">{count} boxes</span>
              <span className="text-sm text-stone-700">
                {formatCents(price.unitPrice)} a box
                {saving > 0 ? ` (${formatCents(saving)} off each)` : ""},{" "}
                {price.shippingPerBox === 0
                  ? "free shipping"
                  : `shipping ${shippingBreakdownText(price.shippingPerBox, count)}`}
              </span>
            </span>
            <span className="text-lg font-bold">
              {formatCents(price.lineTotal + price.shipping)}
            </span>
          </ChoiceCard>
        );
      })}
      <FieldError id="gift-deliveries-error" message={error} />
    </fieldset>
  );
}
