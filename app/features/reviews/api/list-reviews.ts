import { reviewListSchema } from "@shared/api/reviews";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ApiClient } from "~/lib/shop-api";
import type { ReviewPage } from "../types";
import { reviewsPath } from "./reviews-path";
import { toReview } from "./to-review";

/**
 * A page of a box's stored reviews, newest first, with the box's totals: the newest page, or
 * the one after `before` (a `nextCursor`). Rejects with an ApiFailure.
 */
export async function listReviews(
  boxId: string | number,
  page: { before?: string; limit?: number } = {},
  api: Pick<ApiClient, "request"> = shopApi,
): Promise<ReviewPage> {
  const query = new URLSearchParams();
  if (page.before) query.set("before", page.before);
  if (page.limit) query.set("limit", String(page.limit));
  const search = query.size > 0 ? `?${query}` : "";
  const data = dataOrThrow(
    await api.request("GET", `${reviewsPath(boxId)}${search}`, reviewListSchema),
  );
  return { reviews: data.reviews.map(toReview), nextCursor: data.nextCursor, stats: data.stats };
}
