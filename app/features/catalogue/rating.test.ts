import { describe, expect, it } from "vitest";
import { combinedRating } from "./rating";

describe("combinedRating", () => {
  it("is the catalogue's figure while nothing is stored", () => {
    expect(combinedRating({ rating: 4.8, number_of_reviews: 214 }, null)).toEqual({
      rating: 4.8,
      count: 214,
    });
    expect(
      combinedRating({ rating: 4.8, number_of_reviews: 214 }, { count: 0, ratingSum: 0 }),
    ).toEqual({
      rating: 4.8,
      count: 214,
    });
  });

  it("weighs the catalogue's rating by its review count and adds every stored vote", () => {
    // (4.5 × 2 + 1 + 1) / 4 = 2.75
    expect(
      combinedRating({ rating: 4.5, number_of_reviews: 2 }, { count: 2, ratingSum: 2 }),
    ).toEqual({
      rating: 2.75,
      count: 4,
    });
  });

  it("moves the shown average with a single review, even after hundreds of earlier ones", () => {
    // (4.7 × 389 + 1) / 390 = 4.6903 → 4.69: one decimal would still say 4.7.
    expect(
      combinedRating({ rating: 4.7, number_of_reviews: 389 }, { count: 1, ratingSum: 1 }),
    ).toEqual({ rating: 4.69, count: 390 });
  });

  it("works for a box with no catalogue reviews", () => {
    expect(
      combinedRating({ rating: 0, number_of_reviews: 0 }, { count: 3, ratingSum: 13 }),
    ).toEqual({
      rating: 4.33,
      count: 3,
    });
  });
});
