import { z } from "./zod";

/**
 * Firebase web-app settings, read at build time from VITE_FIREBASE_*.
 * Either all four production settings are set (a real Firebase project) or none is
 * (the local Auth Emulator with the demo project). Anything in between is a mistake.
 */
export const EMULATOR_PROJECT_ID = "demo-petbox";
export const DEFAULT_EMULATOR_HOST = "127.0.0.1:9099";

const productionKeys = [
  "VITE_FIREBASE_API_KEY",
  "VITE_FIREBASE_AUTH_DOMAIN",
  "VITE_FIREBASE_PROJECT_ID",
  "VITE_FIREBASE_APP_ID",
] as const;

const productionSchema = z.object({
  VITE_FIREBASE_API_KEY: z
    .string()
    .check(z.regex(/^[\w-]{10,}$/, "must be the web API key of the project")),
  VITE_FIREBASE_AUTH_DOMAIN: z
    .string()
    .check(
      z.regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, "must be a host name such as my-shop.firebaseapp.com"),
    ),
  VITE_FIREBASE_PROJECT_ID: z
    .string()
    .check(
      z.regex(
        /^[a-z0-9-]{4,30}$/,
        "must be a Firebase project id (lower-case letters, digits, dashes)",
      ),
    ),
  VITE_FIREBASE_APP_ID: z
    .string()
    .check(z.regex(/^\d+:\d+:web:[0-9a-f]+$/i, "must look like 1:123:web:abc")),
});

const emulatorHostSchema = z
  .string()
  .check(z.regex(/^[\w.-]+:\d{2,5}$/, "must be host:port, for example 127.0.0.1:9099"));

export type FirebaseSettings =
  | {
      mode: "production";
      apiKey: string;
      authDomain: string;
      projectId: string;
      appId: string;
    }
  | { mode: "emulator"; apiKey: string; projectId: string; emulatorHost: string };

export class SettingsError extends Error {
  override name = "SettingsError";
}

type Env = Record<string, string | undefined>;

export function parseFirebaseSettings(env: Env): FirebaseSettings {
  const present = productionKeys.filter((key) => (env[key] ?? "").trim() !== "");
  if (present.length === 0) {
    const host = env.VITE_FIREBASE_AUTH_EMULATOR_HOST?.trim() || DEFAULT_EMULATOR_HOST;
    const parsedHost = emulatorHostSchema.safeParse(host);
    if (!parsedHost.success) {
      throw new SettingsError(
        `VITE_FIREBASE_AUTH_EMULATOR_HOST ${parsedHost.error.issues[0]?.message ?? "is invalid"}`,
      );
    }
    return {
      mode: "emulator",
      apiKey: "demo-petbox-api-key",
      projectId: EMULATOR_PROJECT_ID,
      emulatorHost: parsedHost.data,
    };
  }
  const missing = productionKeys.filter((key) => !present.includes(key));
  if (missing.length > 0) {
    throw new SettingsError(
      `${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set: set all four VITE_FIREBASE_* settings for a real Firebase project, or none for the local emulator`,
    );
  }
  const parsed = productionSchema.safeParse(
    Object.fromEntries(productionKeys.map((key) => [key, env[key]?.trim()])),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SettingsError(`${String(issue?.path[0])} ${issue?.message ?? "is invalid"}`);
  }
  return {
    mode: "production",
    apiKey: parsed.data.VITE_FIREBASE_API_KEY,
    authDomain: parsed.data.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: parsed.data.VITE_FIREBASE_PROJECT_ID,
    appId: parsed.data.VITE_FIREBASE_APP_ID,
  };
}
