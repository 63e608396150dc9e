import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import {
  adminPackingQuerySchema,
  unpaidQuerySchema,
  adminPackingTodayQuerySchema,
  bulkShipInputSchema,
  readPackingCursor,
  paymentInputSchema,
  shipInputSchema,
  type AdminPackingAnswer,
  type AdminPackingTodayAnswer,
  type BulkShipAnswer,
  type FulfilmentAnswer,
  type PaymentAnswer,
  type UnpaidAnswer,
} from "../../../shared/api/admin/deliveries";
import type { StaffRole } from "../../../shared/api/admin/staff";
import { carriers } from "../../../shared/shop/carriers";
import type { RouteDeps } from "../../api-deps";
import { apiError } from "../../http/api-error";
import { idempotent } from "../../http/idempotency";
import { declaredSize, jsonBody, validQuery } from "../../http/json-body";
import { requireStaff } from "../../http/staff-access";
import { writeLimit } from "../../http/write-limit";
import { adminPacking, adminPackingToday, unpaidDeliveries } from "../../services/admin-packing";
import {
  markDelivered,
  markReturned,
  packDelivery,
  recordPayment,
  shipDeliveries,
  shipDelivery,
  type FulfilmentDeps,
} from "../../services/fulfilment";
import { answerOf, refusalAnswer } from "../answers";

/** Packing and shipping: every member of staff. Payments: never packers (issue 26). */
const SHIPPING: readonly StaffRole[] = ["owner", "support", "packer"];
const PAYMENTS: readonly StaffRole[] = ["owner", "support"];

/** The `:id` of /deliveries/:id/… as a number; anything else names no delivery (404). */
const deliveryId = createMiddleware<{ Variables: { deliveryId: number } }>(async (c, next) => {
  const raw = c.req.param("id") ?? "";
  const id = /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
  if (id === null) return apiError(c, 404, "not_found", "There is no such delivery.");
  c.set("deliveryId", id);
  await next();
});

/**
 * The back office's boxes (issue 26, decisions 225 and 226): GET /packing?month=YYYY-MM (or
 * ?week=YYYY-MM-DD, a Monday; a page at a time with `after` and `limit`, decision 261),
 * GET /packing/today (what the Today screen lists) and GET /unpaid; POST /deliveries/:id/pack, /ship {carrier, trackingNumber}, /delivered,
 * /returned and /payment {status, method?}, and POST /deliveries/ship {items} (all or none).
 * Writes take an Idempotency-Key and are audited in their own transaction; a step the box's
 * state does not allow is 409 `conflict` with the reason.
 */
export function adminDeliveryRoutes(deps: RouteDeps) {
  const { database } = deps;
  const services: FulfilmentDeps = {
    catalogue: deps.catalogue,
    carriers,
    timeZone: deps.timeZone,
    shopUrl: deps.shopUrl,
    now: () => new Date(deps.clock()),
  };
  const shipping = requireStaff(deps, SHIPPING);
  const payments = requireStaff(deps, PAYMENTS);
  const limit = writeLimit(deps.rateLimit, "admin.deliveries", deps.trustProxyHops);
  const keyed = idempotent(deps.idempotency);
  const one = (delivery: FulfilmentAnswer["delivery"]): FulfilmentAnswer => ({ delivery });

  const routes = new Hono()
    .get("/packing", shipping, validQuery(adminPackingQuerySchema), async (c) => {
      const { month, week, after, limit } = c.req.valid("query");
      // The schema lets through exactly one of the two, and only a cursor it can read.
      const period = week === undefined ? { month: month ?? "" } : { week };
      const page = {
        after: after === undefined ? null : readPackingCursor(after),
        limit: limit === undefined ? undefined : Number(limit),
      };
      const result = await database.use("admin.packing", (db) =>
        adminPacking(db, period, services, page),
      );
      if (!result.ok) {
        const { status, body } = refusalAnswer(result);
        return c.json(body, status as 400);
      }
      return c.json(result.value satisfies AdminPackingAnswer);
    })
    .get("/packing/today", shipping, validQuery(adminPackingTodayQuerySchema), async (c) => {
      const { week } = c.req.valid("query");
      const today = await database.use("admin.packing.today", (db) =>
        adminPackingToday(db, week, services),
      );
      return c.json(today satisfies AdminPackingTodayAnswer);
    })
    .get("/unpaid", payments, validQuery(unpaidQuerySchema), async (c) => {
      const { limit } = c.req.valid("query");
      const unpaid = await database.use("admin.unpaid", (db) =>
        unpaidDeliveries(db, services, limit === undefined ? undefined : Number(limit)),
      );
      return c.json(unpaid satisfies UnpaidAnswer);
    })
    .post(
      "/deliveries/ship",
      limit,
      declaredSize(),
      shipping,
      jsonBody(bulkShipInputSchema),
      keyed,
      async (c) => {
        const input = c.req.valid("json");
        const actor = c.var.staff;
        return c.var.writeOnce("admin.deliveries.ship_many", async (db) =>
          answerOf(
            await shipDeliveries(db, services, actor, input),
            200,
            (deliveries): BulkShipAnswer => ({ deliveries }),
          ),
        );
      },
    )
    .post(
      "/deliveries/:id/ship",
      limit,
      declaredSize(),
      shipping,
      deliveryId,
      jsonBody(shipInputSchema),
      keyed,
      async (c) => {
        const input = c.req.valid("json");
        const { staff, deliveryId: id } = c.var;
        return c.var.writeOnce("admin.deliveries.ship", async (db) =>
          answerOf(await shipDelivery(db, services, staff, id, input), 200, one),
        );
      },
    )
    .post(
      "/deliveries/:id/payment",
      limit,
      declaredSize(),
      payments,
      deliveryId,
      jsonBody(paymentInputSchema),
      keyed,
      async (c) => {
        const input = c.req.valid("json");
        const { staff, deliveryId: id } = c.var;
        return c.var.writeOnce("admin.deliveries.payment", async (db) =>
          answerOf(
            await recordPayment(db, services, staff, id, input),
            200,
            (delivery): PaymentAnswer => ({ delivery }),
          ),
        );
      },
    );

  // The steps without a body.
  const steps = { pack: packDelivery, delivered: markDelivered, returned: markReturned };
  for (const [name, step] of Object.entries(steps)) {
    routes.post(`/deliveries/:id/${name}`, limit, shipping, deliveryId, keyed, (c) => {
      const { staff, deliveryId: id } = c.var;
      return c.var.writeOnce(`admin.deliveries.${name}`, async (db) =>
        answerOf(await step(db, services, staff, id), 200, one),
      );
    });
  }
  return routes;
}
