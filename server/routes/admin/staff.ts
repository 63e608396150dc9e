import { Hono } from "hono";
import {
  auditQuerySchema,
  staffInputSchema,
  type AuditAnswer,
  type StaffAnswer,
  type StaffListAnswer,
} from "../../../shared/api/admin/staff";
import type { RouteDeps } from "../../api-deps";
import { apiError } from "../../http/api-error";
import { idempotent } from "../../http/idempotency";
import { declaredSize, jsonBody, validQuery } from "../../http/json-body";
import { requireStaff, staffSettings } from "../../http/staff-access";
import { writeLimit } from "../../http/write-limit";
import { auditEntries } from "../../services/audit";
import { addStaff, listStaff, mirrorStaffRole, removeStaff } from "../../services/staff";
import { answerOf, noContentOr } from "../answers";

/**
 * Owners only: GET, POST /api/admin/staff, DELETE /api/admin/staff/:uid (audited), and
 * GET /api/admin/audit?actor=&customer= (decision 222).
 */
export function adminStaffRoutes(deps: RouteDeps) {
  const { database } = deps;
  const owner = requireStaff(deps, ["owner"]);
  const settings = staffSettings(deps);
  const limit = writeLimit(deps.rateLimit, "admin.staff", deps.trustProxyHops);
  return new Hono()
    .get("/staff", owner, async (c) => {
      const staff = await database.use("staff.list", (db) => listStaff(db, settings));
      return c.json({ staff } satisfies StaffListAnswer);
    })
    .post(
      "/staff",
      limit,
      declaredSize(),
      owner,
      jsonBody(staffInputSchema),
      idempotent(deps.idempotency),
      async (c) => {
        const { email, role } = c.req.valid("json");
        if (!deps.accounts) {
          return apiError(c, 503, "unavailable", "Accounts cannot be looked up right now.");
        }
        const account = await deps.accounts.findByEmail(email);
        if (!account) {
          return apiError(
            c,
            404,
            "not_found",
            `Nobody signs in with ${email} yet: ask them to create an account on the shop first.`,
          );
        }
        const actor = c.var.staff;
        const response = await c.var.writeOnce("staff.add", async (db) => {
          const result = await addStaff(db, actor, account, role, settings);
          return answerOf(
            result,
            result.ok && result.value.added ? 201 : 200,
            ({ entry }): StaffAnswer => ({ staff: entry }),
          );
        });
        // Committed now (a replay sets the same claim again).
        if (response.ok) await mirrorStaffRole(settings, account.uid, role);
        return response;
      },
    )
    .delete("/staff/:uid", limit, owner, idempotent(deps.idempotency), async (c) => {
      const uid = c.req.param("uid");
      const actor = c.var.staff;
      const response = await c.var.writeOnce("staff.remove", async (db) =>
        noContentOr(await removeStaff(db, actor, uid, settings)),
      );
      if (response.ok) await mirrorStaffRole(settings, uid, null);
      return response;
    })
    .get("/audit", owner, validQuery(auditQuerySchema), async (c) => {
      const query = c.req.valid("query");
      const entries = await database.use("audit.list", (db) => auditEntries(db, query));
      return c.json({ entries } satisfies AuditAnswer);
    });
}
