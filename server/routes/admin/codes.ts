import { Hono } from "hono";
import type { StaffRole } from "../../../shared/api/admin/staff";
import {
  codeInputSchema,
  codePatchSchema,
  type CodeAnswer,
  type CodesAnswer,
} from "../../../shared/api/codes";
import type { RouteDeps } from "../../api-deps";
import { idempotent } from "../../http/idempotency";
import { declaredSize, jsonBody } from "../../http/json-body";
import { requireStaff } from "../../http/staff-access";
import { writeLimit } from "../../http/write-limit";
import { createCode, listCodes, updateCode } from "../../services/codes";
import { answerOf } from "../answers";

/** Discount codes are the owner's: they give money away (issue 28, decision 267). */
const OWNERS: readonly StaffRole[] = ["owner"];

/**
 * GET /api/admin/codes; POST /api/admin/codes; PATCH /api/admin/codes/:code {active?, endsOn?,
 * maxUses?} (decision 275). Writes are audited.
 */
export function adminCodeRoutes(deps: RouteDeps) {
  const owner = requireStaff(deps, OWNERS);
  const shop = { catalogue: deps.catalogue, plans: deps.plans };
  return new Hono()
    .get("/codes", owner, async (c) => {
      const codes = await deps.database.use("admin.codes", (db) => listCodes(db));
      return c.json({ codes } satisfies CodesAnswer);
    })
    .post(
      "/codes",
      writeLimit(deps.rateLimit, "admin.codes", deps.trustProxyHops),
      declaredSize(),
      owner,
      jsonBody(codeInputSchema),
      idempotent(deps.idempotency),
      async (c) => {
        const input = c.req.valid("json");
        const actor = c.var.staff;
        const now = new Date(deps.clock());
        return c.var.writeOnce("admin.codes.create", async (db) =>
          answerOf(
            await createCode(db, shop, actor, input, now),
            201,
            (answer): CodeAnswer => answer,
          ),
        );
      },
    )
    .patch(
      "/codes/:code",
      writeLimit(deps.rateLimit, "admin.codes", deps.trustProxyHops),
      declaredSize(),
      owner,
      jsonBody(codePatchSchema),
      idempotent(deps.idempotency),
      async (c) => {
        const patch = c.req.valid("json");
        const code = c.req.param("code");
        const actor = c.var.staff;
        const now = new Date(deps.clock());
        return c.var.writeOnce("admin.codes.update", async (db) =>
          answerOf(
            await updateCode(db, actor, code, patch, now),
            200,
            (answer): CodeAnswer => answer,
          ),
        );
      },
    );
}
