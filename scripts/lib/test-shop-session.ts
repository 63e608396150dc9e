// For the browser's session tests (app/features/auth/rest-session.test.ts): the shop server's
// GET /api/session, the real route and token checks, answering in process. The browser code asks
// `/api/session` on its own origin; `fetchWithShop` sends such requests here and every other one
// to the network, as a browser on the shop's page would.
import { Hono } from "hono";
import { SESSION_PATH } from "../../shared/api/session";
import { firebaseTokenVerifier } from "../../server/auth/verify-token";
import { sessionRoutes } from "../../server/routes/session";

export interface ShopSession {
  /** `fetch` as the shop's page has it: `/api/session` answered by the shop server's route. */
  fetchWithShop: typeof fetch;
  close(): Promise<void>;
}

/** The route with firebase-admin's checks against the emulator named by FIREBASE_AUTH_EMULATOR_HOST. */
export function startShopSession(projectId: string, network: typeof fetch = fetch): ShopSession {
  // No remembering: each test's change to an account (disabled, deleted) shows at once.
  const tokens = firebaseTokenVerifier({ projectId, cacheTtlMs: 0 });
  const shop = new Hono().route(SESSION_PATH, sessionRoutes({ tokens }));
  const fetchWithShop = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    return url === SESSION_PATH ? Promise.resolve(shop.request(url, init)) : network(input, init);
  }) as typeof fetch;
  return { fetchWithShop, close: () => tokens.close() };
}
