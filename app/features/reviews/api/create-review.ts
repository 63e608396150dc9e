import { reviewCreatedSchema, type ReviewInput } from "@shared/api/reviews";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ApiClient } from "~/lib/shop-api";
import type { Review } from "../types";
import { reviewsPath } from "./reviews-path";
import { toReview } from "./to-review";

/**
 * Stores a review for a box (as the signed-in user, if any) and returns it as the shop stored
 * it, author's name included. Rejects with an ApiFailure.
 */
export async function createReview(
  boxId: string | number,
  input: ReviewInput,
  api: Pick<ApiClient, "request"> = shopApi,
): Promise<Review> {
  const result = await api.request("POST", reviewsPath(boxId), reviewCreatedSchema, input);
  return toReview(dataOrThrow(result).review);
}
