// The reviews' limits, free of zod, for the schemas (reviews.ts), the review form and its stars.

export const REVIEW_TEXT_MAX = 2000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const REVIEWS_PAGE_DEFAULT = 20;
export const REVIEWS_PAGE_MAX = 100;
