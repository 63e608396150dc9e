import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * Messages to send, written in the same transaction as what they tell (decision 094). The
 * sender claims due rows, sends, and marks them sent; a failure waits `next_attempt_at`.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    recipientUid: text("recipient_uid"),
    recipientEmail: text("recipient_email"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    /** The HTML part (decision 209); null on messages written before it, sent as text alone. */
    html: text("html"),
    createdAt: createdAt(),
    attempts: integer("attempts").notNull().default(0),
    /** When the next attempt may start; null once sent or given up. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    /** A code ("smtp_451", "ECONNREFUSED", "no_recipient"), never the message or the address. */
    lastError: text("last_error"),
  },
  (t) => [
    check("outbox_attempts", sql`${t.attempts} >= 0`),
    index("outbox_due_idx")
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} is null and ${t.nextAttemptAt} is not null`),
  ],
);
