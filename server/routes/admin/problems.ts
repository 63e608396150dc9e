import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import {
  resolveInputSchema,
  type AdminProblemAnswer,
  type AdminProblemsAnswer,
} from "../../../shared/api/admin/problems";
import type { StaffRole } from "../../../shared/api/admin/staff";
import type { RouteDeps } from "../../api-deps";
import { apiError } from "../../http/api-error";
import { idempotent } from "../../http/idempotency";
import { declaredSize, jsonBody } from "../../http/json-body";
import { requireStaff } from "../../http/staff-access";
import { writeLimit } from "../../http/write-limit";
import { problemQueue, resolveProblem, type ProblemDeps } from "../../services/problems";
import { answerOf } from "../answers";

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
 * {resolution, amount?} (decision 233): keyed, audited, the customer told by e-mail.
 */
export function adminProblemRoutes(deps: RouteDeps) {
  const services: ProblemDeps = {
    catalogue: deps.catalogue,
    timeZone: deps.timeZone,
    shopUrl: deps.shopUrl,
    now: () => new Date(deps.clock()),
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
        return c.var.writeOnce("admin.problems.resolve", async (db) =>
          answerOf(
            await resolveProblem(db, services, staff, id, input),
            200,
            (problem): AdminProblemAnswer => ({ problem }),
          ),
        );
      },
    );
}
