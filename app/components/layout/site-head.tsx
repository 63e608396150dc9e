import { useLocation, useMatches } from "react-router";
import { type RouteId, routeIds, type SiteRoute, siteRoutes } from "@shared/site-routes";
import { siteUrl } from "~/config/env";
import { breadcrumbJsonLd, jsonLdText } from "~/lib/structured-data";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * What the root adds to every open page's <head> because it knows the address: the canonical
 * link and og:url (SITE_URL's origin and the page's own path, without query or fragment), and on
 * pages below the home page the trail Home › page as a BreadcrumbList
 * (docs/decisions/140-seo-and-signed-in-first-paint.md). Protected pages and the not-found page
 * get none: they are not for search engines.
 */
export function SiteHead() {
  const { pathname } = useLocation();
  const { id, route } = useCurrentRoute();
  // A page rendered in the browser hydrates the SPA fallback, whose HTML has none of this: it is
  // added right after hydration, or React would find HTML it did not expect (#418).
  const hydrated = useHydrated();
  if (route.access !== "open" || id === "notFound") return null;
  if (route.rendering === "browser" && !hydrated) return null;
  // A fixed pattern is the page's one spelling (case and trailing slash as declared).
  const path = route.pattern.includes(":") ? pathname.replace(/\/+$/, "") : route.pattern;
  const canonical = `${siteUrl}${path}`;
  return (
    <>
      <link rel="canonical" href={canonical} />
      <meta property="og:url" content={canonical} />
      {path === "/" ? null : (
        <script
          type="application/ld+json"
          // Data, not code: jsonLdText escapes "<" so nothing in it can close the element.
          dangerouslySetInnerHTML={{
            __html: jsonLdText(breadcrumbJsonLd(siteUrl, { name: pageName(route.title), path })),
          }}
        />
      )}
    </>
  );
}

/** "Gallery – PetBox" → "Gallery". */
export function pageName(title: string): string {
  return title.replace(/ – PetBox$/, "");
}

/**
 * The manifest's entry for the page shown: React Router names each route by its module
 * (app/routes.ts), the deepest match is the page.
 */
export function useCurrentRoute(): { id: RouteId; route: SiteRoute } {
  const matches = useMatches();
  const shown = matches[matches.length - 1]?.id;
  const id =
    routeIds.find((key) => siteRoutes[key].module.replace(/\.tsx$/, "") === shown) ?? "notFound";
  return { id, route: siteRoutes[id] };
}
