import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import {
  orderLookupQuerySchema,
  orderPaymentInputSchema,
  refundInputSchema,
  type AwaitingTransfersAnswer,
  type OrderPaymentAnswer,
  type FailedRenewalsAnswer,
  type OrderPaymentsAnswer,
  type PaymentLinkAnswer,
  type RefundAnswer,
  type TransfersToReturnAnswer,
} from "../../../shared/api/admin/payments";
import type { StaffRole } from "../../../shared/api/admin/staff";
import type { ApiError } from "../../../shared/api/errors";
import type { RouteDeps } from "../../api-deps";
import { apiError } from "../../http/api-error";
import { idempotencyScope, idempotent } from "../../http/idempotency";
import { declaredSize, jsonBody, validQuery } from "../../http/json-body";
import { requireStaff } from "../../http/staff-access";
import { writeLimit } from "../../http/write-limit";
import { listFailedRenewals, sendPaymentLink } from "../../services/failed-renewals";
import { awaitingTransfers, recordTransfer, transfersToReturn } from "../../services/transfers";
import {
  orderPaymentsByNumber,
  settleRefund,
  startRefund,
  type PendingRefund,
} from "../../services/refunds";
import { answerOf, refusalAnswer } from "../answers";

/** Payments: owners and support, never packers (issue 26). */
const PAYMENTS: readonly StaffRole[] = ["owner", "support"];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `:id` of /orders/:id/… as the order's id; anything else names no order (404). */
const orderId = createMiddleware<{ Variables: { orderId: string } }>(async (c, next) => {
  const raw = c.req.param("id") ?? "";
  if (!UUID.test(raw)) return apiError(c, 404, "not_found", "There is no such order.");
  c.set("orderId", raw.toLowerCase());
  await next();
});

/**
 * The back office's payments (issue 26, decisions 229 and 230): GET /orders?number= (an
 * order's money), POST /orders/:id/refunds {amount, reason}, GET /renewals/failed,
 * POST /orders/:id/payment-link and POST /orders/:id/payment {status: "paid", method: "transfer"}
 * (a gift's bank transfer arrived, decision 269). Writes take an Idempotency-Key and are audited.
 */
export function adminPaymentRoutes(deps: RouteDeps) {
  const { database } = deps;
  const services = {
    payments: deps.payments,
    shopUrl: deps.shopUrl,
    timeZone: deps.timeZone,
    now: () => new Date(deps.clock()),
  };
  const payments = requireStaff(deps, PAYMENTS);
  const limit = writeLimit(deps.rateLimit, "admin.payments", deps.trustProxyHops);
  const keyed = idempotent(deps.idempotency);

  return new Hono()
    .get("/orders", payments, validQuery(orderLookupQuerySchema), async (c) => {
      const { number } = c.req.valid("query");
      const found = await database.use("admin.order_payments", (db) =>
        orderPaymentsByNumber(db, number),
      );
      if (!found.ok) {
        const { status, body } = refusalAnswer(found);
        return c.json(body, status as 404);
      }
      return c.json({ order: found.value } satisfies OrderPaymentsAnswer);
    })
    .get("/orders/awaiting-transfer", payments, async (c) => {
      const orders = await database.use("admin.awaiting_transfer", (db) =>
        awaitingTransfers(db, services.now()),
      );
      return c.json({ orders } satisfies AwaitingTransfersAnswer);
    })
    .get("/orders/transfers-to-return", payments, async (c) => {
      const orders = await database.use("admin.transfers_to_return", transfersToReturn);
      return c.json({ orders } satisfies TransfersToReturnAnswer);
    })
    .get("/renewals/failed", payments, async (c) => {
      const renewals = await database.use("admin.failed_renewals", listFailedRenewals);
      return c.json({ renewals } satisfies FailedRenewalsAnswer);
    })
    .post(
      "/orders/:id/refunds",
      limit,
      declaredSize(),
      payments,
      orderId,
      jsonBody(refundInputSchema),
      keyed,
      async (c) => {
        const input = c.req.valid("json");
        const { staff, orderId: id } = c.var;
        const key = c.req.header("idempotency-key");
        const request = key === undefined ? null : { scope: idempotencyScope(staff.uid), key };
        const held: { pending: PendingRefund | null } = { pending: null };
        const response = await c.var.writeOnce("admin.orders.refund", async (db) => {
          const started = await startRefund(db, services, staff, id, input, request);
          if (!started.ok && started.reason === "over_cap") {
            const body: ApiError = { error: { code: "forbidden", message: started.message } };
            return { status: 403, body };
          }
          if (started.ok) held.pending = started.value.pending;
          return answerOf(started, 201, ({ refund, order }): RefundAnswer => ({ refund, order }));
        });
        const { pending } = held;
        if (!pending) return response;
        const settled = await database.use("admin.orders.refund.provider", (db) =>
          settleRefund(db, services, staff, pending),
        );
        if (settled.ok) return response;
        const { status, body } = refusalAnswer(settled);
        return c.json(body, status as 409);
      },
    )
    .post(
      "/orders/:id/payment",
      limit,
      declaredSize(),
      payments,
      orderId,
      jsonBody(orderPaymentInputSchema),
      keyed,
      async (c) => {
        const { staff, orderId: id } = c.var;
        return c.var.writeOnce("admin.orders.payment", async (db) =>
          answerOf(
            await recordTransfer(
              db,
              { ...services, shopNotifyEmail: deps.shopNotifyEmail ?? null },
              staff,
              id,
              services.now(),
            ),
            200,
            (order): OrderPaymentAnswer => ({ order }),
          ),
        );
      },
    )
    .post("/orders/:id/payment-link", limit, payments, orderId, keyed, async (c) => {
      const { staff, orderId: id } = c.var;
      return c.var.writeOnce("admin.orders.payment_link", async (db) =>
        answerOf(
          await sendPaymentLink(db, services, staff, id),
          200,
          (renewal): PaymentLinkAnswer => ({ renewal }),
        ),
      );
    });
}
