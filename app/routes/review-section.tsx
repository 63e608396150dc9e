import { useRevalidator, useSearchParams } from "react-router";
import { findBox } from "@shared/find-box";
import type { Route } from "./+types/review-section";
import { Page } from "~/components/layout/page";
import { ButtonLink } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { paths } from "~/config/paths";
import { routeMeta } from "~/lib/page-title";
import {
  CatalogueError as CatalogueFailure,
  getCatalogue,
} from "~/features/catalogue/api/get-catalogue";
import { BoxPicker } from "~/features/catalogue/components/box-picker";
import { CatalogueError } from "~/features/catalogue/components/catalogue-error";
import { ReviewSection } from "~/features/reviews/components/review-section";
import { loadReviews } from "~/features/reviews/route-data";

export const meta = routeMeta(
  "reviews",
  "What pet owners say about PetBox boxes, and how to add your own review.",
);

const title = "Reviews";
const lead = "Tell other pet owners what your pet thought of a box, and read what they said.";

/** The boxes, the chosen one (?box=id, the first box by default) and its newest reviews. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const boxes = await getCatalogue();
  const chosen = new URL(request.url).searchParams.get("box") ?? undefined;
  const box = findBox(boxes, chosen) ?? boxes[0];
  if (!box) throw new CatalogueFailure("The list of boxes is empty.");
  return { boxes, box, reviews: loadReviews(String(box.id)) };
}

export function HydrateFallback() {
  return (
    <Page title={title} lead={lead} width="max-w-6xl">
      <div className="flex items-center gap-3 text-stone-700">
        <Spinner label="Loading the boxes" />
        <p aria-hidden="true">Loading...</p>
      </div>
    </Page>
  );
}

/** The review section on its own page, for the box picked. */
export default function ReviewsScreen({ loaderData }: Route.ComponentProps) {
  const { boxes, box, reviews } = loaderData;
  const [, setSearch] = useSearchParams();
  return (
    <Page title={title} lead={lead} width="max-w-6xl">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="sm:w-96">
          <BoxPicker
            label="Which box would you like to review?"
            boxes={boxes}
            value={String(box.id)}
            onChange={(id) => setSearch({ box: id }, { replace: true, preventScrollReset: true })}
          />
        </div>
        <ButtonLink to={paths.boxDetails(box.id)} variant="secondary">
          See the {box.name}
        </ButtonLink>
      </div>
      <ReviewSection
        key={String(box.id)}
        boxId={String(box.id)}
        heading={`Reviews of the ${box.name}`}
        reviews={reviews}
      />
    </Page>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const revalidator = useRevalidator();
  if (!(error instanceof CatalogueFailure)) throw error;
  return (
    <Page title={title} lead={lead} width="max-w-6xl">
      <CatalogueError
        message={error.message}
        retrying={revalidator.state === "loading"}
        onRetry={() => void revalidator.revalidate()}
      />
    </Page>
  );
}
