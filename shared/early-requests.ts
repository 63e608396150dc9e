/**
 * The SPA fallback's inline script (scripts/lib/fallback-preloads.ts) starts a page's requests
 * before any of the app's code has loaded: the data its route reads first, and for a stored
 * session the identity service's check of it. It files each answer here; the app takes it
 * (app/lib/early-response.ts) instead of asking again. Both sides use these names.
 */
export const EARLY_REQUESTS_GLOBAL = "__petboxEarly";

/** An early request is filed under its URL and the ID token it carried ("" for none). */
export function earlyRequestKey(url: string, idToken: string | null): string {
  return `${url} ${idToken ?? ""}`;
}

/** What the script files: when the request was sent, and the answer to come. */
export interface EarlyRequest {
  at: number;
  response: Promise<Response>;
}
