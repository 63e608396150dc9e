import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { CartLine } from "../../../shared/api/cart";

// A signed-in customer's cart (issue 25 §8, decision 219): the same boxes on every device.

export const carts = pgTable(
  "carts",
  {
    /** The Firebase account; one cart each. */
    uid: text("uid").primaryKey(),
    /** One entry per box, in the order the boxes were first added: `{ boxId, quantity }`. */
    lines: jsonb("lines").$type<CartLine[]>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [check("carts_lines_array", sql`jsonb_typeof(${t.lines}) = 'array'`)],
);
