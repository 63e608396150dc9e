import { describe, expect, it } from "vitest";
import { reviewFormSchema } from "./schemas";

const parseReviewForm = (values: { text: string; rating: string }) => {
  const parsed = reviewFormSchema.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false };
};

describe("review validation (spec §5)", () => {
  it("accepts text with a whole rating from 1 to 5, trimming the text", () => {
    for (const rating of ["1", "2", "3", "4", "5", " 5 "]) {
      expect(parseReviewForm({ text: "  Loved it ", rating })).toEqual({
        ok: true,
        value: { text: "Loved it", rating: Number(rating) },
      });
    }
  });

  it("refuses blank text, even when it is only spaces and new lines", () => {
    for (const text of ["", "   ", "\n\t "]) {
      expect(parseReviewForm({ text, rating: "4" }).ok).toBe(false);
    }
  });

  it("refuses a rating that is missing, out of range, fractional or not a number", () => {
    for (const rating of ["", " ", "0", "6", "-1", "4.5", "3.0", "abc", "1e0", "Infinity", "NaN"]) {
      expect(parseReviewForm({ text: "Great box", rating }).ok, rating).toBe(false);
    }
  });

  it("refuses a review longer than 2000 characters", () => {
    expect(parseReviewForm({ text: "a".repeat(2001), rating: "5" }).ok).toBe(false);
    expect(parseReviewForm({ text: "a".repeat(2000), rating: "5" }).ok).toBe(true);
  });
});
