import type { ComponentProps } from "react";
import type { CheckoutAnswer } from "@shared/api/checkout";
import { FormAlert } from "~/components/forms/form-alert";
import type { FormState } from "~/lib/use-form";
import { OrderReview } from "./order-review";

/**
 * Step 4 of checkout, the checkout's <form>: the order as it will be placed, what went wrong with
 * the last try, and the one Place order button. The address fields of step 3 join this form
 * through their `form` attribute, so the pet form of step 1 is never a form inside a form.
 */
export function ReviewAndPay({
  form,
  state,
  review,
}: {
  form: ComponentProps<"form">;
  state: FormState<CheckoutAnswer>;
  review: ComponentProps<typeof OrderReview>;
}) {
  return (
    <form
      {...form}
      aria-labelledby="checkout-review"
      className="flex flex-col gap-4 rounded-3xl bg-amber-100 p-6 lg:sticky lg:top-32"
    >
      <h2 id="checkout-review" className="text-xl font-bold text-stone-900">
        <span
          aria-hidden="true"
          className="mr-2 inline-flex size-8 items-center justify-center rounded-full bg-amber-800 text-base text-white"
        >
          4
        </span>
        Review and pay
      </h2>
      <FormAlert
        state={state}
        invalid="Check the delivery address: the fields marked need a change."
      />
      <OrderReview {...review} />
    </form>
  );
}
