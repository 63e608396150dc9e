import { useState, type FormEvent } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { TextAreaField, TextField } from "~/components/ui/field";
import {
  parseReviewForm,
  RATING_MAX,
  RATING_MIN,
  REVIEW_MAX_LENGTH,
  type ReviewInput,
} from "../schemas";

/**
 * Review and Rating with a submit button (spec §2). An invalid review opens the spec's dialog;
 * a valid one is handed to `onSubmit`, and the inputs clear only once it has been accepted.
 */
export function ReviewForm({ onSubmit }: { onSubmit: (input: ReviewInput) => Promise<void> }) {
  const [text, setText] = useState("");
  const [rating, setRating] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [posted, setPosted] = useState(0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = parseReviewForm({ text, rating });
    if (!parsed.ok) {
      setInvalid(true);
      return;
    }
    setSending(true);
    setFailed(null);
    try {
      await onSubmit(parsed.value);
      setText("");
      setRating("");
      setPosted((count) => count + 1);
    } catch (error) {
      const reason =
        error instanceof Error && error.name === "ReviewsError"
          ? error.message
          : "We could not post your review just now. Please try again.";
      setFailed(`${reason} Your text is still here.`);
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Write a review" className="flex flex-col gap-4">
      <TextAreaField
        label="Review"
        name="text"
        rows={4}
        maxLength={REVIEW_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint="What did your pet love? What could be better?"
      />
      <TextField
        label="Rating"
        name="rating"
        type="number"
        inputMode="numeric"
        min={RATING_MIN}
        max={RATING_MAX}
        step={1}
        value={rating}
        onChange={(event) => setRating(event.target.value)}
        hint="A whole number from 1 (poor) to 5 (excellent)."
        className="max-w-40"
      />
      {failed ? <Alert tone="error">{failed}</Alert> : null}
      <div aria-live="polite" className="sr-only">
        {posted > 0 ? "Thank you! Your review is now at the top of the list." : ""}
      </div>
      <div>
        <Button type="submit" disabled={sending}>
          {sending ? "Posting…" : "Submit Review"}
        </Button>
      </div>
      <Dialog
        open={invalid}
        title="OOPPSSS...."
        tone="error"
        actionLabel="OK"
        onAction={() => setInvalid(false)}
        onDismiss={() => setInvalid(false)}
      >
        Please enter a review and a valid rating (1-5)
      </Dialog>
    </form>
  );
}
