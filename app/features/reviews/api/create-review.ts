import type { ReviewInput } from "../schemas";
import type { Review } from "../types";
import { prependReview } from "./memory-store";

let sequence = 0;

/** Stores a validated review for a box and returns it as stored. */
export async function createReview(boxId: string | number, input: ReviewInput): Promise<Review> {
  sequence += 1;
  const review: Review = {
    id: `local-${Date.now().toString(36)}-${sequence}`,
    text: input.text,
    rating: input.rating,
    createdAt: new Date().toISOString(),
  };
  prependReview(String(boxId), review);
  return review;
}
