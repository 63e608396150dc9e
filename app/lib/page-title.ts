import type { MetaDescriptor } from "react-router";

/** The page title for a screen; fixed titles are in the route manifest (shared/site-routes.ts). */
export { pageTitle } from "@shared/site-routes";

export const SHOP_DESCRIPTION =
  "Monthly subscription boxes of toys, treats and cozy things for cats and dogs, many made by local artisans.";

/** A route's meta: its title and a description (a route's meta replaces the root's). */
export function pageMeta(title: string, description: string = SHOP_DESCRIPTION): MetaDescriptor[] {
  return [{ title }, { name: "description", content: description }];
}
