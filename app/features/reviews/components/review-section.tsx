import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { Resolve } from "~/components/ui/load-state";
import { Spinner } from "~/components/ui/spinner";
import type { ReviewPage } from "~/api/reviews";
import { ReviewFeed, type LoadPage } from "./review-feed";
import { ReviewForm, type PostReview } from "./review-form";

/**
 * The reviews of one box: the form, then the list, newest first. The list is route data
 * (docs/decisions/081): `reviews` is the newest page from the route's clientLoader; the form
 * stores a review through the API, then the route loads the list again (decision 201).
 */
export function ReviewSection({
  boxId,
  reviews,
  heading = "Reviews",
  loadPage,
  post,
}: {
  boxId: string;
  reviews: Promise<ReviewPage>;
  heading?: string;
  /** Loads an older page for "Show more reviews" (the shop's API by default). */
  loadPage?: LoadPage;
  /** Stores a new review (the shop's API by default). */
  post?: PostReview;
}) {
  return (
    <section
      aria-labelledby={`reviews-${boxId}`}
      className="rounded-3xl bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={`reviews-${boxId}`} className="text-2xl font-bold wrap-anywhere text-stone-900">
        {heading}
      </h2>
      <p className="mt-2 text-stone-700">Written by PetBox customers on this site, newest first.</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-2 [&>*]:min-w-0">
        <ReviewForm boxId={boxId} post={post} />
        <div>
          <Resolve
            data={reviews}
            fallback={<LoadingReviews />}
            failure={() => <ReviewsUnavailable />}
          >
            {(page) => <ReviewFeed boxId={boxId} page={page} loadPage={loadPage} />}
          </Resolve>
        </div>
      </div>
    </section>
  );
}

function LoadingReviews() {
  return (
    <div className="flex items-center gap-3 text-stone-700">
      <Spinner label="Loading reviews" className="scale-75" />
      <span aria-hidden="true">Loading reviews…</span>
    </div>
  );
}

/** The list could not be loaded: Try again loads the route's data again. */
function ReviewsUnavailable() {
  const revalidator = useRevalidator();
  return (
    <div role="alert" className="flex flex-col items-start gap-3 text-stone-800">
      <p>We could not load the reviews just now.</p>
      <Button
        variant="secondary"
        size="sm"
        disabled={revalidator.state === "loading"}
        onClick={() => void revalidator.revalidate()}
      >
        Try again
      </Button>
    </div>
  );
}
