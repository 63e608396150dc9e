import type { Box } from "../shared/catalogue";
import type { Plan } from "../shared/commerce/plans";
import type { AccountDirectory } from "./auth/accounts";
import type { TokenVerifier } from "./auth/verify-token";
import type { Database } from "./db/client";
import type { IdempotencyStore } from "./http/idempotency";
import type { RateLimitSettings } from "./http/rate-limit";
import type { PaymentProvider } from "./payments/provider";

// What the API is made of, apart from api.ts, so that the route files that take it are not
// imported by the module they import it from.

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
  /** The plans checkout sells (loadPlans, read once at start). */
  plans: readonly Plan[];
  /** How orders are paid: manual or Stripe (paymentProviderFor, decision 092). */
  payments: PaymentProvider;
  /** SHOP_TIME_ZONE: the zone whose calendar delivery dates are in. */
  timeZone: string;
  /** SHOP_URL: the shop's public address, for links in e-mails. */
  shopUrl: string;
  /** SHOP_NOTIFY_EMAIL: where the shop is told of each new order; null or absent: nobody. */
  shopNotifyEmail?: string | null;
  /** OWNER_UIDS: owners in the staff table while set (decision 222); none if unset. */
  ownerUids?: readonly string[];
  /** Accounts by e-mail, to add staff (firebaseAccounts); absent: adding staff answers 503. */
  accounts?: AccountDirectory;
  /**
   * How long the back office's numbers are reused before they are counted again, in ms
   * (decision 253): default a minute; 0 counts them on every request.
   */
  metricsMaxAgeMs?: number;
}

/** What every route file gets: the settings, and the pieces shared by all routes. */
export interface RouteDeps extends ApiDeps {
  clock: () => number;
  idempotency: IdempotencyStore;
}
