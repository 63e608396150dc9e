import { useState } from "react";
import { ChoiceCard } from "~/components/ui/choice-card";
import type { GiftPlanTerms } from "./gift-choices";
import { GiftForm, type GiftBox } from "./gift-form";

/**
 * "This is a gift" at checkout (decision 271): a gift is one box, so the buyer picks which of the
 * cart's boxes to give (named outright when there is one); the cart itself is left as it is.
 * Checkout loads it, and the form with it, when "This is a gift" is ticked.
 */
export function GiftFromCart({
  boxes,
  plans,
  timeZone,
}: {
  boxes: readonly GiftBox[];
  plans: readonly GiftPlanTerms[];
  timeZone: string;
}) {
  const [chosen, setChosen] = useState(() => String(boxes[0]?.id ?? ""));
  const box = boxes.find((each) => String(each.id) === chosen) ?? boxes[0];
  if (!box) return null;
  return (
    <div className="flex min-w-0 flex-col gap-5">
      {boxes.length > 1 ? (
        <fieldset className="flex min-w-0 flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold text-stone-800">
            Which box is the gift?
          </legend>
          {boxes.map((each) => (
            <ChoiceCard
              key={each.id}
              name="giftBox"
              value={String(each.id)}
              checked={String(each.id) === chosen}
              onChange={() => setChosen(String(each.id))}
            >
              <span className="font-semibold">{each.name}</span>
            </ChoiceCard>
          ))}
        </fieldset>
      ) : (
        <p className="text-stone-800">
          The gift is the <strong>{box.name}</strong> from your cart.
        </p>
      )}
      <p className="text-sm text-stone-700">
        Your cart stays as it is: the gift is ordered on its own, and nothing in it renews.
      </p>
      <GiftForm key={String(box.id)} box={box} plans={plans} timeZone={timeZone} />
    </div>
  );
}
