import { Hono } from "hono";
import type { StaffRole } from "../../../shared/api/admin/staff";
import {
  stockInputSchema,
  type StockAnswer,
  type StockKind,
} from "../../../shared/api/admin/stock";
import { carriers } from "../../../shared/shop/carriers";
import type { RouteDeps } from "../../api-deps";
import { idempotent } from "../../http/idempotency";
import { declaredSize, jsonBody } from "../../http/json-body";
import { requireStaff } from "../../http/staff-access";
import { writeLimit } from "../../http/write-limit";
import { setStock, stockView } from "../../services/stock";
import { answerOf } from "../answers";

/** Everyone reads the stock; owners and packers, who count the shelf, set it (issue 27). */
const READERS: readonly StaffRole[] = ["owner", "support", "packer"];
const COUNTERS: readonly StaffRole[] = ["owner", "packer"];

/**
 * GET /api/admin/stock; PUT /api/admin/stock/boxes/:boxId and /api/admin/stock/swap-ins/:item
 * { onHand }, audited (decision 249).
 */
export function adminStockRoutes(deps: RouteDeps) {
  const services = {
    catalogue: deps.catalogue,
    carriers,
    timeZone: deps.timeZone,
    now: () => new Date(deps.clock()),
  };
  const limit = writeLimit(deps.rateLimit, "admin.stock", deps.trustProxyHops);
  const routes = new Hono().get("/stock", requireStaff(deps, READERS), async (c) => {
    const stock = await deps.database.use("admin.stock", (db) => stockView(db, services));
    return c.json(stock satisfies StockAnswer);
  });
  const paths: Record<string, StockKind> = { boxes: "box", "swap-ins": "swap_in" };
  for (const [path, kind] of Object.entries(paths)) {
    routes.put(
      `/stock/${path}/:key`,
      limit,
      declaredSize(),
      requireStaff(deps, COUNTERS),
      jsonBody(stockInputSchema),
      idempotent(deps.idempotency),
      async (c) => {
        const input = c.req.valid("json");
        const key = c.req.param("key") ?? "";
        const actor = c.var.staff;
        const now = services.now();
        return c.var.writeOnce("admin.stock.set", async (db) =>
          answerOf(
            await setStock(db, deps.catalogue, actor, { kind, key }, input, now),
            200,
            (answer) => answer,
          ),
        );
      },
    );
  }
  return routes;
}
