import { shopApi, type ApiClient } from "~/lib/shop-api";
import type { ReviewPage } from "../types";
import { ReviewsError, toReview } from "./to-review";

/** The stored reviews of a box, newest first, with the box's totals. */
export async function listReviews(
  boxId: string | number,
  api: Pick<ApiClient, "listReviews"> = shopApi,
): Promise<ReviewPage> {
  const result = await api.listReviews(boxId);
  if (result.kind !== "ok") throw new ReviewsError(result.message);
  return { reviews: result.data.reviews.map(toReview), stats: result.data.stats };
}
