import { EARLY_REQUESTS_GLOBAL, earlyRequestKey, type EarlyRequest } from "@shared/early-requests";

/** An early answer older than this is not used: the screen asks afresh. */
export const EARLY_RESPONSE_MAX_AGE_MS = 30_000;

type EarlyRequests = Record<string, EarlyRequest | undefined>;

function filed(): EarlyRequests | undefined {
  return (window as unknown as Record<string, EarlyRequests | undefined>)[EARLY_REQUESTS_GLOBAL];
}

/**
 * The answer to a request the SPA fallback's script already sent for `url` with `idToken`, taken
 * once: a second reader, or one after EARLY_RESPONSE_MAX_AGE_MS, gets null and asks itself.
 */
export function takeEarlyResponse(
  url: string,
  idToken: string | null,
  now = Date.now(),
): Promise<Response> | null {
  const requests = typeof window === "undefined" ? undefined : filed();
  const key = earlyRequestKey(url, idToken);
  const entry = requests?.[key];
  if (!requests || !entry) return null;
  delete requests[key];
  return now - entry.at > EARLY_RESPONSE_MAX_AGE_MS ? null : entry.response;
}

/** The early answer for `url` if there is one, else (or if it failed) `fetchNow()`. */
export function earlyOr(
  url: string,
  idToken: string | null,
  fetchNow: () => Promise<Response>,
): Promise<Response> {
  const early = takeEarlyResponse(url, idToken);
  return early ? early.catch(() => fetchNow()) : fetchNow();
}
