import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useForm } from "~/lib/use-form";
import { useRouteSubmit } from "~/lib/use-route-submit";
import type { PostReviewReply } from "../route-data";
import { RATING_MAX, RATING_MIN, REVIEW_TEXT_MAX, reviewFormSchema } from "../schemas";

/**
 * Review and Rating with a submit button (spec §2). An invalid review opens the spec's dialog;
 * a valid one is posted to the route's clientAction, and the inputs clear only once the shop has
 * stored it and the list below has been loaded again with it at the top.
 */
export function ReviewForm({ boxId }: { boxId: string }) {
  const route = useRouteSubmit<PostReviewReply>();
  const form = useForm({
    schema: reviewFormSchema,
    submit: (review) => route.submit({ boxId, ...review }),
    reply: route.reply,
    resetOnDone: true,
  });
  const { state } = form;

  return (
    <form {...form.props} aria-label="Write a review" className="flex min-w-0 flex-col gap-4">
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
      {state.status === "failed" ? (
        <Alert tone="error">{`${state.message} Your text is still here.`}</Alert>
      ) : null}
      <div aria-live="polite" className="sr-only">
        {state.status === "done" ? "Thank you! Your review is now at the top of the list." : ""}
      </div>
      <div>
        <Button type="submit" disabled={form.pending}>
          {form.pending ? "Posting…" : "Submit Review"}
        </Button>
      </div>
      <Dialog
        open={state.status === "invalid"}
        title="OOPPSSS...."
        tone="error"
        actionLabel="OK"
        onAction={form.clear}
        onDismiss={form.clear}
      >
        Please enter a review and a valid rating (1-5)
      </Dialog>
    </form>
  );
}
