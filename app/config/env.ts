import { parseFirebaseSettings } from "@shared/firebase-settings";

/** Validated build-time settings. The build refuses bad ones (vite.config.ts), so this cannot throw in a built app. */
export const firebaseSettings = parseFirebaseSettings(import.meta.env);
