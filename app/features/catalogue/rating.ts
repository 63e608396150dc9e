import type { Box } from "@shared/catalogue";

/** Reviews written on PetBox for a box: how many, and their ratings added up. */
export interface StoredRatings {
  count: number;
  ratingSum: number;
}

/**
 * The rating shown on the detail page (docs/decisions/083). The catalogue's figure is the average
 * of `number_of_reviews` earlier ratings; every review written here adds one more. Shown: the
 * weighted mean of all of them, to two decimals, so that one new review visibly moves it.
 */
export function combinedRating(
  box: Pick<Box, "rating" | "number_of_reviews">,
  stored: StoredRatings | null | undefined,
): { rating: number; count: number } {
  if (!stored || stored.count === 0) return { rating: box.rating, count: box.number_of_reviews };
  const count = box.number_of_reviews + stored.count;
  const total = box.rating * box.number_of_reviews + stored.ratingSum;
  return { rating: Math.round((total / count) * 100) / 100, count };
}
