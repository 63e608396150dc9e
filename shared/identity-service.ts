import type { FirebaseSettings } from "./firebase-settings";

// What the browser needs to renew a stored session without the Firebase SDK (rest-session.ts and
// the SPA fallback's script). Kept apart from firebase-settings.ts, whose build-time validation
// brings zod into whatever imports it, and from session-key.ts, which every page loads.

/**
 * A stored ID token is used only while it has this long to run: the SDK refreshes 5 minutes
 * before expiry (spec §9), and so does the shop without it, so a token due for renewal is never
 * sent.
 */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60 * 1000;

/**
 * The identity service's REST endpoint (spec §7) that a stored session is renewed with, without
 * the SDK: the token endpoint, on Google or the emulator. (The session itself is confirmed by the
 * shop's server, GET /api/session: decision 168.)
 */
export function tokenEndpoint(settings: FirebaseSettings): string {
  const host = "securetoken.googleapis.com";
  const base =
    settings.mode === "emulator" ? `http://${settings.emulatorHost}/${host}` : `https://${host}`;
  return `${base}/v1/token?key=${encodeURIComponent(settings.apiKey)}`;
}
