import { Hono } from "hono";
import {
  codeCheckInputSchema,
  type CodeCheckAnswer,
  type ReferralAnswer,
} from "../../shared/api/codes";
import { todayIn } from "../../shared/commerce/dates";
import type { RouteDeps } from "../api-deps";
import { requireUser } from "../auth/request-user";
import { declaredSize, jsonBody } from "../http/json-body";
import { writeLimit } from "../http/write-limit";
import { checkCode } from "../services/codes";
import { referralCodeOf } from "../services/referrals";
import { refusalAnswer } from "./answers";

/**
 * POST /api/codes/check (decision 267): what a code takes off this cart, or why not, for the
 * signed-in customer (a code may be once per customer). Rate-limited like a write, so codes
 * cannot be guessed at speed. It stores nothing: checkout checks the code again and claims it.
 * GET /api/codes/referral (decision 270): the customer's own referral code, made on first need.
 */
export function codeRoutes(deps: RouteDeps) {
  return new Hono()
    .get("/referral", requireUser(deps.tokens), async (c) => {
      const { uid, email } = c.var.user;
      const now = new Date(deps.clock());
      const answer = await deps.database.use("codes.referral", (db) =>
        referralCodeOf(db, { uid, email }, now),
      );
      return c.json(answer satisfies ReferralAnswer);
    })
    .post(
      "/check",
      writeLimit(deps.rateLimit, "codes.check", deps.trustProxyHops),
      declaredSize(),
      requireUser(deps.tokens),
      jsonBody(codeCheckInputSchema),
      async (c) => {
        const input = c.req.valid("json");
        const { uid } = c.var.user;
        const today = todayIn(deps.timeZone, new Date(deps.clock()));
        const shop = { catalogue: deps.catalogue, plans: deps.plans, today };
        const result = await deps.database.use("codes.check", (db) =>
          checkCode(db, shop, uid, input),
        );
        if (result.ok) return c.json(result.value satisfies CodeCheckAnswer);
        const { status, body } = refusalAnswer(result);
        return c.json(body, status as 400);
      },
    );
}
