import { reviewCreatedReader, reviewListReader } from "@shared/api/review-readers";
import type { Review as StoredReview, ReviewInput } from "@shared/api/reviews";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ShopApi } from "~/lib/shop-api";

/** A review as the screens see it (spec §3): text, rating 1–5 and when it was written. */
export interface Review {
  id: string;
  text: string;
  rating: number;
  /** ISO 8601 instant; shown as the reader's local date-and-time string. */
  createdAt: string;
  /** The author's display name as the shop stored it; null for a visitor's review. */
  author: string | null;
  /** The author had received this box when writing (the server decides, decision 220). */
  verifiedBuyer: boolean;
}

/** Every stored review of a box: how many, and their ratings added up. */
export interface ReviewStats {
  count: number;
  ratingSum: number;
}

/** One page of a box's reviews, newest first; `nextCursor` asks for the page after it. */
export interface ReviewPage {
  reviews: Review[];
  nextCursor: string | null;
  stats: ReviewStats;
}

/**
 * A page of a box's stored reviews, newest first, with the box's totals: the newest page, or
 * the one after `before` (a `nextCursor`).
 */
export async function listReviews(
  boxId: string | number,
  page: { before?: string; limit?: number } = {},
  api: ShopApi = shopApi,
): Promise<ReviewPage> {
  const query = new URLSearchParams();
  if (page.before) query.set("before", page.before);
  if (page.limit) query.set("limit", String(page.limit));
  const search = query.size > 0 ? `?${query}` : "";
  const data = dataOrThrow(
    await api.request("GET", `${reviewsPath(boxId)}${search}`, reviewListReader),
  );
  return { reviews: data.reviews.map(toReview), nextCursor: data.nextCursor, stats: data.stats };
}

/** Stores a review for a box (as the signed-in user, if any); answers it as the shop stored it. */
export async function createReview(
  boxId: string | number,
  input: ReviewInput,
  api: ShopApi = shopApi,
): Promise<Review> {
  const result = await api.request("POST", reviewsPath(boxId), reviewCreatedReader, input);
  return toReview(dataOrThrow(result).review);
}

/** The reviews endpoint of one box: /api/boxes/:id/reviews, the id encoded. */
function reviewsPath(boxId: string | number): string {
  return `/api/boxes/${encodeURIComponent(String(boxId))}/reviews`;
}

function toReview(stored: StoredReview): Review {
  return {
    id: String(stored.id),
    text: stored.text,
    rating: stored.rating,
    createdAt: stored.createdAt,
    author: stored.author,
    verifiedBuyer: stored.verifiedBuyer,
  };
}
