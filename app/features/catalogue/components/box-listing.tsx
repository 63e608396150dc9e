import { useId } from "react";
import type { ListingState } from "../api/load-listing";
import { BoxCard } from "./box-card";
import { CatalogueError } from "./catalogue-error";

export const LISTING_HEADING = "Be Part of Our Community – Join Now!";

/**
 * Spec §2 box listing: three columns on large screens, two on medium, one on phones. A failed
 * or malformed catalogue shows the error with Retry in place of the cards.
 */
export function BoxListing({
  state,
  onRetry,
  retrying = false,
  id,
}: {
  state: ListingState;
  onRetry: () => void;
  retrying?: boolean;
  /** The anchor other sections link to. */
  id?: string;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="mx-auto w-full max-w-7xl scroll-mt-24 px-4 py-14 sm:py-20"
    >
      <div className="text-center">
        <p className="text-sm font-bold tracking-widest text-amber-800 uppercase">Our boxes</p>
        <h2 id={headingId} className="mt-2 text-3xl font-extrabold text-stone-900 sm:text-4xl">
          {LISTING_HEADING}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-stone-700">
          Every box is packed by hand with toys, treats and cozy things, many made by local
          artisans. Cancel, skip or swap anytime.
        </p>
      </div>
      <div className="mt-10">
        {state.status === "ok" ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="box-list">
            {state.boxes.map((box) => (
              <li key={box.id}>
                <BoxCard box={box} />
              </li>
            ))}
          </ul>
        ) : (
          <CatalogueError message={state.message} onRetry={onRetry} retrying={retrying} />
        )}
      </div>
    </section>
  );
}
