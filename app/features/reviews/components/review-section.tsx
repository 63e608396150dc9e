import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { createReview as createStored } from "../api/create-review";
import { listReviews as listStored } from "../api/list-reviews";
import type { ReviewInput } from "../schemas";
import type { Review, ReviewPage, ReviewStats } from "../types";
import { ReviewForm } from "./review-form";
import { ReviewList } from "./review-list";

type Loaded = { boxId: string; attempt: number } & (
  { status: "ready"; page: ReviewPage } | { status: "error" }
);

/**
 * The reviews of one box: the form, then the list, newest first, stored by the shop's API. The
 * two async functions are the data seam (tests pass their own). `onStats` hears the box's
 * totals, including reviews posted here, so the page can show a combined rating.
 */
export function ReviewSection({
  boxId,
  heading = "Reviews",
  listReviews = listStored,
  createReview = createStored,
  onStats,
}: {
  boxId: string;
  heading?: string;
  listReviews?: (boxId: string) => Promise<ReviewPage>;
  createReview?: (boxId: string, input: ReviewInput) => Promise<Review>;
  onStats?: (stats: ReviewStats) => void;
}) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // Reviews written on this page, kept apart so a slow first load cannot overwrite them.
  const [added, setAdded] = useState<{ boxId: string; reviews: Review[] }>({ boxId, reviews: [] });

  useEffect(() => {
    let current = true;
    listReviews(boxId).then(
      (page) => current && setLoaded({ boxId, attempt, status: "ready", page }),
      () => current && setLoaded({ boxId, attempt, status: "error" }),
    );
    return () => {
      current = false;
    };
  }, [boxId, attempt, listReviews]);

  const state = loaded && loaded.boxId === boxId && loaded.attempt === attempt ? loaded : null;
  const mine = added.boxId === boxId ? added.reviews : [];
  const known = new Set(mine.map((review) => review.id));
  const reviews = [
    ...mine,
    ...(state?.status === "ready"
      ? state.page.reviews.filter((review) => !known.has(review.id))
      : []),
  ];
  // The box's totals: the stored ones plus reviews posted here after the list loaded.
  let totals: ReviewStats | null = null;
  if (state?.status === "ready") {
    const loadedIds = new Set(state.page.reviews.map((review) => review.id));
    const fresh = mine.filter((review) => !loadedIds.has(review.id));
    totals = {
      count: state.page.stats.count + fresh.length,
      ratingSum: state.page.stats.ratingSum + fresh.reduce((sum, r) => sum + r.rating, 0),
    };
  }
  const totalCount = totals?.count;
  const totalSum = totals?.ratingSum;
  useEffect(() => {
    if (onStats && totalCount !== undefined && totalSum !== undefined) {
      onStats({ count: totalCount, ratingSum: totalSum });
    }
  }, [onStats, totalCount, totalSum]);

  async function submit(input: ReviewInput) {
    const review = await createReview(boxId, input);
    setAdded((previous) => ({
      boxId,
      reviews: [review, ...(previous.boxId === boxId ? previous.reviews : [])],
    }));
  }

  return (
    <section
      aria-labelledby={`reviews-${boxId}`}
      className="rounded-3xl bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={`reviews-${boxId}`} className="text-2xl font-bold text-stone-900">
        {heading}
      </h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <ReviewForm onSubmit={submit} />
        <div>
          {state === null ? (
            <div className="flex items-center gap-3 text-stone-700">
              <Spinner label="Loading reviews" className="scale-75" />
              <span aria-hidden="true">Loading reviews…</span>
            </div>
          ) : state.status === "error" ? (
            <div role="alert" className="flex flex-col items-start gap-3 text-stone-800">
              <p>We could not load the reviews just now.</p>
              <Button variant="secondary" size="sm" onClick={() => setAttempt((n) => n + 1)}>
                Try again
              </Button>
            </div>
          ) : (
            <ReviewList reviews={reviews} />
          )}
        </div>
      </div>
    </section>
  );
}
