import { lt, sql } from "drizzle-orm";
import { unlessUnavailable, type Database } from "../db/client";
import { rateLimits } from "../db/schema";
import type { RateLimitSettings, RateStore } from "./rate-limit";

/**
 * The write limit counted in PostgreSQL, for several servers on one database (decision 151).
 *
 * One statement per write: an upsert that starts a new window when the row's has ended and
 * otherwise adds one, returning the count and the seconds left. PostgreSQL serialises the
 * upserts of one key on its row, so concurrent hits on two servers never both see 30; the
 * window is kept by the database's clock, which every server shares.
 */
export function postgresRateStore(database: Database, settings: RateLimitSettings): RateStore {
  const windowSeconds = settings.windowMs / 1000;
  let nextSweep = 0;

  async function sweep() {
    // Rows whose window ended are dead weight: one delete per window and server is plenty.
    if (Date.now() < nextSweep) return;
    nextSweep = Date.now() + settings.windowMs;
    await database
      .use("rate-limit.sweep", (db) =>
        db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`)),
      )
      .catch(unlessUnavailable("rate-limit.sweep"));
  }

  return {
    async hit(key) {
      const [row] = await database.use("rate-limit.hit", (db) =>
        db
          .insert(rateLimits)
          .values({
            key,
            hits: 1,
            resetAt: sql`now() + make_interval(secs => ${windowSeconds})`,
          })
          .onConflictDoUpdate({
            target: rateLimits.key,
            set: {
              hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
              resetAt: sql`case when ${rateLimits.resetAt} <= now() then now() + make_interval(secs => ${windowSeconds}) else ${rateLimits.resetAt} end`,
            },
          })
          .returning({
            hits: rateLimits.hits,
            secondsLeft: sql<number>`ceil(extract(epoch from ${rateLimits.resetAt} - now()))::int`,
          }),
      );
      void sweep();
      if (!row || row.hits <= settings.limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, row.secondsLeft) };
    },
  };
}
