import { Hono } from "hono";
import { contactInputSchema } from "../../shared/api/contact";
import { fieldErrors } from "../../shared/api/errors";
import type { ApiDeps } from "../api";
import { requestUser, signInRequired } from "../auth/request-user";
import { invalidBody } from "../http/api-error";
import { declaredTooLarge, readJsonBody } from "../http/json-body";
import { writeLimit } from "../http/write-limit";
import { saveContactMessage } from "../services/contact";

/** POST /api/contact — signed-in users only, like the contact screen. */
export function contactRoutes(deps: ApiDeps) {
  return new Hono().post(
    "/",
    writeLimit(deps.rateLimit, "contact", deps.trustProxyHops),
    async (c) => {
      const tooLarge = declaredTooLarge(c);
      if (tooLarge) return tooLarge;
      const who = await requestUser(c, deps.tokens);
      if (who.kind === "refused") return who.response;
      if (who.kind === "visitor") return signInRequired(c);
      const body = await readJsonBody(c);
      if (!body.ok) return body.response;
      const input = contactInputSchema.safeParse(body.value);
      if (!input.success) return invalidBody(c, fieldErrors(input.error));
      await saveContactMessage(deps.database, { ...input.data, uid: who.user.uid });
      return c.json({ received: true as const }, 201);
    },
  );
}
