import { useState, useTransition } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { ApiFailure } from "~/lib/api-failure";
import { listReviews, type Review, type ReviewPage } from "~/api/reviews";
import { ReviewList } from "./review-list";

export type LoadPage = (boxId: string, before: string) => Promise<ReviewPage>;

const loadOlder: LoadPage = (boxId, before) => listReviews(boxId, { before });

/**
 * The newest page of reviews (route data) and, on "Show more reviews", the older pages one after
 * another by `nextCursor`. When the route loads the newest page again (a review was posted), the
 * reviews shown so far stay: older pages are kept with the newest page they followed.
 */
export function ReviewFeed({
  boxId,
  page,
  loadPage = loadOlder,
}: {
  boxId: string;
  page: ReviewPage;
  loadPage?: LoadPage | undefined;
}) {
  const [older, setOlder] = useState<{ reviews: Review[]; cursor: string | null } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, startLoading] = useTransition();
  const reviews = newestFirst([...page.reviews, ...(older?.reviews ?? [])]);
  const cursor = older ? older.cursor : page.nextCursor;

  function showMore() {
    if (!cursor) return;
    setFailure(null);
    startLoading(async () => {
      try {
        const next = await loadPage(boxId, cursor);
        startLoading(() =>
          setOlder({ reviews: [...reviews, ...next.reviews], cursor: next.nextCursor }),
        );
      } catch (error) {
        startLoading(() =>
          setFailure(
            error instanceof ApiFailure
              ? error.message
              : "We could not load more reviews just now. Please try again.",
          ),
        );
      }
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <ReviewList reviews={reviews} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {cursor ? (
        <Button variant="secondary" className="self-start" disabled={loading} onClick={showMore}>
          {loading ? "Loading more…" : "Show more reviews"}
        </Button>
      ) : null}
    </div>
  );
}

/** Each review once, newest first (ids grow with time). */
function newestFirst(reviews: Review[]): Review[] {
  const byId = new Map(reviews.map((review) => [review.id, review]));
  return [...byId.values()].sort((a, b) => Number(b.id) - Number(a.id));
}
