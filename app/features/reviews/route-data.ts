import { track } from "~/lib/route-data";
import { listReviews, type ReviewPage } from "~/api/reviews";

// What the routes that show a box's reviews use in their clientLoader (docs/decisions/081): the
// list is route data; the form writes through the API and has the route load it again
// (decision 201), so the page shows what the shop stored.

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
