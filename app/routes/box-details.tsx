import { useRevalidator } from "react-router";
import { findBox } from "@shared/catalogue";
import type { Route } from "./+types/box-details";
import { NotFound } from "~/components/layout/not-found";
import { ButtonLink } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { paths } from "~/config/paths";
import { pageTitle } from "~/lib/page-title";
import { RequireAuth } from "~/features/auth/components/require-auth";
import { AddToCartButton } from "~/features/cart/components/add-to-cart-button";
import {
  CatalogueError as CatalogueFailure,
  getCatalogue,
} from "~/features/catalogue/api/get-catalogue";
import { BoxDetails } from "~/features/catalogue/components/box-details";
import { CatalogueError } from "~/features/catalogue/components/catalogue-error";
import { ReviewSection } from "~/features/reviews/components/review-section";

// The catalogue is public data, so it loads before the sign-in guard runs (decision 004).
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const boxes = await getCatalogue();
  return { id: params.id, box: findBox(boxes, params.id) ?? null };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: pageTitle(data?.box ? data.box.name : "Box details") }];
}

/** Spec §2: 'Loading...' until the box is found. */
export function HydrateFallback() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-stone-700">
      <Spinner label="Loading the box" />
      <p aria-hidden="true">Loading...</p>
    </div>
  );
}

export default function BoxDetailsScreen({ loaderData }: Route.ComponentProps) {
  const { box, id } = loaderData;
  return (
    <RequireAuth>
      {box ? (
        <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
          <BoxDetails box={box} actions={<AddToCartButton item={box} />} />
          <div className="mt-10">
            <ReviewSection boxId={String(box.id)} heading={`Reviews of the ${box.name}`} />
          </div>
          <ButtonLink to={paths.home()} variant="secondary" className="mt-10">
            Back to home
          </ButtonLink>
        </div>
      ) : (
        <NotFound message={`We couldn't find box “${id}”`} />
      )}
    </RequireAuth>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const revalidator = useRevalidator();
  if (!(error instanceof CatalogueFailure)) throw error;
  return (
    <RequireAuth>
      <title>{pageTitle("Box details")}</title>
      <div className="px-4 py-12">
        <h1 className="sr-only">Box details</h1>
        <CatalogueError
          message={error.message}
          retrying={revalidator.state === "loading"}
          onRetry={() => void revalidator.revalidate()}
        />
      </div>
    </RequireAuth>
  );
}
