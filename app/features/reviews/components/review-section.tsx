import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { createReview as createInMemory } from "../api/create-review";
import { listReviews as listInMemory } from "../api/list-reviews";
import type { ReviewInput } from "../schemas";
import type { Review } from "../types";
import { ReviewForm } from "./review-form";
import { ReviewList } from "./review-list";

type Loaded = { boxId: string; attempt: number } & (
  { status: "ready"; reviews: Review[] } | { status: "error" }
);

/**
 * The reviews of one box: the form, then the list, newest first. The two async functions are
 * the data seam (today page memory, later the shop's API).
 */
export function ReviewSection({
  boxId,
  heading = "Reviews",
  listReviews = listInMemory,
  createReview = createInMemory,
}: {
  boxId: string;
  heading?: string;
  listReviews?: (boxId: string) => Promise<Review[]>;
  createReview?: (boxId: string, input: ReviewInput) => Promise<Review>;
}) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // Reviews written on this page, kept apart so a slow first load cannot overwrite them.
  const [added, setAdded] = useState<{ boxId: string; reviews: Review[] }>({ boxId, reviews: [] });

  useEffect(() => {
    let current = true;
    listReviews(boxId).then(
      (reviews) => current && setLoaded({ boxId, attempt, status: "ready", reviews }),
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
    ...(state?.status === "ready" ? state.reviews.filter((review) => !known.has(review.id)) : []),
  ];

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
