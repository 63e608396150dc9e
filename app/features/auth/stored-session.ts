import { storedSessionKey } from "@shared/session-key";
import { firebaseSettings } from "~/config/env";
import { readStorage } from "~/lib/storage";

// The session the SDK's browserLocalPersistence stores, read without the SDK and without the
// network: whether one is stored and whose it is are known at once (rest-session.ts checks it).

export const SESSION_KEY = storedSessionKey(firebaseSettings);

/** The account whose session is stored, or null (rest-session.ts reads the whole record). */
export function storedUid(): string | null {
  try {
    const uid = (JSON.parse(readStorage(SESSION_KEY) ?? "null") as { uid?: unknown } | null)?.uid;
    return typeof uid === "string" ? uid : null;
  } catch {
    return null;
  }
}

/** Told when the stored session is removed in this tab (other tabs hear a storage event). */
export const forgotten = new Set<() => void>();

/** Signing out without the SDK: the stored session is removed (the SDK's signOut does no more). */
export function forgetStoredSession() {
  try {
    window.localStorage.removeItem(SESSION_KEY);
  } catch {
    // Storage disabled: there was nothing stored either.
  }
  for (const listener of forgotten) listener();
}
