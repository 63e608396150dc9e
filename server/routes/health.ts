import { Hono } from "hono";
import type { ApiDeps } from "../api";

/** GET /api/health: 200 when the database answers, 503 otherwise (for load balancers). */
export function healthRoutes({ database }: ApiDeps) {
  return new Hono().get("/", async (c) => {
    const ok = await database.ping();
    return c.json(
      ok
        ? { status: "ok", database: database.kind }
        : { status: "unavailable", database: database.kind },
      ok ? 200 : 503,
    );
  });
}
