/**
 * Which paths the built app answers, derived from the route manifest (shared/site-routes.ts):
 * what the build prerenders, and which route React Router will render for an address, so the
 * shop server sends the HTML the browser will hydrate (docs/decisions/071-server-matches-routes-like-the-router.md).
 */
import { type RouteId, routeIds, type SiteRoute, siteRoutes } from "./site-routes";

/**
 * The not-found page, prerendered under an internal path: the server answers every unknown path
 * with it (status 404), so it paints without waiting for JavaScript.
 */
export const NOT_FOUND_PATH = "/__not-found";

const isCatchAll = (route: SiteRoute) => route.pattern === "*";

/** Every path rendered to HTML at build time. */
export const prerenderedPaths: string[] = routeIds
  .map((id): SiteRoute => siteRoutes[id])
  .filter((route) => route.rendering === "prerendered")
  .map((route) => (isCatchAll(route) ? NOT_FOUND_PATH : route.pattern));

/**
 * React Router's matching, as in react-router 7 (`matchRoutes`: `decodePath`, `compilePath`,
 * `computeScore`) for the patterns the manifest uses: the path is decoded segment by segment
 * with an encoded slash kept encoded, so `/subscribe/a%2Fb` is one segment; literal segments
 * match without regard to case; trailing slashes are ignored; the more specific route wins.
 * app/routes.test.ts checks it against React Router itself.
 */
interface CompiledRoute {
  id: RouteId;
  matcher: RegExp;
  score: number;
  order: number;
}

function compile(pattern: string): RegExp {
  const splat = pattern.endsWith("/*");
  const prefix = splat ? pattern.slice(0, -2) : pattern;
  if (/[?*]/.test(prefix) && pattern !== "*") {
    throw new Error(
      `Route pattern ${pattern}: only literal segments, :params, "*" and a trailing "/*" are matched`,
    );
  }
  if (pattern === "*") return /^\/(.*)$/i;
  const source = prefix
    .replace(/^\/*/, "/")
    .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
    .replace(/\/:([\w-]+)/g, "/([^\\/]+)");
  // A splat, as React Router compiles it: the prefix alone, or the prefix, a slash and anything.
  return new RegExp(splat ? `^${source}(?:\\/(.+)|\\/*)$` : `^${source}\\/*$`, "i");
}

function score(pattern: string, index: boolean): number {
  // React Router scores the path joined to the root route's: "/login", "/" for the index, "/*".
  const segments = `/${pattern.replace(/^\//, "")}`.split("/");
  const splat = segments.includes("*");
  return segments
    .filter((segment) => segment !== "*")
    .reduce(
      (sum, segment) => sum + (/^:[\w-]+$/.test(segment) ? 3 : segment === "" ? 1 : 10),
      segments.length + (splat ? -2 : 0) + (index ? 2 : 0),
    );
}

const compiled: CompiledRoute[] = routeIds
  .map((id, order) => {
    const { pattern } = siteRoutes[id];
    return { id, matcher: compile(pattern), score: score(pattern, pattern === "/"), order };
  })
  .sort((a, b) => b.score - a.score || a.order - b.order);

/** Every route's matcher, most specific first: the order in which `matchRoute` tries them. */
export const routeMatchers: readonly { id: RouteId; matcher: RegExp }[] = compiled.map(
  ({ id, matcher }) => ({ id, matcher }),
);

/** Decodes each segment, keeping a slash inside one as %2F; null when a segment is malformed. */
export function decodeSegments(rawPathname: string): string[] | null {
  try {
    return rawPathname.split("/").map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/**
 * The route React Router renders for a raw (still percent-encoded) URL path; `notFound` for
 * every path no page claims.
 */
export function matchRoute(rawPathname: string): RouteId {
  const segments = decodeSegments(rawPathname);
  // React Router matches a path it cannot decode as it is.
  const decoded = segments ? segments.map((s) => s.replace(/\//g, "%2F")).join("/") : rawPathname;
  return compiled.find((route) => route.matcher.test(decoded))?.id ?? "notFound";
}
