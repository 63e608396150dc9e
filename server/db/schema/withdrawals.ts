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
import { withdrawalOutcomes } from "../../../shared/api/withdrawals";
import { list } from "./columns";
import { orders } from "./orders";

/**
 * Withdrawals from a contract (the EU right of withdrawal, issue 25 §7, decision 211): each one
 * as it was sent, with the instant the shop received it, whether it matched an order and what
 * was cancelled. Every withdrawal is kept, matched or not: the owner follows up the others.
 */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull(),
    fullName: text("full_name").notNull(),
    /** As the customer typed it ("PB-000042", "42"…). */
    orderNumber: text("order_number").notNull(),
    email: text("email").notNull(),
    /** The signed-in account that sent it; null for a visitor. */
    uid: text("uid"),
    /** The order it matched (number and e-mail, or the sender's own order); null if none. */
    orderId: uuid("order_id").references(() => orders.id),
    outcome: text("outcome", { enum: withdrawalOutcomes }).notNull(),
    /** Subscriptions of the order this withdrawal cancelled. */
    cancelled: integer("cancelled").notNull().default(0),
  },
  (t) => [
    check("withdrawals_outcome", sql`${t.outcome} in (${list(withdrawalOutcomes)})`),
    check("withdrawals_cancelled", sql`${t.cancelled} >= 0`),
    index("withdrawals_received_at_idx").on(t.receivedAt.desc()),
  ],
);
