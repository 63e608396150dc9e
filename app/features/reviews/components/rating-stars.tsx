import { RATING_MAX } from "@shared/api/review-limits";

/** A rating as stars for the eye and as words for screen readers. */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="tracking-tight text-amber-600">
        {"★".repeat(rating)}
        <span className="text-stone-300">{"★".repeat(Math.max(0, RATING_MAX - rating))}</span>
      </span>
      <span className="text-sm font-semibold text-stone-800">
        {rating} out of {RATING_MAX}
      </span>
    </span>
  );
}
