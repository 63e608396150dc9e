import type { MetaDescriptor } from "react-router";

/** The page title for a screen; the home and contact titles are fixed by the spec (§2). */
export function pageTitle(name: string): string {
  return `${name} – PetBox`;
}

export const SHOP_DESCRIPTION =
  "Monthly subscription boxes of toys, treats and cozy things for cats and dogs, many made by local artisans.";

/** A route's meta: its title and a description (a route's meta replaces the root's). */
export function pageMeta(title: string, description: string = SHOP_DESCRIPTION): MetaDescriptor[] {
  return [{ title }, { name: "description", content: description }];
}
