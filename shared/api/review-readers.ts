import {
  array,
  int,
  nonNegative,
  nullable,
  object,
  oneOf,
  positive,
  reader,
  string,
} from "../reader";
import type { Review, ReviewList } from "./reviews";

// The reviews' answers, read without zod as answer-readers.ts reads the others (decision 205).

/** zod's `z.iso.datetime()`: a UTC instant, "2026-11-25T10:00:00Z" or with fractions of a second. */
const ISO_INSTANT =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$/;

/** `reviewSchema` (reviews.ts): a stored review. */
const reviewRead = object<Review>({
  id: int(positive),
  boxId: string(),
  text: string(),
  rating: int((n) => n >= 1 && n <= 5),
  createdAt: string((value) => ISO_INSTANT.test(value)),
  author: nullable(string()),
  verifiedBuyer: oneOf([true, false]),
});

/** `reviewListSchema` (reviews.ts): GET /api/boxes/:id/reviews. */
export const reviewListReader = reader(
  object<ReviewList>({
    reviews: array(reviewRead),
    nextCursor: nullable(string()),
    stats: object<ReviewList["stats"]>({ count: int(nonNegative), ratingSum: int(nonNegative) }),
  }),
);

/** `reviewCreatedSchema` (reviews.ts): POST /api/boxes/:id/reviews. */
export const reviewCreatedReader = reader(object<{ review: Review }>({ review: reviewRead }));
