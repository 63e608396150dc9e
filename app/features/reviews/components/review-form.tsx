import { useRevalidator } from "react-router";
import type { ReviewInput } from "@shared/api/reviews";
import { FormAlert } from "~/components/forms/form-alert";
import { OutcomeDialog } from "~/components/forms/outcome-dialog";
import { SubmitButton } from "~/components/forms/submit-button";
import { Field } from "~/components/ui/field";
import { useForm } from "~/lib/use-form";
import { createReview } from "~/api/reviews";
import { RATING_MAX, RATING_MIN, REVIEW_TEXT_MAX } from "@shared/api/review-limits";
import { lazyWithRetry } from "~/lib/lazy-with-retry";

/**
 * The form's schema, the server's own, loads when a review is first sent, or as soon as the
 * reader starts writing one: the box page's first load carries no zod (decision 205).
 */
const formCode = lazyWithRetry(() => import("../schemas"));
const reviewFormSchema = { load: () => formCode.load().then((module) => module.reviewFormSchema) };
const preloadFormSchema = () => void formCode.load().catch(() => undefined);

export const POST_FAILED = "We could not post your review just now. Please try again.";

/** Stores a review of a box; the shop's (createReview) unless a test gives another. */
export type PostReview = (boxId: string, review: ReviewInput) => Promise<unknown>;

/**
 * Review and Rating with a submit button (spec §2). An invalid review opens the spec's dialog;
 * a valid one is stored through the API, then the route loads its data again (decision 201), and
 * the inputs clear only once the list below has been loaded again with it at the top.
 */
export function ReviewForm({ boxId, post = createReview }: { boxId: string; post?: PostReview }) {
  const revalidator = useRevalidator();
  const form = useForm({
    schema: reviewFormSchema,
    async submit(review) {
      await post(boxId, review);
      await revalidator.revalidate();
    },
    failure: POST_FAILED,
    resetOnDone: true,
  });
  const { state } = form;

  return (
    <form
      {...form.props}
      aria-label="Write a review"
      className="flex min-w-0 flex-col gap-4"
      onFocus={preloadFormSchema}
    >
      <Field
        label="Review"
        name="text"
        multiline
        rows={4}
        maxLength={REVIEW_TEXT_MAX}
        hint="What did your pet love? What could be better?"
      />
      <Field
        label="Rating"
        name="rating"
        type="number"
        inputMode="numeric"
        min={RATING_MIN}
        max={RATING_MAX}
        step={1}
        hint="A whole number from 1 (poor) to 5 (excellent)."
        className="max-w-40"
      />
      <FormAlert state={state} kept="Your text is still here." />
      <div aria-live="polite" className="sr-only">
        {state.status === "done" ? "Thank you! Your review is now at the top of the list." : ""}
      </div>
      <div>
        <SubmitButton pending={form.pending} pendingLabel="Posting…">
          Submit Review
        </SubmitButton>
      </div>
      <OutcomeDialog form={form} when="invalid" title="OOPPSSS...." tone="error" actionLabel="OK">
        Please enter a review and a valid rating (1-5)
      </OutcomeDialog>
    </form>
  );
}
