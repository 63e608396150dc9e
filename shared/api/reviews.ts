import { z } from "../zod";
import { NOT_AN_OBJECT } from "./errors";
import { freeText } from "./free-text";

export const REVIEW_TEXT_MAX = 2000;

/** POST /api/boxes/:id/reviews — the spec's review form: text non-empty after trim, rating 1–5. */
export const reviewInputSchema = z.object(
  {
    text: freeText(
      z
        .string({ error: "Write a review." })
        .trim()
        .min(1, "Write a review.")
        .max(REVIEW_TEXT_MAX, `A review has at most ${REVIEW_TEXT_MAX} characters.`),
    ),
    rating: z
      .number({ error: "Give a rating from 1 to 5." })
      .int("Give a whole-number rating from 1 to 5.")
      .min(1, "Give a rating from 1 to 5.")
      .max(5, "Give a rating from 1 to 5."),
  },
  { error: NOT_AN_OBJECT },
);

export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: z.number().int().positive(),
  boxId: z.string(),
  text: z.string(),
  rating: z.number().int().min(1).max(5),
  /** ISO 8601, UTC. */
  createdAt: z.iso.datetime(),
  /** Display name of the signed-in author; null for a visitor's review. */
  author: z.string().nullable(),
});

export type Review = z.infer<typeof reviewSchema>;

export const REVIEWS_PAGE_DEFAULT = 20;
export const REVIEWS_PAGE_MAX = 100;

/** GET /api/boxes/:id/reviews?before=&limit= — newest first; `nextCursor` feeds `before`. */
export const reviewListQuerySchema = z.object({
  before: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, "before must be a cursor returned by the previous page.")
    .transform(Number)
    .optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, `limit must be a whole number from 1 to ${REVIEWS_PAGE_MAX}.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, `limit must be a whole number from 1 to ${REVIEWS_PAGE_MAX}.`)
        .max(REVIEWS_PAGE_MAX, `limit must be a whole number from 1 to ${REVIEWS_PAGE_MAX}.`),
    )
    .optional(),
});

export const reviewListSchema = z.object({
  reviews: z.array(reviewSchema),
  nextCursor: z.string().nullable(),
  /** Every stored review of the box (not only this page): how many, and their ratings added up. */
  stats: z.object({
    count: z.number().int().nonnegative(),
    ratingSum: z.number().int().nonnegative(),
  }),
});

export type ReviewList = z.infer<typeof reviewListSchema>;

export const reviewCreatedSchema = z.object({ review: reviewSchema });
