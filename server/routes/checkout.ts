import { Hono } from "hono";
import { checkoutInputSchema, type CheckoutAnswer } from "../../shared/api/checkout";
import type { RouteDeps } from "../api-deps";
import { requireUser } from "../auth/request-user";
import { idempotent } from "../http/idempotency";
import { declaredSize, jsonBody } from "../http/json-body";
import { writeLimit } from "../http/write-limit";
import { abandonOrder, startOrder } from "../services/checkout";
import type { CheckoutDeps } from "../services/checkout-deps";
import { recordOrder } from "../services/checkout-record";
import { startThenRecord } from "./answers";

/**
 * POST /api/checkout — one order, its subscriptions and how to pay (decision 093). Every price
 * is the server's: the schema drops a `price` or `total` the browser sends. The confirmation
 * goes to the signed-in account's e-mail. A payment provider that cannot be reached is a 503
 * (api.ts), with nothing stored. The provider is asked first, outside every transaction, and
 * the order written after, in the Idempotency-Key's transaction (decision 175).
 */
export function checkoutRoutes(deps: RouteDeps) {
  const checkout: CheckoutDeps = {
    catalogue: deps.catalogue,
    plans: deps.plans,
    payments: deps.payments,
    timeZone: deps.timeZone,
    shopUrl: deps.shopUrl,
    shopNotifyEmail: deps.shopNotifyEmail ?? null,
    now: () => new Date(deps.clock()),
  };
  return new Hono().post(
    "/",
    writeLimit(deps.rateLimit, "checkout", deps.trustProxyHops),
    declaredSize(),
    requireUser(deps.tokens),
    jsonBody(checkoutInputSchema),
    idempotent(deps.idempotency),
    async (c) => {
      const input = c.req.valid("json");
      const { uid, email } = c.var.user;
      const customer = { uid, email };
      return startThenRecord(
        c.var.writeOnce,
        "checkout.place",
        {
          start: () =>
            deps.database.use("checkout.place", (db) => startOrder(db, checkout, customer, input)),
          record: (db, started) => recordOrder(db, checkout, customer, started),
          abandon: (started) => abandonOrder(checkout, started),
        },
        (value): CheckoutAnswer => value,
      );
    },
  );
}
