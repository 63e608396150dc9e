import { firebaseSettings } from "~/config/env";
import { readStorage } from "~/lib/storage";
import type { AuthClient } from "./auth-client";
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

/** The SDK is split into its own chunk and loaded on demand. */
export function loadFirebase() {
  return Promise.all([import("firebase/auth"), import("~/lib/firebase")]).then(
    ([sdk, { auth }]) => ({ sdk, auth }),
  );
}

export const firebaseAuthClient: AuthClient = {
  hasStoredSession: () => readStorage(storedSessionKey) !== null,
  async onUserChanged(listener) {
    const { sdk, auth } = await loadFirebase();
    return sdk.onAuthStateChanged(auth, (user) => listener(user ? toSessionUser(user) : null));
  },
};
