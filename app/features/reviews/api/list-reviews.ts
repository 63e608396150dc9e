import type { Review } from "../types";
import { readReviews } from "./memory-store";

/** The reviews of a box, newest first. */
export async function listReviews(boxId: string | number): Promise<Review[]> {
  return [...readReviews(String(boxId))];
}
