/** A review as the screens see it (spec §3): text, rating 1–5 and when it was written. */
export interface Review {
  id: string;
  text: string;
  rating: number;
  /** ISO 8601 instant; shown as the reader's local date-and-time string. */
  createdAt: string;
  /** The author's display name as the shop stored it; null for a visitor's review. */
  author: string | null;
}

/** Every stored review of a box: how many, and their ratings added up. */
export interface ReviewStats {
  count: number;
  ratingSum: number;
}

/** One page of a box's reviews, newest first; `nextCursor` asks for the page after it. */
export interface ReviewPage {
  reviews: Review[];
  nextCursor: string | null;
  stats: ReviewStats;
}
