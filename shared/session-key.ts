import type { FirebaseSettings } from "./firebase-settings";

/**
 * Where the browser keeps a signed-in session: the Firebase SDK's browserLocalPersistence key,
 * also read without the SDK (app/features/auth/rest-session.ts and the SPA fallback's script).
 */
export function storedSessionKey(settings: Pick<FirebaseSettings, "apiKey">): string {
  return `firebase:authUser:${settings.apiKey}:[DEFAULT]`;
}
