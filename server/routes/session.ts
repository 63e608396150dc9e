import { Hono } from "hono";
import type { SessionAnswer } from "../../shared/api/session";
import type { ApiDeps } from "../api-deps";
import { requireUser } from "../auth/request-user";

/**
 * GET /api/session: the signed-in account as it is now (decision 168). `requireUser` does the
 * whole check (401 for a session that is over, 503 when the identity service cannot be asked);
 * this only says what it found. The browser confirms a stored session with it instead of asking
 * the identity service on a second connection.
 */
export function sessionRoutes({ tokens }: Pick<ApiDeps, "tokens">) {
  return new Hono().get("/", requireUser(tokens), (c) => {
    const { uid, name, email, photoURL, emailVerified } = c.var.user;
    return c.json({
      uid,
      email,
      displayName: name,
      photoURL,
      emailVerified,
    } satisfies SessionAnswer);
  });
}
