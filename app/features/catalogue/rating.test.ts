import { describe, expect, it } from "vitest";
import { combinedRating } from "./rating";

/**
 * Why; the catalogue's rating and number of reviews; the reviews written here, as how many and
 * the sum of their ratings (null: none stored yet); the rating and count shown.
 */
type Case = [string, [number, number], [number, number] | null, [number, number]];

describe("combinedRating", () => {
  it.each<Case>([
    ["is the catalogue's figure while nothing is stored", [4.8, 214], null, [4.8, 214]],
    ["is the catalogue's figure while no vote is stored", [4.8, 214], [0, 0], [4.8, 214]],
    // (4.5 × 2 + 1 + 1) / 4 = 2.75
    ["weighs the catalogue's rating by its count, adds stored votes", [4.5, 2], [2, 2], [2.75, 4]],
    // (4.7 × 389 + 1) / 390 = 4.6903 → 4.69: one decimal would still say 4.7.
    ["moves with a single review after hundreds of earlier ones", [4.7, 389], [1, 1], [4.69, 390]],
    ["works for a box with no catalogue reviews", [0, 0], [3, 13], [4.33, 3]],
  ])("%s", (_why, [rating, reviews], stored, [shownRating, count]) => {
    const votes = stored && { count: stored[0], ratingSum: stored[1] };
    expect(combinedRating({ rating, number_of_reviews: reviews }, votes)).toEqual({
      rating: shownRating,
      count,
    });
  });
});
