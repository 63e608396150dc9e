import type { Box } from "@shared/catalogue";

/** Stored reviews of a box: how many, and their ratings added up. */
export interface StoredRatings {
  count: number;
  ratingSum: number;
}

/**
 * The rating shown on the detail page (docs/decisions/044-combined-rating.md): the catalogue's
 * figure stands for its `number_of_reviews` earlier reviews, and every stored review adds one
 * vote. Average of all votes, to one decimal.
 */
export function combinedRating(
  box: Pick<Box, "rating" | "number_of_reviews">,
  stored: StoredRatings | null | undefined,
): { rating: number; count: number } {
  if (!stored || stored.count === 0) return { rating: box.rating, count: box.number_of_reviews };
  const count = box.number_of_reviews + stored.count;
  const total = box.rating * box.number_of_reviews + stored.ratingSum;
  return { rating: Math.round((total / count) * 10) / 10, count };
}
