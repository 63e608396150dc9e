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
