import { initializeApp } from "firebase/app";
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from "firebase/auth";
import { firebaseSettings } from "~/config/env";

// Loaded lazily (see features/auth/firebase-auth-client.ts) so the SDK never blocks first paint.
const app = initializeApp(
  firebaseSettings.mode === "production"
    ? {
        apiKey: firebaseSettings.apiKey,
        authDomain: firebaseSettings.authDomain,
        projectId: firebaseSettings.projectId,
        appId: firebaseSettings.appId,
      }
    : {
        apiKey: firebaseSettings.apiKey,
        projectId: firebaseSettings.projectId,
        // Popup sign-in insists on an auth domain even though the emulator serves its pages.
        authDomain: `${firebaseSettings.projectId}.firebaseapp.com`,
      },
);

// One persistence (localStorage) so a stored session can be detected synchronously before the
// SDK loads, and no popup resolver at start-up: popup sign-in passes it explicitly.
export const auth = initializeAuth(app, { persistence: browserLocalPersistence });

if (firebaseSettings.mode === "emulator") {
  connectAuthEmulator(auth, `http://${firebaseSettings.emulatorHost}`, { disableWarnings: true });
}
