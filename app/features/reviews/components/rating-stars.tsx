import { RATING_MAX } from "@shared/api/review-limits";
import { Stars } from "~/components/ui/stars";

/** A rating as stars for the eye and as words for screen readers. */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-2">
      <Stars value={rating} max={RATING_MAX} className="tracking-tight" />
      <span className="text-sm font-semibold text-stone-800">
        {rating} out of {RATING_MAX}
      </span>
    </span>
  );
}
