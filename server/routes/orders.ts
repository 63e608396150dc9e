import { Hono } from "hono";
import type { OrderAnswer, OrdersAnswer } from "../../shared/api/orders";
import type { RouteDeps } from "../api-deps";
import { requireUser } from "../auth/request-user";
import { apiError } from "../http/api-error";
import { getOrder, listOrders } from "../services/orders";

/** GET /api/orders (newest first) and GET /api/orders/:id: the signed-in account's orders only. */
export function orderRoutes({ database, tokens }: RouteDeps) {
  return new Hono()
    .get("/", requireUser(tokens), async (c) => {
      const { uid } = c.var.user;
      const orders = await database.use("orders.list", (db) => listOrders(db, uid));
      return c.json({ orders } satisfies OrdersAnswer);
    })
    .get("/:id", requireUser(tokens), async (c) => {
      const { uid } = c.var.user;
      const id = c.req.param("id");
      const order = await database.use("orders.get", (db) => getOrder(db, uid, id));
      // Another account's order, and an id that is no order, are the same 404: an order's
      // address reveals nothing about whether it exists.
      if (!order) return apiError(c, 404, "not_found", "There is no such order in your account.");
      return c.json({ order } satisfies OrderAnswer);
    });
}
