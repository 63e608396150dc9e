import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { problemKinds, problemResolutions } from "../../../shared/api/problems";
import { createdAt, list } from "./columns";
import { contactMessages } from "./site";
import { deliveries } from "./subscriptions";

/**
 * A customer's problem with a shipped box and how support resolved it (issue 26, decision 233).
 * A replacement is an extra delivery (`replacement_delivery_id`); a refund or credit is an
 * amount; a credit names the box it comes off (`credit_delivery_id`).
 */
export const problems = pgTable(
  "problems",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    uid: text("uid").notNull(),
    deliveryId: bigint("delivery_id", { mode: "number" })
      .notNull()
      .references(() => deliveries.id),
    kind: text("kind", { enum: problemKinds }).notNull(),
    description: text("description").notNull(),
    createdAt: createdAt(),
    resolution: text("resolution", { enum: problemResolutions }),
    amountCents: integer("amount_cents"),
    replacementDeliveryId: bigint("replacement_delivery_id", { mode: "number" }).references(
      () => deliveries.id,
    ),
    creditDeliveryId: bigint("credit_delivery_id", { mode: "number" }).references(
      () => deliveries.id,
    ),
    resolvedAt: timestamp("resolved_at", { withTimezone: true, mode: "date" }),
    resolvedBy: text("resolved_by"),
  },
  (t) => [
    check("problems_kind", sql`${t.kind} in (${list(problemKinds)})`),
    check(
      "problems_resolution",
      sql`(${t.resolution} is null and ${t.resolvedAt} is null) or (${t.resolution} in (${list(problemResolutions)}) and ${t.resolvedAt} is not null)`,
    ),
    check("problems_amount", sql`${t.amountCents} is null or ${t.amountCents} > 0`),
    // One open report per box: a second one while support looks at the first is a 409.
    uniqueIndex("problems_open_delivery_idx")
      .on(t.deliveryId)
      .where(sql`${t.resolvedAt} is null`),
    index("problems_uid_idx").on(t.uid, t.id),
    index("problems_open_idx")
      .on(t.id)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/** A reply to a contact message, sent by e-mail through the outbox (decision 234). */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => contactMessages.id),
    text: text("text").notNull(),
    sentBy: text("sent_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_replies_message_idx").on(t.messageId)],
);
