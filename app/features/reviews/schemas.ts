import { z } from "@shared/zod";

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_MAX_LENGTH = 2000;

/**
 * Spec §5: the review text is non-empty after trimming and the rating a whole number from 1 to 5.
 * The form's fields arrive as strings (a number input's value is text).
 */
export const reviewFormSchema = z.object({
  text: z.string().trim().min(1).max(REVIEW_MAX_LENGTH),
  rating: z
    .string()
    .trim()
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(RATING_MIN).max(RATING_MAX)),
});

export type ReviewInput = z.output<typeof reviewFormSchema>;

export function parseReviewForm(values: {
  text: string;
  rating: string;
}): { ok: true; value: ReviewInput } | { ok: false } {
  const parsed = reviewFormSchema.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false };
}
