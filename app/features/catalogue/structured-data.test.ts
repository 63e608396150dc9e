// @vitest-environment node
import { readFileSync } from "node:fs";
import Validator from "@adobe/structured-data-validator";
import { describe, expect, it } from "vitest";
import { catalogueSchema } from "@shared/catalogue";
import { toSummary } from "./api/load-listing";
import { combinedRating } from "./rating";
import { boxListJsonLd } from "./structured-data";
import { breadcrumbJsonLd, jsonLdText, organizationJsonLd } from "~/lib/structured-data";

const ORIGIN = "https://shop.example";
const catalogue = catalogueSchema.parse(JSON.parse(readFileSync("public/catDog.json", "utf8")));

interface Issue {
  severity: "ERROR" | "WARNING";
  issueMessage: string;
}

/**
 * Google's rich-result rules for each type (Adobe's validator, the rules of Google's Rich Results
 * Test); schema.org's vocabulary itself is checked at compile time by schema-dts's types.
 */
async function issues(type: string, data: unknown): Promise<Issue[]> {
  // The validator's input is what a page's JSON-LD parses to, grouped by root type.
  const parsed = JSON.parse(jsonLdText(data)) as Record<string, unknown>;
  return (await new Validator(undefined).validate({ jsonld: { [type]: [parsed] } })) as Issue[];
}
const errors = (list: Issue[]) => list.filter((issue) => issue.severity === "ERROR");

describe("structured data", () => {
  it("the box listing is an ItemList of Product with Offer and AggregateRating that Google accepts", async () => {
    const data = boxListJsonLd(ORIGIN, catalogue.map(toSummary));
    const found = await issues("ItemList", data);
    expect(errors(found)).toEqual([]);
    // What is left are warnings, not errors: fields Google lists as optional (review texts,
    // colour, material…) and a GTIN, which the shop's own boxes do not have (recommended only).
    const notOptional = found.filter((issue) => !/\(optional\)$/.test(issue.issueMessage));
    expect(new Set(notOptional.map((issue) => issue.issueMessage))).toEqual(
      new Set([expect.stringMatching(/^Missing one of field "gtin"/)]),
    );
    expect(notOptional.every((issue) => issue.severity === "WARNING")).toBe(true);
  });

  it("names each box's price in USD, availability and the catalogue's rating, in the listing's order", () => {
    const data = boxListJsonLd(ORIGIN, catalogue.map(toSummary));
    const items = data.itemListElement as unknown as {
      position: number;
      item: {
        name: string;
        image: string;
        offers: { price: string; priceCurrency: string; availability: string };
        aggregateRating: { ratingValue: number; reviewCount: number };
      };
    }[];
    expect(items).toHaveLength(catalogue.length);
    catalogue.forEach((box, index) => {
      const { position, item } = items[index]!;
      expect(position).toBe(index + 1);
      expect(item.name).toBe(box.name);
      expect(item.image).toBe(`${ORIGIN}${box.thumbnail}`);
      expect(Number(item.offers.price)).toBe(box.price);
      expect(item.offers.priceCurrency).toBe("USD");
      expect(item.offers.availability).toBe("https://schema.org/InStock");
      expect(item.aggregateRating).toMatchObject({
        ratingValue: box.rating,
        reviewCount: box.number_of_reviews,
      });
    });
  });

  it("gives the combined rating once reviews have been written here (decision 083)", () => {
    const box = catalogue[0]!;
    const stored = { count: 1, ratingSum: 1 };
    const data = boxListJsonLd(ORIGIN, [toSummary(box)], { [String(box.id)]: stored });
    const [entry] = data.itemListElement as unknown as {
      item: { aggregateRating: { ratingValue: number; reviewCount: number } };
    }[];
    const expected = combinedRating(box, stored);
    expect(entry!.item.aggregateRating).toMatchObject({
      ratingValue: expected.rating,
      reviewCount: box.number_of_reviews + 1,
    });
    expect(expected.rating).not.toBe(box.rating);
  });

  it("the home page's Organization and a page's BreadcrumbList pass Google's rules", async () => {
    const organization = organizationJsonLd(ORIGIN);
    expect(await issues("Organization", organization)).toEqual([]);
    expect(organization).toMatchObject({ name: "PetBox", url: `${ORIGIN}/` });

    const trail = breadcrumbJsonLd(ORIGIN, { name: "Gallery", path: "/slider" });
    expect(errors(await issues("BreadcrumbList", trail))).toEqual([]);
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "Gallery", item: `${ORIGIN}/slider` },
    ]);
  });

  it("the validator does catch a Product Google would reject", async () => {
    const found = await issues("Product", { "@type": "Product", name: "No offer, no rating" });
    expect(errors(found).length).toBeGreaterThan(0);
  });

  it("cannot close its script element early", () => {
    expect(jsonLdText({ name: "</script><script>alert(1)</script>" })).not.toContain("<");
  });
});
