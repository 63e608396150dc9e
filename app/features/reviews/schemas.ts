import { reviewInputSchema } from "@shared/api/reviews";
import { z } from "@shared/zod";

/**
 * The review form (spec §5): the server's own schema (shared/api/reviews.ts), with the rating
 * read from its number input, which holds text. Only whole numbers written as digits count, so
 * "4.5", "3.0" and "1e0" are refused as the spec's dialog says, not rounded.
 */
export const reviewFormSchema = z.extend(reviewInputSchema, {
  rating: z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^\d+$/, "Give a rating from 1 to 5.")),
      z.transform(Number),
    ),
    reviewInputSchema.shape.rating,
  ),
});
