import { Hono } from "hono";
import { staffRoles, type AdminMeAnswer } from "../../../shared/api/admin/staff";
import type { RouteDeps } from "../../api-deps";
import { requireStaff } from "../../http/staff-access";
import { adminCodeRoutes } from "./codes";
import { adminCustomerRoutes } from "./customers";
import { adminDeliveryRoutes } from "./deliveries";
import { adminExportRoutes } from "./exports";
import { adminSettingsRoutes } from "./settings";
import { adminPaymentRoutes } from "./payments";
import { adminMessageRoutes } from "./messages";
import { adminMetricRoutes } from "./metrics";
import { adminProblemRoutes } from "./problems";
import { adminStaffRoutes } from "./staff";
import { adminStockRoutes } from "./stock";
import { adminGiftRoutes } from "./gifts";

/**
 * Everything under /api/admin (issue 26): each route checks `requireStaff` with its roles, so
 * every request reads the staff table. Each area mounts its router here with one line.
 */
export function adminRoutes(deps: RouteDeps) {
  const admin = new Hono();
  admin.get("/me", requireStaff(deps, staffRoles), (c) =>
    c.json({ staff: c.var.staff } satisfies AdminMeAnswer),
  );
  admin.route("/", adminStaffRoutes(deps));
  admin.route("/", adminDeliveryRoutes(deps));
  admin.route("/", adminSettingsRoutes(deps));
  admin.route("/", adminPaymentRoutes(deps));
  admin.route("/", adminProblemRoutes(deps));
  admin.route("/", adminMessageRoutes(deps));
  admin.route("/", adminCustomerRoutes(deps));
  admin.route("/", adminMetricRoutes(deps));
  admin.route("/", adminStockRoutes(deps));
  admin.route("/", adminExportRoutes(deps));
  admin.route("/", adminCodeRoutes(deps));
  admin.route("/", adminGiftRoutes(deps));
  return admin;
}
