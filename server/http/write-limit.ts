import type { MiddlewareHandler } from "hono";
import { apiError } from "./api-error";
import { clientAddress } from "./client-address";
import { memoryRateStore, type RateLimitSettings } from "./rate-limit";

/**
 * Rate-limits one write endpoint per client address; `null` settings turn it off. Counted where
 * `settings.store` says: PostgreSQL when several servers may share it (decision 151).
 */
export function writeLimit(
  settings: RateLimitSettings | null,
  endpoint: string,
  trustProxyHops = 0,
): MiddlewareHandler {
  if (!settings) return async (_c, next) => next();
  const store = settings.store ?? memoryRateStore(settings);
  return async (c, next) => {
    const decision = await store.hit(`${clientAddress(c, trustProxyHops)} ${endpoint}`);
    if (!decision.allowed) {
      return apiError(
        c,
        429,
        "rate_limited",
        "Too many requests. Try again in a moment.",
        undefined,
        { "Retry-After": String(decision.retryAfterSeconds) },
      );
    }
    return next();
  };
}
