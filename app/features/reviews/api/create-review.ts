import { shopApi, type ApiClient } from "~/lib/shop-api";
import type { ReviewInput } from "../schemas";
import type { Review } from "../types";
import { ReviewsError, toReview } from "./to-review";

/** Stores a validated review for a box (as the signed-in user, if any) and returns it as stored. */
export async function createReview(
  boxId: string | number,
  input: ReviewInput,
  api: Pick<ApiClient, "addReview"> = shopApi,
): Promise<Review> {
  const result = await api.addReview(boxId, input);
  if (result.kind === "ok") return toReview(result.data);
  throw new ReviewsError(
    result.kind === "rate-limited"
      ? `You have posted a lot of reviews just now. Please try again in ${result.retryAfterSeconds} seconds.`
      : result.message,
  );
}
