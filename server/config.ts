import path from "node:path";
import { EMULATOR_PROJECT_ID } from "../shared/firebase-settings";

/** The shop server's run-time settings (README, "Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  clientDir: string;
  catalogueFile: string | null;
  databaseUrl: string | null;
  dataDir: string;
  firebaseProjectId: string;
  emulatorHost: string | null;
  rateLimit: { limit: number; windowMs: number } | null;
  trustProxyHops: number;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

function whole(env: NodeJS.ProcessEnv, key: string, fallback: number, min = 0): number {
  const raw = env[key];
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) {
    throw new ConfigError(`${key} must be a whole number of at least ${min} (got "${raw}").`);
  }
  return Number(raw);
}

export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const production = env.NODE_ENV === "production";
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || null;
  if (production && emulatorHost) {
    throw new ConfigError(
      "FIREBASE_AUTH_EMULATOR_HOST is set with NODE_ENV=production: the emulator accepts unsigned " +
        "tokens, so the server refuses to start. Unset one of them.",
    );
  }
  const projectId =
    env.FIREBASE_PROJECT_ID ||
    env.VITE_FIREBASE_PROJECT_ID ||
    (production ? "" : EMULATOR_PROJECT_ID);
  if (!projectId) {
    throw new ConfigError(
      "Set FIREBASE_PROJECT_ID (or VITE_FIREBASE_PROJECT_ID) to the Firebase project whose sign-ins the API accepts.",
    );
  }
  const buildDir = env.BUILD_DIR ?? "build";
  const limit = whole(env, "RATE_LIMIT_WRITES", 30);
  const windowSeconds = whole(env, "RATE_LIMIT_WINDOW_SECONDS", 60, 1);
  return {
    port: whole(env, "PORT", 3000),
    // The emulator's tokens are unsigned, so a server that accepts them answers this machine only.
    host: env.HOST || (emulatorHost ? "127.0.0.1" : "0.0.0.0"),
    production,
    clientDir: path.resolve(buildDir, "client"),
    catalogueFile: env.CATALOGUE_FILE || null,
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.DATA_DIR || path.join(".data", "db"),
    firebaseProjectId: projectId,
    emulatorHost,
    rateLimit: limit === 0 ? null : { limit, windowMs: windowSeconds * 1000 },
    trustProxyHops: whole(env, "TRUST_PROXY", 0),
  };
}
