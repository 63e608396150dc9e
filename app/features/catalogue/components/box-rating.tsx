import type { Box } from "@shared/catalogue";
import { Stars } from "~/components/ui/stars";
import { combinedRating, type StoredRatings } from "../rating";

/**
 * A box's rating (spec §2, detail page) and what it is made of (docs/decisions/083): the
 * catalogue's earlier ratings, whose texts the shop does not have, and the reviews written here.
 * `stored` is null while those are not known (loading, or the list could not be loaded).
 */
export function BoxRating({
  box,
  stored,
}: {
  box: Pick<Box, "rating" | "number_of_reviews">;
  stored: StoredRatings | null;
}) {
  const { rating, count } = combinedRating(box, stored);
  const earlier = box.number_of_reviews;
  const here = stored?.count ?? 0;
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-center gap-2 text-stone-800">
        <Stars value={rating} className="text-xl" />
        <span>
          <span className="font-bold" data-testid="box-rating">
            {rating}
          </span>
          <span className="sr-only"> out of 5</span>{" "}
          <span className="text-stone-600">
            (<span data-testid="box-review-count">{count}</span>{" "}
            {count === 1 ? "review" : "reviews"})
          </span>
        </span>
      </p>
      <p className="text-sm text-stone-600" data-testid="box-rating-basis">
        {here === 0
          ? `${ratings(earlier)} given before reviews could be written here; their texts are not shown. Reviews written here are listed below and count towards the average.`
          : `${ratings(earlier)} given earlier (average ${box.rating}), whose texts are not shown, and ${here === 1 ? "1 review" : `${here} reviews`} written here, listed below.`}
      </p>
    </div>
  );
}

function ratings(count: number) {
  return count === 1 ? "1 rating" : `${count} ratings`;
}
