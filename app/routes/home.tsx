import { useCallback, useMemo } from "react";
import { useRevalidator } from "react-router";
import { siteRoutes } from "@shared/site-routes";
import { siteUrl } from "~/config/env";
import { pageMeta } from "~/lib/page-title";
import { organizationJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/home";
import { buttonClasses } from "~/components/ui/button";
import { paths } from "~/config/paths";
import { useAuth } from "~/features/auth/auth-provider";
import { loadListing, toSummary, type ListingState } from "~/features/catalogue/api/load-listing";
import { readCatalogueFile } from "~/features/catalogue/api/read-catalogue.server";
import { BoxListing } from "~/features/catalogue/components/box-listing";
import { boxListJsonLd } from "~/features/catalogue/structured-data";
import { ExploreBoxes } from "~/features/home/components/explore-boxes";
import { FeaturedPets } from "~/features/home/components/featured-pets";
import { FounderSection } from "~/features/home/components/founder-section";
import { HeroCarousel } from "~/features/home/components/hero-carousel";
import { HowItWorks } from "~/features/home/components/how-it-works";
import { StatisticsBand } from "~/features/home/components/statistics-band";
import { ThankYou } from "~/features/home/components/thank-you";
import { heroPreload } from "~/features/home/hero-preload";
import { HydrateLater } from "~/lib/hydrate-later";

const LISTING_ANCHOR = "boxes";

/**
 * Search engines: the shop as an Organization and the box listing as an ItemList of Product
 * (docs/decisions/142-structured-data.md). The prerendered listing carries the catalogue's
 * figures; the build knows no reviews written since (decision 044).
 */
export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(siteRoutes.home.title),
  { "script:ld+json": organizationJsonLd(siteUrl) },
  ...(loaderData?.listing.status === "ok"
    ? [{ "script:ld+json": boxListJsonLd(siteUrl, loaderData.listing.boxes) }]
    : []),
];

export const links: Route.LinksFunction = () => [heroPreload];

/** Build time: the listing goes into the prerendered HTML (docs/decisions/020). */
export async function loader(): Promise<{ listing: ListingState }> {
  const boxes = await readCatalogueFile();
  return { listing: { status: "ok", boxes: boxes.map(toSummary) } };
}

/** In the browser, on navigations to / and on Retry: GET /catDog.json (spec §7). */
export async function clientLoader(): Promise<{ listing: ListingState }> {
  return { listing: await loadListing() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { user } = useAuth();
  const revalidator = useRevalidator();
  // The parts below the hero hydrate when a visitor comes near them (HydrateLater): their
  // elements keep their identity across the page's own re-renders (the account loading).
  const { revalidate } = revalidator; // stable (React Router memoizes it)
  const retry = useCallback(() => void revalidate(), [revalidate]);
  const retrying = revalidator.state === "loading";
  const { listing } = loaderData;
  const boxes = useMemo(
    () => <BoxListing id={LISTING_ANCHOR} state={listing} onRetry={retry} retrying={retrying} />,
    [listing, retry, retrying],
  );
  const pets = useMemo(() => <FeaturedPets />, []);
  return (
    <>
      <section aria-labelledby="hero-title" className="mx-auto w-full max-w-7xl px-4 pt-4 sm:pt-6">
        <div className="relative">
          <HeroCarousel priority label="A look inside PetBox" />
          <div className="relative z-10 mt-4 rounded-3xl bg-white p-6 shadow-lg ring-1 ring-amber-100 sm:p-8 lg:absolute lg:top-1/2 lg:left-10 lg:mx-0 lg:mt-0 lg:max-w-md lg:-translate-y-1/2">
            <p className="text-sm font-bold tracking-widest text-amber-800 uppercase">
              Monthly boxes for cats & dogs
            </p>
            <h1
              id="hero-title"
              className="mt-2 text-3xl font-extrabold text-stone-900 sm:text-4xl lg:text-5xl"
            >
              Monthly boxes your pet will love
            </h1>
            <p className="mt-3 text-lg text-stone-700">
              Toys, treats and cozy things, handpicked and often made by local artisans. Free
              shipping, skip anytime.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={`#${LISTING_ANCHOR}`} className={buttonClasses("primary", "lg")}>
                Browse the boxes
              </a>
              <a href="#how-it-works" className={buttonClasses("secondary", "lg")}>
                How it works
              </a>
            </div>
          </div>
        </div>
      </section>
      <HowItWorks />
      <StatisticsBand />
      <ThankYou />
      <HydrateLater>{boxes}</HydrateLater>
      {/* Hydrated at once: its cards are hidden, before they scroll into view, to slide in. */}
      <ExploreBoxes listingHref={`#${LISTING_ANCHOR}`} />
      <FounderSection userName={user?.displayName} detailsHref={paths.myDetails()} />
      <HydrateLater>{pets}</HydrateLater>
    </>
  );
}
