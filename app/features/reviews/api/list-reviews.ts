import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ApiClient } from "~/lib/shop-api";
import type { ReviewPage } from "../types";
import { toReview } from "./to-review";

/**
 * A page of a box's stored reviews, newest first, with the box's totals: the newest page, or
 * the one after `before` (a `nextCursor`). Rejects with an ApiFailure.
 */
export async function listReviews(
  boxId: string | number,
  page: { before?: string } = {},
  api: Pick<ApiClient, "listReviews"> = shopApi,
): Promise<ReviewPage> {
  const data = dataOrThrow(await api.listReviews(boxId, page));
  return { reviews: data.reviews.map(toReview), nextCursor: data.nextCursor, stats: data.stats };
}
