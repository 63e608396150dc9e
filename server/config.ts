import path from "node:path";
import { isValidTimeZone } from "../shared/commerce/dates";
import { EMULATOR_PROJECT_ID } from "../shared/firebase-settings";
import { shopContact } from "../shared/shop/contact";

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
  /**
   * TOKEN_CACHE_SECONDS (default 30; 0 turns it off): how long a verified ID token is trusted
   * without asking the identity service again (decision 160).
   */
  tokenCacheMs: number;
  trustProxyHops: number;
  /**
   * STOP_TIMEOUT_SECONDS (default 10): on SIGTERM, how long requests in flight may take to
   * finish before their connections are cut (decision 150).
   */
  stopTimeoutMs: number;
  /**
   * STOP_NOTICE_SECONDS (default 2): after SIGTERM, how long the server still accepts connections
   * (answering 503) so that the balancer's health check notices before connections are refused.
   */
  stopNoticeMs: number;
  /** Commerce (issue 12): the zone whose calendar delivery dates are in (SHOP_TIME_ZONE). */
  shopTimeZone: string;
  /** PLANS_FILE, else the plans beside the catalogue. */
  plansFile: string | null;
  /** The shop's public address, for Stripe's return pages and links in e-mails (SHOP_URL). */
  shopUrl: string;
  /** Card payments through Stripe; null: the manual "pay on first delivery" provider. */
  stripe: { secretKey: string; webhookSecret: string } | null;
  /** SMTP_URL: where the outbox is sent; null keeps messages in the table. */
  smtpUrl: string | null;
  /** MAIL_FROM: the From of every message. */
  mailFrom: string;
  /** MAIL_REPLY_TO: where customers' replies go (default: the support address of the shop). */
  mailReplyTo: string;
  /** SHOP_NOTIFY_EMAIL: where the shop is told of each new order; null: nobody is. */
  shopNotifyEmail: string | null;
  /** OWNER_UIDS: Firebase uids (comma-separated) of the first owners (decision 222). */
  ownerUids: string[];
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

/** OWNER_UIDS="uid1, uid2": Firebase uids are 1–128 characters without commas or spaces. */
export function ownerUids(raw: string | undefined): string[] {
  const uids = (raw ?? "")
    .split(",")
    .map((uid) => uid.trim())
    .filter((uid) => uid !== "");
  const bad = uids.find((uid) => uid.length > 128 || /\s/.test(uid));
  if (bad !== undefined) {
    throw new ConfigError(
      `OWNER_UIDS must be Firebase user ids separated by commas (got "${bad.slice(0, 40)}").`,
    );
  }
  return [...new Set(uids)];
}

const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/**
 * An e-mail address, alone or after a name ("PetBox support <support@petbox.example>"). One
 * address on one line: a line break would let a setting add headers of its own.
 */
export function isMailAddress(value: string, named = true): boolean {
  if (/[\r\n]/.test(value)) return false;
  const match = named ? /^(?:[^<>"]+\s)?<([^<>]+)>$/.exec(value) : null;
  return ADDRESS.test(match ? (match[1] ?? "") : value);
}

/** MAIL_FROM, MAIL_REPLY_TO and SHOP_NOTIFY_EMAIL, for the server and the owner's command. */
export function mailSettings(env: NodeJS.ProcessEnv) {
  const mailReplyTo = env.MAIL_REPLY_TO || `PetBox support <${shopContact.supportEmail}>`;
  if (!isMailAddress(mailReplyTo)) {
    throw new ConfigError(
      `MAIL_REPLY_TO must be an e-mail address, alone or as "Name <address>" (got "${mailReplyTo.slice(0, 80)}").`,
    );
  }
  const shopNotifyEmail = env.SHOP_NOTIFY_EMAIL || null;
  if (shopNotifyEmail && !isMailAddress(shopNotifyEmail, false)) {
    throw new ConfigError(
      `SHOP_NOTIFY_EMAIL must be one e-mail address such as orders@petbox.example (got "${shopNotifyEmail.slice(0, 80)}").`,
    );
  }
  return {
    mailFrom: env.MAIL_FROM || "PetBox <orders@petbox.example>",
    mailReplyTo,
    shopNotifyEmail,
  };
}

function commerceSettings(env: NodeJS.ProcessEnv, production: boolean, port: number) {
  const shopTimeZone = env.SHOP_TIME_ZONE || "UTC";
  if (!isValidTimeZone(shopTimeZone)) {
    throw new ConfigError(
      `SHOP_TIME_ZONE must be an IANA time zone such as "America/New_York" (got "${shopTimeZone}").`,
    );
  }
  const secretKey = env.STRIPE_SECRET_KEY || "";
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || "";
  if (Boolean(secretKey) !== Boolean(webhookSecret)) {
    throw new ConfigError(
      "Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for card payments, or neither for " +
        "pay on first delivery.",
    );
  }
  if (secretKey && !/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) {
    throw new ConfigError(
      "STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…).",
    );
  }
  if (webhookSecret && !/^whsec_\w+$/.test(webhookSecret)) {
    throw new ConfigError("STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…).");
  }
  const shopUrl = (env.SHOP_URL || `http://localhost:${port}`).replace(/\/+$/, "");
  let parsed: URL | null = null;
  try {
    parsed = new URL(shopUrl);
  } catch {
    parsed = null;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.pathname !== "/") {
    throw new ConfigError(
      `SHOP_URL must be the shop's address, like https://petbox.example (got "${shopUrl}").`,
    );
  }
  if (production && secretKey && !env.SHOP_URL) {
    throw new ConfigError(
      "Set SHOP_URL to the shop's public https address: Stripe sends customers back to it after paying.",
    );
  }
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl && !/^smtps?:\/\/[^/\s]+/.test(smtpUrl)) {
    throw new ConfigError(
      "SMTP_URL must look like smtp://user:password@host:587 or smtps://…:465.",
    );
  }
  return {
    shopTimeZone,
    plansFile: env.PLANS_FILE || null,
    shopUrl,
    stripe: secretKey ? { secretKey, webhookSecret } : null,
    smtpUrl,
    ...mailSettings(env),
    ownerUids: ownerUids(env.OWNER_UIDS),
  };
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
  const port = whole(env, "PORT", 3000);
  return {
    port,
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
    tokenCacheMs: whole(env, "TOKEN_CACHE_SECONDS", 30) * 1000,
    trustProxyHops: whole(env, "TRUST_PROXY", 0),
    stopTimeoutMs: whole(env, "STOP_TIMEOUT_SECONDS", 10) * 1000,
    stopNoticeMs: whole(env, "STOP_NOTICE_SECONDS", 2) * 1000,
    ...commerceSettings(env, production, port),
  };
}
