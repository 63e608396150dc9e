import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, list } from "./columns";
import { subscriptions } from "./subscriptions";

// "Never a surprise" (issue 28, decision 265): what a subscriber was told, and when, once each.

/** renewal: 7 days before a prepaid block's card charge; anniversary: once a year. */
export const noticeKinds = ["renewal", "anniversary"] as const;

/**
 * One row per notice sent: the subscription, the kind and the day it is about (the charge's day,
 * or the anniversary) are the key, so the server that inserts the row queues the e-mail in the
 * same transaction, and any other server or pass finds it taken.
 */
export const subscriptionNotices = pgTable(
  "subscription_notices",
  {
    subscriptionId: bigint("subscription_id", { mode: "number" })
      .notNull()
      .references(() => subscriptions.id),
    kind: text("kind", { enum: noticeKinds }).notNull(),
    /** The charge's day (renewal) or the anniversary the notice is for. */
    dueOn: date("due_on", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.kind, t.dueOn] }),
    check("subscription_notices_kind", sql`${t.kind} in (${list(noticeKinds)})`),
  ],
);

export const priceChangeStatuses = ["pending", "applied", "void"] as const;

/**
 * A subscription's price history (decision 265): its first price is its order line's; each row
 * here is a catalogue price change told to the subscriber (`noticedOn`, at least 30 days before
 * `effectiveOn`), which applies from the box of `firstBoxOn` once `effectiveOn` has come. Until
 * then the subscription keeps its locked price. One pending change per subscription at most.
 */
export const subscriptionPrices = pgTable(
  "subscription_prices",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    subscriptionId: bigint("subscription_id", { mode: "number" })
      .notNull()
      .references(() => subscriptions.id),
    /** The box the price is of: a swap before `effectiveOn` voids the change. */
    boxId: text("box_id").notNull(),
    /** Plan price of one box, in cents, before and after. */
    oldUnitPriceCents: integer("old_unit_price_cents").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    /** The day the notice went to the outbox. */
    noticedOn: date("noticed_on", { mode: "string" }).notNull(),
    /** The day of the first charge at the new price. */
    effectiveOn: date("effective_on", { mode: "string" }).notNull(),
    /** The first box at the new price (the one charged on `effectiveOn`). */
    firstBoxOn: date("first_box_on", { mode: "string" }).notNull(),
    status: text("status", { enum: priceChangeStatuses }).notNull().default("pending"),
    /** When it was applied or voided. */
    settledAt: timestamp("settled_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("subscription_prices_status", sql`${t.status} in (${list(priceChangeStatuses)})`),
    check(
      "subscription_prices_cents",
      sql`${t.oldUnitPriceCents} >= 0 and ${t.unitPriceCents} >= 0`,
    ),
    check("subscription_prices_notice", sql`${t.effectiveOn} >= ${t.noticedOn} + 30`),
    // The once-only claim: a second pending change of one subscription is refused.
    uniqueIndex("subscription_prices_pending_idx")
      .on(t.subscriptionId)
      .where(sql`${t.status} = 'pending'`),
    index("subscription_prices_subscription_idx").on(t.subscriptionId, t.id),
  ],
);
