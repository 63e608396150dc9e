import { z } from "../zod";
import { NOT_AN_OBJECT } from "./errors";
import { multiLineText } from "./free-text";
import { REVIEW_TEXT_MAX, REVIEWS_PAGE_MAX } from "./review-limits";

export {
  RATING_MAX,
  RATING_MIN,
  REVIEW_TEXT_MAX,
  REVIEWS_PAGE_DEFAULT,
  REVIEWS_PAGE_MAX,
} from "./review-limits";

/** POST /api/boxes/:id/reviews — the spec's review form: text non-empty after trim, rating 1–5. */
export const reviewInputSchema = z.object(
  {
    text: multiLineText(
      z
        .string({ error: "Write a review." })
        .check(
          z.trim(),
          z.minLength(1, "Write a review."),
          z.maxLength(REVIEW_TEXT_MAX, `A review has at most ${REVIEW_TEXT_MAX} characters.`),
        ),
    ),
    rating: z
      .number({ error: "Give a rating from 1 to 5." })
      .check(
        z.int("Give a whole-number rating from 1 to 5."),
        z.gte(1, "Give a rating from 1 to 5."),
        z.lte(5, "Give a rating from 1 to 5."),
      ),
  },
  { error: NOT_AN_OBJECT },
);

export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  boxId: z.string(),
  text: z.string(),
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  /** ISO 8601, UTC. */
  createdAt: z.iso.datetime(),
  /** Display name of the signed-in author; null for a visitor's review. */
  author: z.nullable(z.string()),
  /** The author had received this box when writing (decided by the server, decision 220). */
  verifiedBuyer: z.boolean(),
});

export type Review = z.infer<typeof reviewSchema>;

/** GET /api/boxes/:id/reviews?before=&limit= — newest first; `nextCursor` feeds `before`. */
export const reviewListQuerySchema = z.object({
  before: z.optional(
    z.pipe(
      z
        .string()
        .check(
          z.regex(/^[1-9]\d{0,15}$/, "before must be a cursor returned by the previous page."),
        ),
      z.transform(Number),
    ),
  ),
  limit: z.optional(
    z.pipe(
      z.pipe(
        z
          .string()
          .check(
            z.regex(/^\d{1,3}$/, `limit must be a whole number from 1 to ${REVIEWS_PAGE_MAX}.`),
          ),
        z.transform(Number),
      ),
      z
        .number()
        .check(
          z.gte(1, `limit must be a whole number from 1 to ${REVIEWS_PAGE_MAX}.`),
          z.lte(REVIEWS_PAGE_MAX, `limit must be a whole number from 1 to ${REVIEWS_PAGE_MAX}.`),
        ),
    ),
  ),
});

export const reviewListSchema = z.object({
  reviews: z.array(reviewSchema),
  nextCursor: z.nullable(z.string()),
  /** Every stored review of the box (not only this page): how many, and their ratings added up. */
  stats: z.object({
    count: z.number().check(z.int(), z.nonnegative()),
    ratingSum: z.number().check(z.int(), z.nonnegative()),
  }),
});

export type ReviewList = z.infer<typeof reviewListSchema>;

export const reviewCreatedSchema = z.object({ review: reviewSchema });
