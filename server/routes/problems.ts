import { Hono } from "hono";
import { problemInputSchema, type ProblemAnswer } from "../../shared/api/problems";
import type { RouteDeps } from "../api-deps";
import { requireUser } from "../auth/request-user";
import { idempotent } from "../http/idempotency";
import { declaredSize, jsonBody } from "../http/json-body";
import { writeLimit } from "../http/write-limit";
import { reportProblem } from "../services/problems";
import { answerOf } from "./answers";

/**
 * POST /api/problems {deliveryId, kind, description} (issue 26, decision 233): a signed-in
 * customer reports a problem with one of their boxes that has shipped; 201 with the problem.
 * Rate-limited and keyed like the customer's other writes.
 */
export function problemRoutes(deps: RouteDeps) {
  return new Hono().post(
    "/",
    writeLimit(deps.rateLimit, "problems", deps.trustProxyHops),
    declaredSize(),
    requireUser(deps.tokens),
    jsonBody(problemInputSchema),
    idempotent(deps.idempotency),
    async (c) => {
      const input = c.req.valid("json");
      const { uid } = c.var.user;
      return c.var.writeOnce("problems.report", async (db) =>
        answerOf(await reportProblem(db, uid, input), 201, (problem): ProblemAnswer => ({
          problem,
        })),
      );
    },
  );
}
