import type { MetaDescriptor } from "react-router";
import { siteRoutes, type RouteId } from "@shared/site-routes";
import { siteUrl } from "~/config/env";

/** The page title for a screen; fixed titles are in the route manifest (shared/site-routes.ts). */
export { pageTitle } from "@shared/site-routes";

export const SHOP_NAME = "PetBox";

export const SHOP_DESCRIPTION =
  "Monthly subscription boxes of toys, treats and cozy things for cats and dogs, many made by local artisans.";

/** The picture a shared link shows: made by the image pipeline (scripts/images), 1200×630. */
export const SHARE_IMAGE = {
  path: "/images/share/petbox.jpg",
  width: 1200,
  height: 630,
  alt: "PetBox: monthly boxes your pet will love. An open gift box with a cat, a dog, yarn and a bone.",
} as const;

/**
 * A route's meta (a route's meta replaces the root's): its title and description, and the same
 * as Open Graph and Twitter card tags with the share image, so a shared link shows them. The
 * canonical address and og:url come from the root (components/layout/site-head.tsx), which knows
 * the path (docs/decisions/140-seo-and-signed-in-first-paint.md).
 */
export function pageMeta(title: string, description: string = SHOP_DESCRIPTION): MetaDescriptor[] {
  const image = `${siteUrl}${SHARE_IMAGE.path}`;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SHOP_NAME },
    { property: "og:locale", content: "en_US" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: SHARE_IMAGE.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: SHARE_IMAGE.alt },
  ];
}

/** A route's `meta`: the title its entry in the route manifest gives, and its description. */
export function routeMeta(id: RouteId, description?: string): () => MetaDescriptor[] {
  return () => pageMeta(siteRoutes[id].title, description);
}
