import { CATALOGUE_PATH } from "./catalogue-path";
import type { RouteId } from "./site-routes";

/**
 * What each page rendered in the browser reads first, asked for by the SPA fallback's script
 * before the app has loaded (scripts/lib/fallback-preloads.ts, decision 165). Paths have the
 * route pattern's `:params` filled in from the address. `/api/` paths go with the stored
 * session's ID token, and only for one. Read by the build only: the browser's route manifest
 * does not carry it.
 */
export const routeEarlyRequests: Partial<Record<RouteId, readonly string[]>> = {
  boxDetails: [CATALOGUE_PATH, "/api/boxes/:id/reviews"],
  cart: [CATALOGUE_PATH],
  pets: ["/api/pets"],
  checkout: [CATALOGUE_PATH, "/api/pets", "/api/plans", "/api/addresses/last"],
  accountSubscriptions: [CATALOGUE_PATH, "/api/subscriptions", "/api/pets"],
  myProfile: ["/api/codes/referral"],
};

/**
 * The route parameters that name a box of the catalogue. The fallback's script asks for such a
 * page's requests only when the address names a box the catalogue has: the app asks only once it
 * has found the box, and the shop's 404 for any other would be logged in the console.
 */
export const routeBoxParams: Partial<Record<RouteId, readonly string[]>> = {
  boxDetails: ["id"],
};
