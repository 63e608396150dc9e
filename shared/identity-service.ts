import type { FirebaseSettings } from "./firebase-settings";

// What the browser needs to check a stored session without the Firebase SDK (rest-session.ts and
// the SPA fallback's script). Kept apart from firebase-settings.ts, whose build-time validation
// brings zod into whatever imports it, and from session-key.ts, which every page loads.

/**
 * A stored ID token is used only while it has this long to run: the SDK refreshes 5 minutes
 * before expiry (spec §9), and so does the shop without it, so a token due for renewal is never
 * sent.
 */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60 * 1000;

/**
 * The identity service's REST endpoints (spec §7) that a stored session is checked and renewed
 * with, without the SDK: accounts:lookup and the token endpoint, on Google or the emulator.
 */
export function identityEndpoints(settings: FirebaseSettings): { lookup: string; token: string } {
  const key = `?key=${encodeURIComponent(settings.apiKey)}`;
  const base = (host: string) =>
    settings.mode === "emulator" ? `http://${settings.emulatorHost}/${host}` : `https://${host}`;
  return {
    lookup: `${base("identitytoolkit.googleapis.com")}/v1/accounts:lookup${key}`,
    token: `${base("securetoken.googleapis.com")}/v1/token${key}`,
  };
}
