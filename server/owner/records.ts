import type { Database } from "../db/client";
import { allContactMessages } from "../services/contact";
import { allSubscribers } from "../services/newsletter";
import { allReviews } from "../services/reviews";

export const recordKinds = ["messages", "subscribers", "reviews"] as const;
export type RecordKind = (typeof recordKinds)[number];

export type OwnerRecord = Record<string, string | number | null>;

/** What `npm run shop -- <kind>` prints: plain rows, newest first, dates as ISO strings. */
export async function ownerRecords(database: Database, kind: RecordKind): Promise<OwnerRecord[]> {
  switch (kind) {
    case "messages":
      return (await database.use("owner.messages", allContactMessages)).map((m) => ({
        created_at: m.createdAt.toISOString(),
        name: m.name,
        email: m.email,
        message: m.message,
        uid: m.uid,
      }));
    case "subscribers":
      return (await database.use("owner.subscribers", allSubscribers)).map((s) => ({
        created_at: s.createdAt.toISOString(),
        email: s.email,
      }));
    case "reviews":
      return (await database.use("owner.reviews", allReviews)).map((r) => ({
        created_at: r.createdAt.toISOString(),
        box_id: r.boxId,
        rating: r.rating,
        text: r.text,
        author_name: r.authorName,
        author_uid: r.authorUid,
      }));
  }
}
