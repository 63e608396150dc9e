import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

// The server's own bookkeeping: health, idempotency keys, the shared write rate limit.

/**
 * One row that `GET /api/health` rewrites (at most once a second per server), so that health
 * fails when the database answers reads but cannot write (decision 062).
 */
export const healthHeartbeat = pgTable(
  "health_heartbeat",
  {
    id: smallint("id").primaryKey(),
    beatAt: timestamp("beat_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [check("health_heartbeat_one_row", sql`${table.id} = 1`)],
);

/**
 * The first answer to each `Idempotency-Key`, written in the same transaction as the write it
 * answers (decision 061). Kept at least 24 hours.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** Whose key: "user:<uid>" for a signed-in caller, "visitor" otherwise. */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of method, path and validated body: the same key for another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    /** Set in the transaction that inserts the row, so no other request ever sees them null. */
    status: smallint("status"),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index("idempotency_keys_created_at_idx").on(table.createdAt),
  ],
);

/**
 * The write rate limit when several servers share one PostgreSQL (decision 151): one fixed
 * window per client address and endpoint, counted by an atomic upsert, so two servers behind a
 * round-robin still allow 30 writes per window, not 60. Expired rows are swept now and then.
 * Unused on the embedded PGlite, whose one server counts in memory.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    /** "<client address> <endpoint>". */
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("rate_limits_reset_at_idx").on(table.resetAt)],
);
