import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

// What visitors and customers send the site: reviews, contact messages, newsletter sign-ups.

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
    /** Hidden by the owner (`npm run shop -- reviews hide <id>`): in no list and no rating. */
    hidden: boolean("hidden").notNull().default(false),
    /**
     * The author had received this box when writing (a shipped delivery of it to their account,
     * decision 220): decided by the server when the review is stored.
     */
    verifiedBuyer: boolean("verified_buyer").notNull().default(false),
    /** Why staff hid it (decision 234); null when hidden from the command line or shown. */
    hiddenReason: text("hidden_reason"),
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
  /** When support marked it handled (or replied), and who (decision 234); null: unanswered. */
  handledAt: timestamp("handled_at", { withTimezone: true, mode: "date" }),
  handledBy: text("handled_by"),
});

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  /** Stored lower-cased, so one address subscribes once whatever its spelling. */
  email: text("email").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
