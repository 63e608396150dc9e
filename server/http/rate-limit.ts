export interface RateLimitSettings {
  /** Requests allowed per key and window. */
  limit: number;
  windowMs: number;
  /** Where hits are counted (createApi sets it for every endpoint); else in memory per endpoint. */
  store?: RateStore;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A fixed-window counter per key (client address + endpoint), in this process's memory
 * (decision 042). Expired windows are swept once per window so memory stays bounded.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweep = 0;

  constructor(
    private readonly settings: RateLimitSettings,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): RateDecision {
    const now = this.now();
    if (now >= this.nextSweep) {
      for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
      this.nextSweep = now + this.settings.windowMs;
    }
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.settings.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.settings.limit) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  }
}

/** Where the write limit is counted: this process's memory, or the shared database. */
export interface RateStore {
  hit(key: string): Promise<RateDecision>;
}

/** One server (the embedded PGlite): counted in memory, as RateLimiter does. */
export function memoryRateStore(settings: RateLimitSettings): RateStore {
  const limiter = new RateLimiter(settings);
  return { hit: async (key) => limiter.hit(key) };
}
