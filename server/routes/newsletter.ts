import { Hono } from "hono";
import { newsletterInputSchema } from "../../shared/api/newsletter";
import type { RouteDeps } from "../api-deps";
import { idempotent } from "../http/idempotency";
import { declaredSize, jsonBody } from "../http/json-body";
import { writeLimit } from "../http/write-limit";
import { subscribe } from "../services/newsletter";

/**
 * POST /api/newsletter — open to visitors. A new and an already-subscribed address get the
 * same status and body, so the endpoint cannot be used to learn who subscribed.
 */
export function newsletterRoutes(deps: RouteDeps) {
  return new Hono().post(
    "/",
    writeLimit(deps.rateLimit, "newsletter", deps.trustProxyHops),
    declaredSize(),
    jsonBody(newsletterInputSchema),
    idempotent(deps.idempotency),
    async (c) => {
      const { email } = c.req.valid("json");
      return c.var.writeOnce("newsletter.subscribe", async (db) => {
        await subscribe(db, email);
        return { status: 200, body: { subscribed: true } };
      });
    },
  );
}
