import { Hono } from "hono";
import {
  backOfficeSettingsSchema,
  type BackOfficeSettingsAnswer,
} from "../../../shared/api/admin/settings";
import type { RouteDeps } from "../../api-deps";
import { idempotent } from "../../http/idempotency";
import { declaredSize, jsonBody } from "../../http/json-body";
import { requireStaff } from "../../http/staff-access";
import { writeLimit } from "../../http/write-limit";
import {
  readBackOfficeSettings,
  saveBackOfficeSettings,
} from "../../services/back-office-settings";

/**
 * GET /api/admin/settings (owners and support: support's refund cap is theirs to know),
 * PUT /api/admin/settings (owners, audited) — decision 223.
 */
export function adminSettingsRoutes(deps: RouteDeps) {
  const limit = writeLimit(deps.rateLimit, "admin.settings", deps.trustProxyHops);
  return new Hono()
    .get("/settings", requireStaff(deps, ["owner", "support"]), async (c) => {
      const settings = await deps.database.use("settings.read", readBackOfficeSettings);
      return c.json({ settings } satisfies BackOfficeSettingsAnswer);
    })
    .put(
      "/settings",
      limit,
      declaredSize(),
      requireStaff(deps, ["owner"]),
      jsonBody(backOfficeSettingsSchema),
      idempotent(deps.idempotency),
      async (c) => {
        const input = c.req.valid("json");
        const actor = c.var.staff;
        const now = new Date(deps.clock());
        return c.var.writeOnce("settings.save", async (db) => ({
          status: 200,
          body: {
            settings: await saveBackOfficeSettings(db, actor, input, now),
          } satisfies BackOfficeSettingsAnswer,
        }));
      },
    );
}
