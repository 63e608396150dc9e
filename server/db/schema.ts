import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

export const reviews = pgTable(
  "reviews",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The catalogue's id, as text (ids are compared loosely: 2 and "2" are one box). */
    boxId: text("box_id").notNull(),
    text: text("text").notNull(),
    rating: smallint("rating").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Set when a signed-in user wrote it; null for a visitor. */
    authorUid: text("author_uid"),
    authorName: text("author_name"),
  },
  (table) => [
    check("reviews_rating_range", sql`${table.rating} between 1 and 5`),
    index("reviews_box_id_id_idx").on(table.boxId, table.id.desc()),
  ],
);

export const contactMessages = pgTable("contact_messages", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  /** The signed-in sender (the contact screen is for signed-in users only). */
  uid: text("uid").notNull(),
});

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  /** Stored lower-cased, so one address subscribes once whatever its spelling. */
  email: text("email").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * One row that `GET /api/health` rewrites (at most once a second per server), so that health
 * fails when the database answers reads but cannot write (decision 062).
 */
export const healthHeartbeat = pgTable(
  "health_heartbeat",
  {
    id: smallint("id").primaryKey(),
    beatAt: timestamp("beat_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [check("health_heartbeat_one_row", sql`${table.id} = 1`)],
);

/**
 * The first answer to each `Idempotency-Key`, written in the same transaction as the write it
 * answers (decision 061). Kept at least 24 hours.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** Whose key: "user:<uid>" for a signed-in caller, "visitor" otherwise. */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of method, path and validated body: the same key for another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    /** Set in the transaction that inserts the row, so no other request ever sees them null. */
    status: smallint("status"),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index("idempotency_keys_created_at_idx").on(table.createdAt),
  ],
);
