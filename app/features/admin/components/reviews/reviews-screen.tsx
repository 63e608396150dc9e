import { useState } from "react";
import { formatCalendarDate } from "@shared/commerce/dates";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { ApiFailure } from "~/lib/api-failure";
import { setReviewHidden, type AdminReview } from "../../api/messages";

function ReviewCard({
  review,
  onChanged,
}: {
  review: AdminReview;
  onChanged: (review: AdminReview) => void;
}) {
  const [reason, setReason] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function change(hidden: boolean) {
    setBusy(true);
    setFailure(null);
    try {
      onChanged(await setReviewHidden(review.id, hidden ? { hidden, reason } : { hidden }));
      setReason("");
    } catch (error) {
      setFailure(error instanceof ApiFailure ? error.message : "That did not work just now.");
    } finally {
      setBusy(false);
    }
  }
  return (
    <li
      className={`rounded-2xl border bg-white p-4 ${review.hidden ? "border-stone-300 opacity-90" : "border-stone-200"}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h3 className="font-bold text-stone-900">
          {review.boxName}: {review.rating} of 5
        </h3>
        <span className="text-sm text-stone-700">
          {review.authorName ?? "A visitor"} · {formatCalendarDate(review.createdAt.slice(0, 10))}
        </span>
      </div>
      <p className="mt-2 wrap-anywhere whitespace-pre-line text-stone-900">{review.text}</p>
      {review.hidden ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-sm font-semibold text-red-900">
            Hidden{review.hiddenReason ? `: ${review.hiddenReason}` : ""}
          </p>
          <Button variant="secondary" disabled={busy} onClick={() => void change(false)}>
            Show again
          </Button>
        </div>
      ) : (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <Field
              label="Reason for hiding"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <Button
            variant="secondary"
            disabled={busy || reason.trim() === ""}
            onClick={() => void change(true)}
          >
            Hide review
          </Button>
        </div>
      )}
      {failure ? (
        <div className="mt-2">
          <Alert tone="error">{failure}</Alert>
        </div>
      ) : null}
    </li>
  );
}

/** Reviews, newest first: hide one (with a reason) from the box's list and rating, or show it. */
export function ReviewsScreen({ reviews: initial }: { reviews: AdminReview[] }) {
  const [reviews, setReviews] = useState(initial);
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-extrabold text-stone-900 sm:text-3xl">Reviews</h1>
        <p className="mt-1 text-stone-700">
          A hidden review leaves the box&apos;s page and its rating.
        </p>
      </header>
      {reviews.length === 0 ? <p className="text-stone-700">No reviews yet.</p> : null}
      <ul className="flex flex-col gap-3">
        {reviews.map((review) => (
          <ReviewCard
            key={review.id}
            review={review}
            onChanged={(next) =>
              setReviews((list) => list.map((each) => (each.id === next.id ? next : each)))
            }
          />
        ))}
      </ul>
    </div>
  );
}
