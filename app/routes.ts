import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { routeIds, siteRoutes } from "../shared/site-routes";

// Derived from the route manifest (shared/site-routes.ts), one entry per row of the spec's route
// table (§2), in its order. Signed-in screens wrap their content in <RequireAuth>.
export default routeIds.map((id) => {
  const { pattern, module } = siteRoutes[id];
  return pattern === "/" ? index(module) : route(pattern.replace(/^\//, ""), module);
}) satisfies RouteConfig;
