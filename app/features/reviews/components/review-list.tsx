import type { Review } from "~/api/reviews";
import { Icon, strokeIcon } from "~/components/ui/icon";
import { RatingStars } from "./rating-stars";

const check = strokeIcon(["M5 12.5l4.5 4.5L19 7.5"], 2.5);

/**
 * The mark of a review whose author had received the box (the server decides, decision 220): in
 * words, so it reads the same to everyone, with a tick only as decoration.
 */
function VerifiedBuyer() {
  return (
    <span
      data-testid="verified-buyer"
      className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900"
    >
      <Icon icon={check} className="size-4" />
      Verified buyer
    </span>
  );
}

/** The reviews, newest first; the text is shown as text, never as HTML. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  if (reviews.length === 0) {
    return (
      <p className="rounded-2xl bg-amber-50 px-4 py-6 text-center text-stone-700">
        No reviews yet.
      </p>
    );
  }
  return (
    <ol aria-label="Reviews, newest first" className="flex flex-col gap-4">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-2xl border border-amber-100 bg-amber-50/60 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <RatingStars rating={review.rating} />
            <time dateTime={review.createdAt} className="text-sm text-stone-600">
              {new Date(review.createdAt).toLocaleString()}
            </time>
          </div>
          {/* A single very long word must wrap, not widen the page (issue 11, defect 8). */}
          <p className="mt-2 wrap-anywhere whitespace-pre-line text-stone-800">{review.text}</p>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium wrap-anywhere text-stone-600">
            <span>{review.author ? `— ${review.author}` : "— A PetBox visitor"}</span>
            {review.verifiedBuyer ? <VerifiedBuyer /> : null}
          </p>
        </li>
      ))}
    </ol>
  );
}
