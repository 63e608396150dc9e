/** A review as the screens see it (spec §3): text, rating 1–5 and when it was written. */
export interface Review {
  id: string;
  text: string;
  rating: number;
  /** ISO 8601 instant; shown as the reader's local date-and-time string. */
  createdAt: string;
  /** The signed-in author's display name; null for a visitor's review. */
  author: string | null;
}

/** Every stored review of a box: how many, and their ratings added up. */
export interface ReviewStats {
  count: number;
  ratingSum: number;
}

export interface ReviewPage {
  reviews: Review[];
  stats: ReviewStats;
}
