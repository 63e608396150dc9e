import { Hono } from "hono";
import type { RouteDeps } from "../api-deps";
import { databaseHealth } from "../services/health";

/** GET /api/health: 200 when the database takes a write, 503 otherwise (for load balancers). */
export function healthRoutes({ database, clock }: RouteDeps) {
  const healthy = databaseHealth(database, clock);
  return new Hono().get("/", async (c) => {
    const ok = await healthy();
    return c.json(
      ok
        ? { status: "ok", database: database.kind }
        : { status: "unavailable", database: database.kind },
      ok ? 200 : 503,
    );
  });
}
