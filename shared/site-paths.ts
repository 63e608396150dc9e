/**
 * Which paths the built app answers, shared by the build (what to prerender) and the shop
 * server (which requests get the SPA fallback with 200 and which get the not-found page with 404).
 * The route table itself lives in app/routes.ts; keep the two in step.
 */

/** Public pages rendered to HTML at build time. */
export const prerenderedPaths = [
  "/",
  "/slider",
  "/howitworks",
  "/countupsection",
  "/mydetails",
  "/subscribe",
  "/reviewsection",
  "/login",
  "/register",
  "/forgetpassword",
  "/resetpassword",
  "/terms",
  "/privacy",
] as const;

/**
 * The not-found page, prerendered under an internal path: the server answers every unknown path
 * with it (status 404), so it paints without waiting for JavaScript.
 */
export const NOT_FOUND_PATH = "/__not-found";

/** Pages rendered only in the browser (signed-in screens and per-box pages). */
export const clientRenderedPatterns = [
  /^\/blog\/?$/,
  /^\/contact\/?$/,
  /^\/myprofile\/?$/,
  /^\/boxcarddetails\/[^/]+\/?$/,
  /^\/subscribe\/[^/]+\/?$/,
  /^\/cart\/?$/,
] as const;

export function isClientRenderedPath(pathname: string): boolean {
  return clientRenderedPatterns.some((pattern) => pattern.test(pathname));
}
