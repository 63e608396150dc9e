import type { Auth } from "firebase/auth";
import type * as FirebaseAuthSdk from "~/lib/firebase-sdk";
import { firebaseSettings } from "~/config/env";
import { currentIdToken, setIdTokenProvider } from "~/lib/id-token";
import { readStorage } from "~/lib/storage";
import type { AuthClient } from "./auth-client";
import { isSessionInvalidation, toAuthFailure } from "./auth-errors";
import { startSessionChecks } from "./session-check";
import type { SessionUser } from "./session-user";

/** Where browserLocalPersistence keeps the signed-in user (see lib/firebase.ts). */
const storedSessionKey = `firebase:authUser:${firebaseSettings.apiKey}:[DEFAULT]`;

interface FirebaseUserLike {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
}

export function toSessionUser(user: FirebaseUserLike): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
  };
}

/**
 * A stored ID token is used only while it has this long to run: the SDK itself refreshes 5
 * minutes before expiry (spec §9), so a token it would replace is never sent.
 */
export const STORED_TOKEN_MARGIN_MS = 5 * 60 * 1000;

/** What the SDK stored with the session that the shop reads without the SDK. */
export interface StoredSession {
  uid: string;
  idToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/**
 * The session browserLocalPersistence stored, read without the SDK: its account and its ID token
 * (the SDK's `stsTokenManager`). Null when none is stored, or when it has a shape this code does
 * not know: then everything waits for the SDK, as before.
 */
export function readStoredSession(): StoredSession | null {
  const raw = readStorage(storedSessionKey);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as {
      uid?: unknown;
      stsTokenManager?: { accessToken?: unknown; expirationTime?: unknown };
    };
    const { uid, stsTokenManager: tokens } = stored;
    if (
      typeof uid !== "string" ||
      typeof tokens?.accessToken !== "string" ||
      typeof tokens.expirationTime !== "number"
    )
      return null;
    return { uid, idToken: tokens.accessToken, expiresAt: tokens.expirationTime };
  } catch {
    return null;
  }
}

/**
 * The ID token for our API before the SDK has loaded: the stored one while it is fresh, so a
 * page's data can load while the SDK starts and checks the session (decision 007); else the
 * SDK's, once loaded; none for a visitor. The server checks the token as it checks any other.
 */
export async function idTokenBeforeSdk(now = Date.now()): Promise<string | null> {
  const stored = readStoredSession();
  if (stored && stored.expiresAt - now > STORED_TOKEN_MARGIN_MS) return stored.idToken;
  if (readStorage(storedSessionKey) === null) return null;
  await loadFirebase();
  return currentIdToken();
}

// Registered when the app starts, before any route asks for data; the SDK replaces it on loading.
setIdTokenProvider(() => idTokenBeforeSdk());

function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.uid === b.uid &&
    a.email === b.email &&
    a.displayName === b.displayName &&
    a.photoURL === b.photoURL &&
    a.emailVerified === b.emailVerified
  );
}

type Firebase = { sdk: typeof FirebaseAuthSdk; auth: Auth };

let loading: Promise<Firebase> | null = null;
const onLoaded = new Set<() => void>();

/** The SDK is split into its own chunk and loaded on demand, once; a failed load can be retried. */
export function loadFirebase(): Promise<Firebase> {
  loading ??= Promise.all([import("~/lib/firebase-sdk"), import("~/lib/firebase")]).then(
    ([sdk, { auth }]) => {
      // Our API learns who is signed in from the ID token (refreshed by the SDK as needed),
      // once the SDK has read and checked the stored session.
      setIdTokenProvider(async () => {
        await auth.authStateReady();
        return auth.currentUser ? auth.currentUser.getIdToken() : null;
      });
      for (const callback of onLoaded) callback();
      return { sdk, auth };
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Asks the service about the signed-in account; the session ends if it was disabled or revoked. */
async function checkSession({ sdk, auth }: Firebase): Promise<void> {
  const user = auth.currentUser;
  if (!user) return;
  try {
    // The SDK signs out by itself on user-disabled and user-token-expired; we add the rest.
    await user.reload();
  } catch (error) {
    const { code } = toAuthFailure(error);
    if (isSessionInvalidation(code)) {
      if (auth.currentUser === user) await sdk.signOut(auth);
    } else if (code !== "auth/network-request-failed") {
      console.warn("Session check failed", error);
    }
  }
}

export const firebaseAuthClient: AuthClient = {
  hasStoredSession: () => readStorage(storedSessionKey) !== null,
  whenNeeded(connect) {
    let waiting = true;
    const fire = () => {
      if (!waiting) return;
      stop();
      connect();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === storedSessionKey && event.newValue) fire();
    };
    function stop() {
      waiting = false;
      onLoaded.delete(fire);
      window.removeEventListener("storage", onStorage);
    }
    onLoaded.add(fire);
    window.addEventListener("storage", onStorage);
    return stop;
  },
  async onUserChanged(listener) {
    const firebase = await loadFirebase();
    let last: SessionUser | null | undefined;
    // onIdTokenChanged rather than onAuthStateChanged: it also reports a new sign-in of the same
    // account and a reload, so the name and photo shown stay current.
    const unsubscribe = firebase.sdk.onIdTokenChanged(firebase.auth, (user) => {
      const next = user ? toSessionUser(user) : null;
      if (last !== undefined && sameUser(last, next)) return;
      last = next;
      listener(next);
    });
    const stopChecks = startSessionChecks(() => checkSession(firebase));
    return () => {
      unsubscribe();
      stopChecks();
    };
  },
};
