/**
 * Structured data (JSON-LD) the shop's open pages carry for search engines, typed against
 * schema.org by schema-dts and checked against Google's rich-result rules in
 * structured-data.test.ts (docs/decisions/142-structured-data.md).
 */
import type { BreadcrumbList, Organization, WithContext } from "schema-dts";
import { SHOP_DESCRIPTION, SHOP_NAME } from "./page-title";

export const LOGO_PATH = "/icons/icon-512.png";

/** The shop as an organisation: the home page's. */
export function organizationJsonLd(origin: string): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: SHOP_NAME,
    url: `${origin}/`,
    logo: `${origin}${LOGO_PATH}`,
    description: SHOP_DESCRIPTION,
  };
}

/** Home › page: the trail to a page one step below the home page. */
export function breadcrumbJsonLd(
  origin: string,
  page: { name: string; path: string },
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
      { "@type": "ListItem", position: 2, name: page.name, item: `${origin}${page.path}` },
    ],
  };
}

/** JSON for a `<script type="application/ld+json">`: no `</script>` can end it early. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
