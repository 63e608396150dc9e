import { Hono } from "hono";
import {
  withdrawalInputSchema,
  withdrawalStoredSchema,
  type WithdrawalAnswer,
} from "../../shared/api/withdrawals";
import type { RouteDeps } from "../api-deps";
import { optionalUser } from "../auth/request-user";
import { idempotent } from "../http/idempotency";
import { declaredSize, jsonBody } from "../http/json-body";
import { writeLimit } from "../http/write-limit";
import { settleWithdrawal, storeWithdrawal } from "../services/withdrawals";
import { subscriptionDeps } from "./subscriptions";

/**
 * POST /api/withdrawals — the EU withdrawal form (issue 25 §7, decision 211), open to visitors
 * like the newsletter: rate-limited, JSON only (a cross-site form cannot send it), with an
 * Idempotency-Key. The withdrawal is stored in the key's transaction, so a retry finds it; then
 * it is acted on (services/withdrawals.ts) and answered 201 with its outcome.
 */
export function withdrawalRoutes(deps: RouteDeps) {
  const services = subscriptionDeps(deps);
  return new Hono().post(
    "/",
    writeLimit(deps.rateLimit, "withdrawals", deps.trustProxyHops),
    declaredSize(),
    optionalUser(deps.tokens),
    jsonBody(withdrawalInputSchema),
    idempotent(deps.idempotency),
    async (c) => {
      const input = c.req.valid("json");
      const uid = c.var.user?.uid ?? null;
      const stored = await c.var.writeOnce("withdrawals.store", async (db) => {
        const id = await storeWithdrawal(db, { ...input, uid, receivedAt: services.now() });
        return { status: 201, body: { stored: { id } } };
      });
      if (stored.status !== 201) return stored;
      const { id } = withdrawalStoredSchema.parse(await stored.json()).stored;
      const withdrawal = await settleWithdrawal(deps.database, services, id);
      return c.json({ withdrawal } satisfies WithdrawalAnswer, 201);
    },
  );
}
