import type { Auth } from "firebase/auth";
import type * as FirebaseAuthSdk from "~/lib/firebase-sdk";
import { setIdTokenProvider } from "~/lib/id-token";
import { readStorage } from "~/lib/storage";
import type { AuthClient } from "./auth-client";
import { isSessionInvalidation, toAuthFailure } from "./auth-failure";
import { forgetStoredSession, SESSION_KEY } from "./stored-session";
import { startSessionChecks } from "./session-check";
import type { SessionUser } from "./session-user";

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
 * The REST session client (decision 165), loaded only where a session is stored; the SPA
 * fallback preloads it then.
 */
const restSession = () => import("./rest-session");

// Our API learns who is signed in from the ID token. Until the SDK loads (if it ever does on this
// page) that is the stored session's, renewed through the REST interface when due.
setIdTokenProvider(async () =>
  readStorage(SESSION_KEY) === null ? null : (await restSession()).storedIdToken(),
);

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
let loaded: Firebase | null = null;
const onLoaded = new Set<() => void>();

/** The SDK is split into its own chunk and loaded on demand, once; a failed load can be retried. */
export function loadFirebase(): Promise<Firebase> {
  loading ??= Promise.all([import("~/lib/firebase-sdk"), import("~/lib/firebase")])
    .then(async ([sdk, { auth }]) => {
      // Ready once it has read and checked the stored session (a profile change needs its user).
      await auth.authStateReady();
      // From now on the SDK renews the ID token.
      setIdTokenProvider(async () => {
        await auth.authStateReady();
        return auth.currentUser ? auth.currentUser.getIdToken() : null;
      });
      loaded = { sdk, auth };
      for (const callback of onLoaded) callback();
      return loaded;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
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

/** Follows the SDK's user; the SDK checks the account on the same schedule as without it. */
function followSdk({ sdk, auth }: Firebase, report: (user: SessionUser | null) => void) {
  // onIdTokenChanged rather than onAuthStateChanged: it also reports a new sign-in of the same
  // account and a reload, so the name and photo shown stay current.
  const unsubscribe = sdk.onIdTokenChanged(auth, (user) =>
    report(user ? toSessionUser(user) : null),
  );
  const stopChecks = startSessionChecks(() => checkSession({ sdk, auth }));
  return () => {
    unsubscribe();
    stopChecks();
  };
}

/**
 * Signs out of a session followed without the SDK (decision 165): the stored session is removed,
 * as the SDK's signOut does. Returns false when the SDK is loaded and must sign out itself.
 */
export function signOutWithoutSdk(): boolean {
  if (loading) return false;
  forgetStoredSession();
  return true;
}

export const firebaseAuthClient: AuthClient = {
  hasStoredSession: () => readStorage(SESSION_KEY) !== null,
  whenNeeded(connect) {
    let waiting = true;
    const fire = () => {
      if (!waiting) return;
      stop();
      connect();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_KEY && event.newValue) fire();
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
    let last: SessionUser | null | undefined;
    const report = (next: SessionUser | null) => {
      if (last !== undefined && sameUser(last, next)) return;
      last = next;
      listener(next);
    };
    // The SDK is loaded when someone signs in on this page; otherwise a stored session is checked
    // without it (decision 165).
    if (loading) return followSdk(await loadFirebase(), report);
    const rest = await restSession();
    const user = await rest.checkStoredSession();
    // The SDK may have loaded meanwhile (a sign-out or profile change right at the start).
    if (loaded) return followSdk(loaded, report);
    report(user);
    // Until the SDK loads, if it does on this page; then it takes over.
    const stopRest = rest.followStoredSession((next) => {
      if (!loaded) report(next);
    });
    let stopSdk: (() => void) | undefined;
    const handOver = () => {
      stopRest();
      if (loaded) stopSdk = followSdk(loaded, report);
    };
    onLoaded.add(handOver);
    return () => {
      onLoaded.delete(handOver);
      stopRest();
      stopSdk?.();
    };
  },
};
