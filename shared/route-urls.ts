/**
 * Addresses of the routes of the manifest (shared/site-routes.ts): relative, for the server and
 * the tests, and absolute on the shop's origin, for links in e-mails (docs/decisions/180). The
 * app builds its links with React Router's typed `href()` in app/config/paths.ts.
 */
import { type RouteId, type SiteRoute, siteRoutes } from "./site-routes";

/** The names of a pattern's parameters: `"/orders/:id"` → `"id"`. */
export type ParamNames<Pattern extends string> =
  Pattern extends `${string}:${infer Name}/${infer Rest}`
    ? Name | ParamNames<`/${Rest}`>
    : Pattern extends `${string}:${infer Name}`
      ? Name
      : never;

export type RouteParams<Id extends RouteId> = Record<
  ParamNames<(typeof siteRoutes)[Id]["pattern"]>,
  string
>;

/** A route that has an address of its own: every one but the catch-all not-found page. */
export type LinkableRouteId = Exclude<RouteId, "notFound">;

/** The parameters a route's address needs: none, or one value per `:name` of its pattern. */
export type RouteParamsArg<Id extends RouteId> =
  ParamNames<(typeof siteRoutes)[Id]["pattern"]> extends never ? [] : [RouteParams<Id>];

/** An address of a route, each parameter percent-encoded. */
export function routeUrl<Id extends LinkableRouteId>(
  id: Id,
  ...[params]: RouteParamsArg<Id>
): string {
  const values = (params ?? {}) as Record<string, string>;
  return siteRoutes[id].pattern.replace(/:([\w-]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${id}: missing parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** The address tests visit for a route: its pattern, or its example where it has parameters. */
export function exampleUrl(id: RouteId): string {
  const route: SiteRoute = siteRoutes[id];
  return route.example ?? route.pattern;
}

/**
 * The absolute address of a route on the shop's origin (`SHOP_URL`), for links sent outside the
 * app: e-mails. Only the origin of `shopUrl` is used.
 */
export function absoluteRouteUrl<Id extends LinkableRouteId>(
  shopUrl: string,
  id: Id,
  ...params: RouteParamsArg<Id>
): string {
  return new URL(routeUrl(id, ...params), new URL(shopUrl).origin).href;
}
