import { Hono } from "hono";
import type { Box } from "../shared/catalogue";
import type { TokenVerifier } from "./auth/verify-token";
import { DatabaseUnavailableError, type Database } from "./db/client";
import { apiError } from "./http/api-error";
import type { RateLimitSettings } from "./http/rate-limit";
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
}

/** The JSON API, mounted under /api. Every answer is JSON; no answer carries a stack trace. */
export function createApi(deps: ApiDeps) {
  const api = new Hono();

  api.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  api.route("/health", healthRoutes(deps));
  api.route("/boxes", reviewRoutes(deps));
  api.route("/contact", contactRoutes(deps));
  api.route("/newsletter", newsletterRoutes(deps));

  // Registered last: any other path or method under /api gets JSON, never the app's HTML.
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
    console.error(`API error on ${c.req.method} ${c.req.path}: ${error.stack ?? String(error)}`);
    return apiError(c, 500, "internal", "Something went wrong on our side.");
  });

  return api;
}
