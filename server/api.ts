import { Hono } from "hono";
import { methodNotAllowed } from "hono/method-not-allowed";
import { requestId, type RequestIdVariables } from "hono/request-id";
import type { Box } from "../shared/catalogue";
import type { TokenVerifier } from "./auth/verify-token";
import { DatabaseUnavailableError, type Database } from "./db/client";
import { apiError } from "./http/api-error";
import { idempotencyStore, type IdempotencyStore } from "./http/idempotency";
import type { RateLimitSettings } from "./http/rate-limit";
import { describeError, stackFrames, withRequestId } from "./log";
import { contactRoutes } from "./routes/contact";
import { healthRoutes } from "./routes/health";
import { newsletterRoutes } from "./routes/newsletter";
import { reviewRoutes } from "./routes/reviews";

export interface ApiDeps {
  database: Database;
  catalogue: readonly Box[];
  tokens: TokenVerifier;
  /** Writes per client address and endpoint; null turns the limit off (benchmarks). */
  rateLimit: RateLimitSettings | null;
  /** How many proxies in front of us append to X-Forwarded-For (0: use the socket's peer). */
  trustProxyHops?: number;
  /** Milliseconds since the epoch; tests move it to expire idempotency keys and health checks. */
  clock?: () => number;
}

/** What every route file gets: the settings, and the pieces shared by all routes. */
export interface RouteDeps extends ApiDeps {
  clock: () => number;
  idempotency: IdempotencyStore;
}

/** The JSON API, mounted under /api. Every answer is JSON; no answer carries a stack trace. */
export function createApi(deps: ApiDeps) {
  const clock = deps.clock ?? Date.now;
  const routeDeps: RouteDeps = {
    ...deps,
    clock,
    idempotency: idempotencyStore(deps.database, clock),
  };
  const api = new Hono<{ Variables: RequestIdVariables }>();

  // Each answer names its request (X-Request-Id), and so does anything logged on its way.
  api.use("*", requestId(), (c, next) => withRequestId(c.var.requestId, next));
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
  api.route("/boxes", reviewRoutes(routeDeps));
  api.route("/contact", contactRoutes(routeDeps));
  api.route("/newsletter", newsletterRoutes(routeDeps));

  // Registered last: any other path under /api gets JSON, never the app's HTML.
  api.all("*", (c) => apiError(c, 404, "not_found", "There is no such API endpoint."));

  api.onError((error, c) => {
    if (error instanceof DatabaseUnavailableError) {
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
    console.error(
      `API error on ${c.req.method} ${c.req.path} (request ${c.var.requestId}): ` +
        `${describeError(error)}\n${stackFrames(error)}`,
    );
    return apiError(c, 500, "internal", "Something went wrong on our side.");
  });

  return api;
}
