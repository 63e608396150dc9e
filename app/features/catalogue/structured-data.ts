/**
 * The box listing as schema.org data: an ItemList of Product, each with an Offer (its price in
 * USD, always available: a box is a subscription, not stock) and an AggregateRating with the
 * rating the shop shows (decision 083: the catalogue's ratings and the reviews written here,
 * combined; docs/decisions/142-structured-data.md).
 */
import type { ItemList, Product, WithContext } from "schema-dts";
import type { BoxSummary } from "./api/load-listing";
import { combinedRating, type StoredRatings } from "./rating";

export function boxProductJsonLd(
  origin: string,
  box: BoxSummary,
  stored?: StoredRatings | null,
): Product {
  const { rating, count } = combinedRating(box, stored);
  const url = `${origin}/subscribe/${encodeURIComponent(String(box.id))}`;
  return {
    "@type": "Product",
    name: box.name,
    description: box.description,
    image: `${origin}${box.thumbnail}`,
    url,
    sku: `petbox-${box.id}`,
    brand: { "@type": "Brand", name: "PetBox" },
    offers: {
      "@type": "Offer",
      price: box.price.toFixed(2),
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url,
    },
    ...(count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rating,
            reviewCount: count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The listing on the home page, in its order. `stored`: reviews written here, by box id. */
export function boxListJsonLd(
  origin: string,
  boxes: readonly BoxSummary[],
  stored: Readonly<Record<string, StoredRatings>> = {},
): WithContext<ItemList> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: "PetBox subscription boxes",
    numberOfItems: boxes.length,
    itemListElement: boxes.map((box, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: boxProductJsonLd(origin, box, stored[String(box.id)]),
    })),
  };
}
