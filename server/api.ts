import { Hono } from "hono";
import { methodNotAllowed } from "hono/method-not-allowed";
import type { RequestIdVariables } from "hono/request-id";
import type { ApiDeps, RouteDeps } from "./api-deps";
import { DatabaseUnavailableError } from "./db/client";
import { apiError } from "./http/api-error";
import { idempotencyStore } from "./http/idempotency";
import { memoryRateStore } from "./http/rate-limit";
import { postgresRateStore } from "./http/shared-rate-limit";
import { describeError, log, stackFrames } from "./log";
import { openApiRoutes } from "./openapi/routes";
import { PaymentUnavailableError } from "./payments/provider";
import { addressRoutes } from "./routes/addresses";
import { adminRoutes } from "./routes/admin";
import { cartRoutes } from "./routes/cart";
import { checkoutRoutes } from "./routes/checkout";
import { codeRoutes } from "./routes/codes";
import { giftRoutes } from "./routes/gifts";
import { contactRoutes } from "./routes/contact";
import { healthRoutes } from "./routes/health";
import { newsletterRoutes } from "./routes/newsletter";
import { orderRoutes } from "./routes/orders";
import { paymentWebhookRoutes } from "./routes/payments";
import { petRoutes } from "./routes/pets";
import { planRoutes } from "./routes/plans";
import { reviewRoutes } from "./routes/reviews";
import { sessionRoutes } from "./routes/session";
import { accountRoutes, deliveryRoutes, subscriptionRoutes } from "./routes/subscriptions";
import { withdrawalRoutes } from "./routes/withdrawals";
import { problemRoutes } from "./routes/problems";

/** The JSON API, mounted under /api. Every answer is JSON; no answer carries a stack trace. */
export function createApi(deps: ApiDeps) {
  const clock = deps.clock ?? Date.now;
  const limit = deps.rateLimit;
  const routeDeps: RouteDeps = {
    ...deps,
    // One count per client and endpoint for all servers: in PostgreSQL when the database may be
    // shared, in memory on the embedded PGlite, which only this server opens (decision 151).
    rateLimit: limit && {
      ...limit,
      store:
        limit.store ??
        (deps.database.kind === "postgres"
          ? postgresRateStore(deps.database, limit)
          : memoryRateStore(limit)),
    },
    clock,
    idempotency: idempotencyStore(deps.database, clock),
  };
  const api = new Hono<{ Variables: RequestIdVariables }>();

  // The request id (X-Request-Id) is given by createApp, for every answer.
  api.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  // A known path with another method: 405 with the methods its routes were registered with.
  api.use(
    "*",
    methodNotAllowed({
      app: api,
      onMethodNotAllowed: (c, methods) =>
        apiError(
          c,
          405,
          "method_not_allowed",
          `This endpoint answers ${methods.join(", ")} only.`,
          undefined,
          { Allow: methods.join(", ") },
        ),
    }),
  );

  api.route("/health", healthRoutes(routeDeps));
  api.route("/session", sessionRoutes(routeDeps));
  api.route("/boxes", reviewRoutes(routeDeps));
  api.route("/contact", contactRoutes(routeDeps));
  api.route("/newsletter", newsletterRoutes(routeDeps));
  api.route("/withdrawals", withdrawalRoutes(routeDeps));
  api.route("/problems", problemRoutes(routeDeps));
  api.route("/plans", planRoutes(routeDeps));
  api.route("/pets", petRoutes(routeDeps));
  api.route("/addresses", addressRoutes(routeDeps));
  api.route("/cart", cartRoutes(routeDeps));
  api.route("/checkout", checkoutRoutes(routeDeps));
  api.route("/codes", codeRoutes(routeDeps));
  api.route("/gifts", giftRoutes(routeDeps));
  api.route("/orders", orderRoutes(routeDeps));
  api.route("/subscriptions", subscriptionRoutes(routeDeps));
  api.route("/account", accountRoutes(routeDeps));
  api.route("/deliveries", deliveryRoutes(routeDeps));
  api.route("/admin", adminRoutes(routeDeps));
  // Only a shop that takes cards through Stripe has Stripe's webhook; otherwise 404 (decision 111).
  if (deps.payments.id === "stripe") api.route("/payments", paymentWebhookRoutes(routeDeps));
  api.route("/openapi.json", openApiRoutes());

  // Registered last: any other path under /api gets JSON, never the app's HTML.
  api.all("*", (c) => apiError(c, 404, "not_found", "There is no such API endpoint."));

  api.onError((error, c) => {
    // Thrown inside a write's transaction, so `database.use` wrapped it; nothing was stored.
    if (causedBy(error, PaymentUnavailableError)) {
      return apiError(
        c,
        503,
        "unavailable",
        "Payments cannot be taken right now, so nothing was saved or charged. Try again in a minute.",
        undefined,
        { "Retry-After": "30" },
      );
    }
    // Only the database's own failures: a bug inside `database.use` arrives as itself (below).
    if (causedBy(error, DatabaseUnavailableError)) {
      return apiError(
        c,
        503,
        "unavailable",
        "The shop cannot save or read this right now. Try again soon.",
        undefined,
        { "Retry-After": "5" },
      );
    }
    // Class, code and code locations: a message may quote what a customer sent.
    log.error(
      { stack: stackFrames(error) },
      `API error on ${c.req.method} ${c.req.path} (request ${c.var.requestId}): ` +
        describeError(error),
    );
    return apiError(c, 500, "internal", "Something went wrong on our side.");
  });

  return api;
}

/** Whether `error` or an error along its `cause` chain is an instance of `kind`. */
function causedBy(error: unknown, kind: new (...args: never[]) => Error): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (current instanceof kind) return true;
    current = (current as Error).cause;
  }
  return false;
}
