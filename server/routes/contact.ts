import { Hono } from "hono";
import { contactInputSchema } from "../../shared/api/contact";
import type { RouteDeps } from "../api-deps";
import { requireUser } from "../auth/request-user";
import { idempotent } from "../http/idempotency";
import { declaredSize, jsonBody } from "../http/json-body";
import { writeLimit } from "../http/write-limit";
import { saveContactMessage } from "../services/contact";

/** POST /api/contact — signed-in users only, like the contact screen. */
export function contactRoutes(deps: RouteDeps) {
  return new Hono().post(
    "/",
    writeLimit(deps.rateLimit, "contact", deps.trustProxyHops),
    declaredSize(),
    requireUser(deps.tokens),
    jsonBody(contactInputSchema),
    idempotent(deps.idempotency),
    async (c) => {
      const input = c.req.valid("json");
      const { uid } = c.var.user;
      return c.var.writeOnce("contact.save", async (db) => {
        await saveContactMessage(db, { ...input, uid });
        return { status: 201, body: { received: true } };
      });
    },
  );
}
