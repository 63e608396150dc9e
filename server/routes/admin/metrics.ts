import { Hono } from "hono";
import type { Metrics } from "../../../shared/api/admin/metrics";
import type { StaffRole } from "../../../shared/api/admin/staff";
import type { RouteDeps } from "../../api-deps";
import { requireStaff } from "../../http/staff-access";
import { readMetrics } from "../../services/metrics/snapshots";

/** The owner's numbers: owners and support, never packers (issue 27). */
const NUMBERS: readonly StaffRole[] = ["owner", "support"];

/** GET /metrics: today's figures live, last month's, and 12 months from the daily rows. */
export function adminMetricRoutes(deps: RouteDeps) {
  const services = { timeZone: deps.timeZone, now: () => new Date(deps.clock()) };
  return new Hono().get("/metrics", requireStaff(deps, NUMBERS), async (c) => {
    const metrics = await deps.database.use("admin.metrics", (db) => readMetrics(db, services));
    return c.json(metrics satisfies Metrics);
  });
}
