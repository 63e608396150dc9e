import { and, count, desc, eq, lt, sum } from "drizzle-orm";
import type { Review, ReviewList } from "../../shared/api/reviews";
import type { Database } from "../db/client";
import { reviews } from "../db/schema";

type ReviewRow = typeof reviews.$inferSelect;

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    boxId: row.boxId,
    text: row.text,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
    author: row.authorUid ? row.authorName : null,
  };
}

/** Newest first. Ids come from one sequence, so "newest" is "highest id" and the cursor is an id. */
export async function listReviews(
  database: Database,
  boxId: string,
  { before, limit }: { before?: number; limit: number },
): Promise<ReviewList> {
  const [rows, [totals]] = await database.use((db) =>
    Promise.all([
      db
        .select()
        .from(reviews)
        .where(
          before === undefined
            ? eq(reviews.boxId, boxId)
            : and(eq(reviews.boxId, boxId), lt(reviews.id, before)),
        )
        .orderBy(desc(reviews.id))
        .limit(limit + 1),
      db
        .select({ count: count(), ratingSum: sum(reviews.rating) })
        .from(reviews)
        .where(eq(reviews.boxId, boxId)),
    ]),
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    reviews: page.map(toReview),
    nextCursor: rows.length > limit && last ? String(last.id) : null,
    // For the whole box, not the page: the detail page combines them with the catalogue's figures.
    stats: { count: totals?.count ?? 0, ratingSum: Number(totals?.ratingSum ?? 0) },
  };
}

export interface ReviewAuthor {
  uid: string;
  name: string | null;
}

export async function addReview(
  database: Database,
  input: { boxId: string; text: string; rating: number; author: ReviewAuthor | null },
): Promise<Review> {
  const [row] = await database.use((db) =>
    db
      .insert(reviews)
      .values({
        boxId: input.boxId,
        text: input.text,
        rating: input.rating,
        authorUid: input.author?.uid ?? null,
        authorName: input.author?.name ?? null,
      })
      .returning(),
  );
  if (!row) throw new Error("insert returned no row");
  return toReview(row);
}

/** For the shop owner (`npm run shop -- reviews`): every review, newest first. */
export function allReviews(database: Database) {
  return database.use((db) => db.select().from(reviews).orderBy(desc(reviews.id)));
}
