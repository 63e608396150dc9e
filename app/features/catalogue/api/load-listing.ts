import type { Box } from "@shared/catalogue";
import { CatalogueError, getCatalogue } from "./get-catalogue";

/**
 * What a box card shows (spec §3 home listing set), and the rating the listing's structured data
 * names (features/catalogue/structured-data.ts), so pages carry no more data than they use.
 */
export type BoxSummary = Pick<
  Box,
  | "id"
  | "name"
  | "thumbnail"
  | "description"
  | "price"
  | "frequency"
  | "rating"
  | "number_of_reviews"
>;

export type ListingState =
  { status: "ok"; boxes: BoxSummary[] } | { status: "error"; message: string };

export function toSummary({
  id,
  name,
  thumbnail,
  description,
  price,
  frequency,
  rating,
  number_of_reviews,
}: Box): BoxSummary {
  return { id, name, thumbnail, description, price, frequency, rating, number_of_reviews };
}

/**
 * The listing for the home page in the browser: the catalogue's failure becomes data, so the
 * rest of the page still shows and the listing offers Retry. Anything else is a real bug and is
 * thrown to the error page.
 */
export async function loadListing(
  options?: Parameters<typeof getCatalogue>[0],
): Promise<ListingState> {
  try {
    const boxes = await getCatalogue(options);
    return { status: "ok", boxes: boxes.map(toSummary) };
  } catch (error) {
    if (error instanceof CatalogueError) return { status: "error", message: error.message };
    throw error;
  }
}
