import { useRevalidator } from "react-router";
import type { Box } from "@shared/catalogue";
import { findBox } from "@shared/find-box";
import type { Route } from "./+types/box-details";
import { NotFound } from "~/components/layout/not-found";
import { ButtonLink } from "~/components/ui/button";
import { Resolve } from "~/components/ui/load-state";
import { Spinner } from "~/components/ui/spinner";
import { paths } from "~/config/paths";
import { pageTitle } from "~/lib/page-title";
import { track } from "~/lib/route-data";
import { RequireAuth } from "~/features/auth/components/require-auth";
import { AddToCartButton } from "~/features/cart/components/add-to-cart-button";
import {
  CatalogueError as CatalogueFailure,
  getCatalogue,
} from "~/features/catalogue/api/get-catalogue";
import { BoxDetails } from "~/features/catalogue/components/box-details";
import { BoxRating } from "~/features/catalogue/components/box-rating";
import { CatalogueError } from "~/features/catalogue/components/catalogue-error";
import { ReviewSection } from "~/features/reviews/components/review-section";
import { loadReviewsOfBox } from "~/features/reviews/route-data";
import type { ReviewPage } from "~/api/reviews";

// The catalogue and the box's reviews are public data, so they load before the sign-in guard
// runs (decision 004). Neither is awaited: the page shows 'Loading...' until the box is found
// (spec §2), on a direct visit and on a click from the home page alike (decision 030), and the
// reviews, asked for once the box is known, come in when they are there (decision 081).
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  // Read once the sign-in check is done (lib/route-data.ts): a box found meanwhile shows at once.
  const box = track(getCatalogue().then((boxes) => findBox(boxes, params.id) ?? null));
  return { id: params.id, box, reviews: loadReviewsOfBox(box) };
}

// The title names the box, so the screen sets it once the box is known (<title> below).
export const meta = () => [
  { name: "description", content: "What is inside the box, what it costs, and what owners say." },
];

function Loading() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-stone-700">
      <title>{pageTitle("Box details")}</title>
      <Spinner label="Loading the box" />
      <p aria-hidden="true">Loading...</p>
    </div>
  );
}

export function HydrateFallback() {
  return <Loading />;
}

function BoxScreen({
  box,
  id,
  reviews,
}: {
  box: Box | null;
  id: string;
  reviews: Promise<ReviewPage>;
}) {
  if (!box) {
    return (
      <>
        <title>{pageTitle("Box not found")}</title>
        <NotFound message={`We couldn't find box “${id}”`} />
      </>
    );
  }
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <title>{pageTitle(box.name)}</title>
      <BoxDetails
        box={box}
        actions={<AddToCartButton item={box} />}
        rating={
          // The catalogue's figures until the reviews written here are known.
          <Resolve
            data={reviews}
            fallback={<BoxRating box={box} stored={null} />}
            failure={() => <BoxRating box={box} stored={null} />}
          >
            {(page) => <BoxRating box={box} stored={page.stats} />}
          </Resolve>
        }
      />
      <div className="mt-10">
        <ReviewSection
          boxId={String(box.id)}
          heading={`Reviews of the ${box.name}`}
          reviews={reviews}
        />
      </div>
      <ButtonLink to={paths.home()} variant="secondary" className="mt-10">
        Back to home
      </ButtonLink>
    </div>
  );
}

/** A catalogue that failed or was malformed: Retry loads it again. */
function CatalogueRetry({ error }: { error: unknown }) {
  const revalidator = useRevalidator();
  if (!(error instanceof CatalogueFailure)) throw error;
  return (
    <div className="px-4 py-12">
      <title>{pageTitle("Box details")}</title>
      <h1 className="sr-only">Box details</h1>
      <CatalogueError
        message={error.message}
        retrying={revalidator.state === "loading"}
        onRetry={() => void revalidator.revalidate()}
      />
    </div>
  );
}

export default function BoxDetailsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <RequireAuth>
      <Resolve
        data={loaderData.box}
        fallback={<Loading />}
        failure={(error) => <CatalogueRetry error={error} />}
      >
        {(box) => <BoxScreen box={box} id={loaderData.id} reviews={loaderData.reviews} />}
      </Resolve>
    </RequireAuth>
  );
}
