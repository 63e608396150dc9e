import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { giftStatuses } from "../../../shared/api/gift-statuses";
import { createdAt, list } from "./columns";
import { addresses } from "./customers";
import { orders } from "./orders";
import { subscriptions } from "./subscriptions";

/**
 * Gift subscriptions (issue 28, decision 269): a buyer prepays a number of boxes for someone
 * else; the order pays them, the recipient claims them with a single-use link. Only the claim
 * token's SHA-256 is stored, so a copy of the database cannot claim a gift.
 */
export const gifts = pgTable(
  "gifts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The buyer. */
    uid: text("uid").notNull(),
    boxId: text("box_id").notNull(),
    deliveries: smallint("deliveries").notNull(),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    /** The recipient's address if the buyer gave it; the recipient gives it when claiming. */
    addressId: bigint("address_id", { mode: "number" }).references(() => addresses.id),
    message: text("message"),
    /** The shop's day the gift e-mail goes out ("YYYY-MM-DD"), once the order is paid. */
    sendOn: date("send_on", { mode: "string" }).notNull(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    /**
     * Hex SHA-256 of the claim token (32 random bytes, base64url, in the e-mail's link only). Made
     * when the e-mail is queued, so null until then; a resent e-mail gets a new one.
     */
    tokenHash: text("token_hash"),
    status: text("status", { enum: giftStatuses }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true, mode: "date" }),
    subscriptionId: bigint("subscription_id", { mode: "number" }).references(
      () => subscriptions.id,
    ),
    /**
     * When the buyer was reminded of the gift unclaimed 60 days after its e-mail (decision 273);
     * set in the transaction that queues the reminder, so it goes once.
     */
    remindedAt: timestamp("reminded_at", { withTimezone: true, mode: "date" }),
    /** When the recipient was invited to continue before the last gift box (decision 273). */
    invitedAt: timestamp("invited_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("gifts_status", sql`${t.status} in (${list(giftStatuses)})`),
    check("gifts_deliveries", sql`${t.deliveries} in (3, 6, 12)`),
    check("gifts_message", sql`${t.message} is null or char_length(${t.message}) <= 300`),
    check(
      "gifts_claimed",
      sql`(${t.status} = 'claimed') = (${t.subscriptionId} is not null and ${t.claimedAt} is not null)`,
    ),
    uniqueIndex("gifts_token_hash_idx").on(t.tokenHash),
    uniqueIndex("gifts_order_idx").on(t.orderId),
    // The packing list finds a subscription's gift message by it.
    uniqueIndex("gifts_subscription_idx").on(t.subscriptionId),
    index("gifts_uid_idx").on(t.uid, t.id),
    // The e-mail job's few: paid, not sent yet.
    index("gifts_scheduled_idx")
      .on(t.sendOn)
      .where(sql`${t.status} = 'scheduled'`),
    // The 60-day reminder's few: sent, not claimed, not reminded yet (decision 273).
    index("gifts_unclaimed_idx")
      .on(t.sentAt)
      .where(sql`${t.status} = 'sent' and ${t.remindedAt} is null`),
  ],
);
