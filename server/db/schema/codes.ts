import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { orders } from "./orders";

/**
 * Discount codes (issue 28, decision 267): made by owners in the back office, checked and
 * claimed at checkout. A code is unique whatever its case ("WELCOME10" is "welcome10"). Exactly
 * one of percent off and amount off; first box only, or every box for `months` months.
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** As the owner wrote it (upper case); matched whatever the case. */
    code: text("code").notNull(),
    percentOff: smallint("percent_off"),
    /** Cents off each discounted box delivery of the order, split over its lines. */
    amountOffCents: integer("amount_off_cents"),
    firstBoxOnly: boolean("first_box_only").notNull(),
    /** Every box for this many months (null for first box only). */
    months: smallint("months"),
    /** First and last day it can be used, in the shop's calendar; null: no bound. */
    startsOn: date("starts_on", { mode: "string" }),
    endsOn: date("ends_on", { mode: "string" }),
    /** How many orders may use it in all; null: no limit. */
    maxUses: integer("max_uses"),
    oncePerCustomer: boolean("once_per_customer").notNull(),
    /** Only for these boxes (catalogue ids) / plans; empty: all. */
    boxIds: text("box_ids")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    planIds: text("plan_ids")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: text("created_by").notNull(),
    /**
     * A customer's referral code (decision 270): whose it is. Null for the owners' codes. A
     * referral code is for a friend's first order only, never its owner's.
     */
    referrerUid: text("referrer_uid"),
    /** Where the referrer is told of a credit: their sign-in e-mail when the code was made. */
    referrerEmail: text("referrer_email"),
    createdAt: createdAt(),
    /** When an owner switched it off (decision 275): refused at checkout until switched on. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("discount_codes_code_idx").on(sql`lower(${t.code})`),
    uniqueIndex("discount_codes_referrer_idx")
      .on(t.referrerUid)
      .where(sql`${t.referrerUid} is not null`),
    check(
      "discount_codes_one_kind",
      sql`(${t.percentOff} is null) <> (${t.amountOffCents} is null)`,
    ),
    check(
      "discount_codes_percent",
      sql`${t.percentOff} is null or ${t.percentOff} between 1 and 100`,
    ),
    check("discount_codes_amount", sql`${t.amountOffCents} is null or ${t.amountOffCents} > 0`),
    check(
      "discount_codes_months",
      sql`(${t.firstBoxOnly} and ${t.months} is null) or (not ${t.firstBoxOnly} and ${t.months} between 1 and 36)`,
    ),
    check("discount_codes_max_uses", sql`${t.maxUses} is null or ${t.maxUses} > 0`),
    check(
      "discount_codes_dates",
      sql`${t.startsOn} is null or ${t.endsOn} is null or ${t.startsOn} <= ${t.endsOn}`,
    ),
  ],
);

/**
 * One row per order that used a code, written in the order's own transaction after the code's
 * row is locked: a use counts while its order is not failed or cancelled (decision 267).
 */
export const discountCodeUses = pgTable(
  "discount_code_uses",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    codeId: bigint("code_id", { mode: "number" })
      .notNull()
      .references(() => discountCodes.id),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    uid: text("uid").notNull(),
    /** What the order's first payment was given, in cents. */
    discountCents: integer("discount_cents").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("discount_code_uses_order_idx").on(t.orderId),
    index("discount_code_uses_code_uid_idx").on(t.codeId, t.uid),
    check("discount_code_uses_cents", sql`${t.discountCents} >= 0`),
  ],
);

/**
 * A referrer's credit for a friend's first box (decision 270): one per friend's order, written
 * when that order's first box is marked shipped (unique on the order, so a box shipped twice or
 * by two servers at once credits once). Kept on the account until a box of the referrer's own
 * ships: then `subscription_id` says which subscription's credit it became.
 */
export const referralCredits = pgTable(
  "referral_credits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    referrerUid: text("referrer_uid").notNull(),
    friendOrderId: uuid("friend_order_id")
      .notNull()
      .references(() => orders.id),
    cents: integer("cents").notNull(),
    /** The subscription it was moved to (its `credit_cents`), or null while on the account. */
    subscriptionId: bigint("subscription_id", { mode: "number" }),
    /**
     * When it reached that subscription: at once for a pay-on-delivery one, when Stripe answered
     * for a card one (decision 276). Null with `subscription_id` set: claimed for Stripe, not yet
     * known to be there (the pass stopped, or Stripe's answer was lost); the next pass checks.
     */
    placedAt: timestamp("placed_at", { withTimezone: true }),
    /**
     * Since when a pass is giving it to Stripe (its lease, decision 276): set by the claim that
     * lets one pass make the call, with no transaction open during it; cleared when Stripe's
     * answer (placed, or refused) is written. Still set on a row not placed after the lease: its
     * pass stopped or lost the answer, and Stripe may hold the item, so the pass that takes the
     * row then asks Stripe first.
     */
    placingAt: timestamp("placing_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("referral_credits_friend_order_idx").on(t.friendOrderId),
    index("referral_credits_referrer_idx").on(t.referrerUid),
    check("referral_credits_cents", sql`${t.cents} > 0`),
  ],
);
