import { sql } from "drizzle-orm";
import { timestamp } from "drizzle-orm/pg-core";

/** A check constraint's list of allowed values: `'a', 'b'`. */
export const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

export const createdAt = () =>
  timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
