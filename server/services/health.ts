import { sql } from "drizzle-orm";
import { withTimeout, type Database } from "../db/client";
import { healthHeartbeat } from "../db/schema";

/** A health answer is reused for this long, so a busy load balancer costs one write a second. */
const HEALTH_TTL_MS = 1000;
const HEARTBEAT_TIMEOUT_MS = 2000;

/**
 * True when the database takes a write: one upsert of a single heartbeat row. A read alone
 * (`select 1`) passes on a full disk or a read-only database that refuses every write.
 * Concurrent and repeated checks within a second share one write (decision 062).
 */
export function databaseHealth(database: Database, clock: () => number) {
  let last: { at: number; ok: Promise<boolean> } | null = null;
  return function check(): Promise<boolean> {
    const now = clock();
    if (last && now - last.at < HEALTH_TTL_MS) return last.ok;
    const ok = withTimeout(
      database.use("health.heartbeat", (db) =>
        db
          .insert(healthHeartbeat)
          .values({ id: 1, beatAt: sql`now()` })
          .onConflictDoUpdate({ target: healthHeartbeat.id, set: { beatAt: sql`now()` } }),
      ),
      HEARTBEAT_TIMEOUT_MS,
    ).then(
      () => true,
      () => false,
    );
    last = { at: now, ok };
    return ok;
  };
}
