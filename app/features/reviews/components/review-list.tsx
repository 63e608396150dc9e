import type { Review } from "~/api/reviews";
import { RatingStars } from "./rating-stars";

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
          <p className="mt-2 text-sm font-medium wrap-anywhere text-stone-600">
            {review.author ? `— ${review.author}` : "— A PetBox visitor"}
          </p>
        </li>
      ))}
    </ol>
  );
}
