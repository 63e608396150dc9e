import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import {
  resolveInputSchema,
  type AdminProblemAnswer,
  type AdminProblemsAnswer,
} from "../../../shared/api/admin/problems";
import type { StaffRole } from "../../../shared/api/admin/staff";
import type { ApiError } from "../../../shared/api/errors";
import type { RouteDeps } from "../../api-deps";
import { apiError } from "../../http/api-error";
import { idempotencyScope, idempotent } from "../../http/idempotency";
import { declaredSize, jsonBody } from "../../http/json-body";
import { requireStaff } from "../../http/staff-access";
import { writeLimit } from "../../http/write-limit";
import {
  problemQueue,
  resolveProblem,
  settleProblemMoney,
  type ProblemDeps,
  type ProblemMoney,
} from "../../services/problems";
import { answerOf, refusalAnswer } from "../answers";

/** Problems are support's (issue 26): owners and support, never packers. */
export const SUPPORT: readonly StaffRole[] = ["owner", "support"];

/** A positive whole `:id`, else 404 with `message`. */
export const numericId = (message: string) =>
  createMiddleware<{ Variables: { id: number } }>(async (c, next) => {
    const raw = c.req.param("id") ?? "";
    if (!/^[1-9]\d{0,14}$/.test(raw)) return apiError(c, 404, "not_found", message);
    c.set("id", Number(raw));
    await next();
  });

/**
 * GET /api/admin/problems (the queue) and POST /api/admin/problems/:id/resolve
 * {resolution, amount?} (decisions 233, 240): keyed, audited, the customer told by e-mail. A
 * card refund or credit is made at the provider after the commit; if it says no, the problem
 * is open again and the answer is 409.
 */
export function adminProblemRoutes(deps: RouteDeps) {
  const services: ProblemDeps = {
    catalogue: deps.catalogue,
    timeZone: deps.timeZone,
    shopUrl: deps.shopUrl,
    now: () => new Date(deps.clock()),
    payments: deps.payments,
  };
  const support = requireStaff(deps, SUPPORT);
  return new Hono()
    .get("/problems", support, async (c) => {
      const queue = await deps.database.use("admin.problems", (db) => problemQueue(db, services));
      return c.json(queue satisfies AdminProblemsAnswer);
    })
    .post(
      "/problems/:id/resolve",
      writeLimit(deps.rateLimit, "admin.problems", deps.trustProxyHops),
      declaredSize(),
      support,
      numericId("There is no such problem."),
      jsonBody(resolveInputSchema),
      idempotent(deps.idempotency),
      async (c) => {
        const input = c.req.valid("json");
        const { staff, id } = c.var;
        const key = c.req.header("idempotency-key");
        const request = key === undefined ? null : { scope: idempotencyScope(staff.uid), key };
        const held: { pending: ProblemMoney | null } = { pending: null };
        const response = await c.var.writeOnce("admin.problems.resolve", async (db) => {
          const resolved = await resolveProblem(db, services, staff, id, input, request);
          if (!resolved.ok && resolved.reason === "over_cap") {
            const body: ApiError = { error: { code: "forbidden", message: resolved.message } };
            return { status: 403, body };
          }
          if (resolved.ok) held.pending = resolved.value.pending;
          return answerOf(resolved, 200, ({ problem }): AdminProblemAnswer => ({ problem }));
        });
        const { pending } = held;
        if (!pending) return response;
        const settled = await deps.database.use("admin.problems.provider", (db) =>
          settleProblemMoney(db, services, staff, id, pending),
        );
        if (settled.ok) return response;
        const { status, body } = refusalAnswer(settled);
        return c.json(body, status as 409);
      },
    );
}
