import { Hono } from "hono";
import type { Metrics } from "../../../shared/api/admin/metrics";
import type { StaffRole } from "../../../shared/api/admin/staff";
import type { RouteDeps } from "../../api-deps";
import { requireStaff } from "../../http/staff-access";
import { readMetrics } from "../../services/metrics/snapshots";

/** The owner's numbers: owners and support, never packers (issue 27). */
const NUMBERS: readonly StaffRole[] = ["owner", "support"];

/** A minute: counting today's figures reads every subscription (decision 253). */
export const METRICS_MAX_AGE_MS = 60_000;

/**
 * GET /metrics: today's figures live, last month's, and 12 months from the daily rows. Counted
 * at most once per `metricsMaxAgeMs` on this server (`countedAt` says when); requests that come
 * while they are being counted wait for that count rather than start another.
 */
export function adminMetricRoutes(deps: RouteDeps) {
  const services = { timeZone: deps.timeZone, now: () => new Date(deps.clock()) };
  const maxAge = deps.metricsMaxAgeMs ?? METRICS_MAX_AGE_MS;
  let last: { at: number; metrics: Promise<Metrics> } | null = null;
  const count = () => {
    const at = deps.clock();
    if (last && at - last.at < maxAge) return last.metrics;
    const counting = deps.database
      .use("admin.metrics", (db) => readMetrics(db, services))
      .then((metrics): Metrics => ({ ...metrics, countedAt: new Date(at).toISOString() }));
    const entry = { at, metrics: counting };
    last = maxAge > 0 ? entry : null;
    // A failed count is not kept: the next request counts again.
    counting.catch(() => {
      if (last === entry) last = null;
    });
    return counting;
  };
  return new Hono().get("/metrics", requireStaff(deps, NUMBERS), async (c) =>
    c.json((await count()) satisfies Metrics),
  );
}
