import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { stockKinds } from "../../../shared/api/admin/stock";
import { list } from "./columns";

/**
 * What is on the shelf (issue 27, decision 249): boxes by catalogue id and the items swapped in
 * for allergies by name. No row is none on hand. Staff set the count; packing a box takes its
 * boxes and swap-ins off in the pack's own transaction, so the count may go below zero when the
 * shelf held more than was recorded: the screens then ask for a recount.
 */
export const stockLevels = pgTable(
  "stock_levels",
  {
    kind: text("kind", { enum: stockKinds }).notNull(),
    /** A box's catalogue id ("1"), or a swap-in item's name as the catalogue spells it. */
    key: text("key").notNull(),
    onHand: integer("on_hand").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    check("stock_levels_kind", sql`${t.kind} in (${list(stockKinds)})`),
  ],
);

/**
 * One row per shop day on which the owner was told of a shortfall: the day is the key, so the
 * server that inserts it first sends the e-mail (in the same transaction) and every other server,
 * or a second pass, finds it taken (decision 251).
 */
export const stockAlerts = pgTable("stock_alerts", {
  day: date("day", { mode: "string" }).primaryKey(),
  sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
