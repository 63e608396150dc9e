import { ApiFailure } from "~/lib/api-failure";
import { track } from "~/lib/route-data";
import type { RouteReply } from "~/lib/use-form";
import { createReview, listReviews, type Review, type ReviewPage } from "~/api/reviews";
import { postedReviewSchema } from "./schemas";

// What the routes that show a box's reviews use in their clientLoader and clientAction
// (docs/decisions/081): the list is route data, and a new review is posted to the route, which
// then loads the list again, so the page shows what the shop stored.

/** For a clientLoader: the newest page, not awaited, so the page around it shows at once. */
export function loadReviews(boxId: string): Promise<ReviewPage> {
  return track(listReviews(boxId));
}

/**
 * The same, once the box is known to exist: an unknown id asks nothing (the browser would log the
 * API's 404) and the page shows its not-found screen instead.
 */
export function loadReviewsOfBox(
  box: Promise<{ id: string | number } | null>,
): Promise<ReviewPage> {
  return track(
    box.then((found) =>
      found ? listReviews(String(found.id)) : { reviews: [], nextCursor: null, stats: NO_STATS },
    ),
  );
}

const NO_STATS = { count: 0, ratingSum: 0 };

export type PostReviewReply = RouteReply & { review?: Review };

export const POST_FAILED = "We could not post your review just now. Please try again.";

/** For a clientAction: stores the review the form sent (JSON, see ReviewForm). */
export async function postReview(
  request: Request,
  create: typeof createReview = createReview,
): Promise<PostReviewReply> {
  const parsed = postedReviewSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return { submission: "", ok: false, message: POST_FAILED };
  const { boxId, submission, text, rating } = parsed.data;
  try {
    return { submission, ok: true, review: await create(boxId, { text, rating }) };
  } catch (error) {
    return {
      submission,
      ok: false,
      message: error instanceof ApiFailure ? error.message : POST_FAILED,
    };
  }
}
