import { Hono } from "hono";
import { fieldErrors } from "../../shared/api/errors";
import { newsletterInputSchema } from "../../shared/api/newsletter";
import type { ApiDeps } from "../api";
import { invalidBody } from "../http/api-error";
import { readJsonBody } from "../http/json-body";
import { writeLimit } from "../http/write-limit";
import { subscribe } from "../services/newsletter";

/**
 * POST /api/newsletter — open to visitors. A new and an already-subscribed address get the
 * same status and body, so the endpoint cannot be used to learn who subscribed.
 */
export function newsletterRoutes(deps: ApiDeps) {
  return new Hono().post(
    "/",
    writeLimit(deps.rateLimit, "newsletter", deps.trustProxyHops),
    async (c) => {
      const body = await readJsonBody(c);
      if (!body.ok) return body.response;
      const input = newsletterInputSchema.safeParse(body.value);
      if (!input.success) return invalidBody(c, fieldErrors(input.error));
      await subscribe(deps.database, input.data.email);
      return c.json({ subscribed: true as const }, 200);
    },
  );
}
