// The e2e tests' route lists, derived from the route manifest so that a new route is visited by
// the every-route tests without anyone remembering to add it (app/routes.test.ts checks they
// cover the manifest).
import { exampleUrl } from "../../shared/route-urls";
import { type RouteId, routeIds, type SiteRoute, siteRoutes } from "../../shared/site-routes";

export { exampleUrl, routeUrl } from "../../shared/route-urls";
export { type RouteId, siteRoutes } from "../../shared/site-routes";

export interface PageUnderTest extends SiteRoute {
  id: RouteId;
  /** The address visited: the route's example, or its pattern when it has no parameters. */
  url: string;
  /**
   * Its example names a record no test made, so the page's own request answers 404 (which
   * Chromium logs) and the page says so: a gift link whose token is unknown (decision 269).
   */
  asksFor404: boolean;
}

/** The routes whose example's record does not exist. */
const UNKNOWN_RECORD: readonly RouteId[] = ["giftClaim"];

const pageOf = (id: RouteId): PageUnderTest => ({
  ...siteRoutes[id],
  id,
  url: exampleUrl(id),
  asksFor404: UNKNOWN_RECORD.includes(id),
});

/** Every page a visitor may open, in the spec's order. */
export const openPages = routeIds
  .filter((id) => id !== "notFound" && siteRoutes[id].access === "open")
  .map(pageOf);

/** Every page that needs a signed-in user. */
export const protectedPages = routeIds
  .filter((id) => siteRoutes[id].access === "protected")
  .map(pageOf);

/** Any path no page claims. */
export const notFoundPage = pageOf("notFound");

export const needsSignIn = (id: RouteId) => siteRoutes[id].access === "protected";
