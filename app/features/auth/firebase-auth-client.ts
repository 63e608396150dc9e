import type { Auth } from "firebase/auth";
import type * as FirebaseAuthSdk from "~/lib/firebase-sdk";
import { firebaseSettings } from "~/config/env";
import { setIdTokenProvider } from "~/lib/id-token";
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
      // Our API learns who is signed in from the ID token (refreshed by the SDK as needed).
      setIdTokenProvider(async () => (auth.currentUser ? auth.currentUser.getIdToken() : null));
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
