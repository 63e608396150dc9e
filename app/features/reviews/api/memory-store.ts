import type { Review } from "../types";

/**
 * Reviews live in page memory, per box, for the page's life (spec §3 and §7: reviews are local
 * only). list-reviews.ts and create-review.ts are the seam where a server API can replace this.
 */
const reviewsByBox = new Map<string, Review[]>();

export function readReviews(boxId: string): Review[] {
  return reviewsByBox.get(boxId) ?? [];
}

export function prependReview(boxId: string, review: Review) {
  reviewsByBox.set(boxId, [review, ...readReviews(boxId)]);
}

/** For tests. */
export function clearReviews() {
  reviewsByBox.clear();
}
