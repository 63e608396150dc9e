/**
 * robots.txt and sitemap.xml, derived from the route manifest (shared/site-routes.ts) and written
 * by the build (scripts/postbuild.ts), so a new page is listed, or kept out, where it is declared
 * (docs/decisions/140-seo-and-signed-in-first-paint.md).
 */
import { type RouteId, routeIds, type SiteRoute, siteRoutes } from "./site-routes";

/**
 * Pages search engines should list: open and prerendered (their content is in the HTML), not the
 * not-found page. Pages rendered in the browser are a visitor's own (the cart) or need an id.
 */
export function indexedRouteIds(): RouteId[] {
  return routeIds.filter((id) => {
    const route: SiteRoute = siteRoutes[id];
    return route.access === "open" && route.rendering === "prerendered" && route.pattern !== "*";
  });
}

/** The paths of the pages in the sitemap. */
export function indexedPaths(): string[] {
  return indexedRouteIds().map((id) => siteRoutes[id].pattern);
}

/**
 * What crawlers are kept out of: the API, every protected page (account, checkout, orders…), and
 * the cart, the start of checkout. A pattern with parameters is kept out by its literal start
 * (`/orders/:id` → `/orders/`), a splat by its prefix (`/admin/*` → `/admin`).
 */
export function disallowedPrefixes(): string[] {
  const prefixes = routeIds
    .map((id): SiteRoute => siteRoutes[id])
    .filter((route) => route.access === "protected" || route.pattern === siteRoutes.cart.pattern)
    .map((route) => route.pattern.replace(/\/\*$/, "").replace(/:.*$/, ""));
  return ["/api/", ...new Set(prefixes)];
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...disallowedPrefixes().map((prefix) => `Disallow: ${prefix}`),
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

/** The sitemap protocol's urlset: every indexed page's absolute address, the home page first. */
export function sitemapXml(origin: string, lastModified?: string): string {
  const urls = indexedPaths().map((path) =>
    [
      "  <url>",
      `    <loc>${escapeXml(`${origin}${path}`)}</loc>`,
      ...(lastModified ? [`    <lastmod>${lastModified}</lastmod>`] : []),
      "  </url>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
