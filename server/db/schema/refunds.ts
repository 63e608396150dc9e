import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { staffRoles } from "../../../shared/api/admin/staff";
import { list } from "./columns";
import { orders } from "./orders";

export const refundMethods = ["card", "recorded"] as const;

/**
 * Money paid back on an order (issue 26, decision 229): through the card provider's refund API
 * for card orders (`card`, with the provider's refund id), or recorded for pay on delivery
 * (`recorded`: the shop paid it back by hand). What is left to refund is what was paid minus
 * the sum of these rows.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    method: text("method", { enum: refundMethods }).notNull(),
    /** Stripe's "re_…"; null for a recorded refund. */
    providerRefund: text("provider_refund"),
    actorUid: text("actor_uid").notNull(),
    actorEmail: text("actor_email").notNull(),
    actorRole: text("actor_role", { enum: staffRoles }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("refunds_amount", sql`${t.amountCents} > 0`),
    check("refunds_method", sql`${t.method} in (${list(refundMethods)})`),
    index("refunds_order_idx").on(t.orderId),
  ],
);

/**
 * A card renewal that failed (decision 230): the provider's invoice, when it tries again and
 * the page where the customer can pay it. One row per order (its Stripe subscription), replaced
 * by the next failure and deleted when a renewal is paid.
 */
export const failedRenewals = pgTable("failed_renewals", {
  orderId: uuid("order_id")
    .primaryKey()
    .references(() => orders.id),
  invoice: text("invoice").notNull(),
  amountCents: integer("amount_cents").notNull(),
  failedAt: timestamp("failed_at", { withTimezone: true, mode: "date" }).notNull(),
  /** The provider's next attempt; null when it will not try again. */
  retryAt: timestamp("retry_at", { withTimezone: true, mode: "date" }),
  /** The provider's page where the customer pays this invoice (Stripe's hosted invoice URL). */
  payUrl: text("pay_url"),
  /** When someone last sent the customer that page. */
  linkSentAt: timestamp("link_sent_at", { withTimezone: true, mode: "date" }),
});
