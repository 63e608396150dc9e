import type { Review as StoredReview } from "@shared/api/reviews";
import type { Review } from "../types";

export function toReview(stored: StoredReview): Review {
  return {
    id: String(stored.id),
    text: stored.text,
    rating: stored.rating,
    createdAt: stored.createdAt,
    author: stored.author,
  };
}

/** A call that did not work out; its message is written for the reader. */
export class ReviewsError extends Error {
  override name = "ReviewsError";
}
