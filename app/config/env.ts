import type { FirebaseSettings } from "@shared/firebase-settings";

declare const __FIREBASE_SETTINGS__: FirebaseSettings;

/**
 * Firebase settings, validated at build time (vite.config.ts) and injected as a constant, so the
 * browser bundle carries neither the schema nor a validator.
 */
export const firebaseSettings: FirebaseSettings = __FIREBASE_SETTINGS__;

declare const __SITE_URL__: string;

/** The shop's public origin (SITE_URL at build time; shared/site-url.ts). */
export const siteUrl: string = __SITE_URL__;
