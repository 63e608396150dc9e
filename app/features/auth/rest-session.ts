import { SESSION_PATH, type SessionAnswer } from "@shared/api/session";
import { TOKEN_REFRESH_MARGIN_MS, tokenEndpoint } from "@shared/identity-service";
import { firebaseSettings } from "~/config/env";
import { earlyOr } from "~/lib/early-response";
import { readStorage, writeStorage } from "~/lib/storage";
import { isSessionInvalidation } from "./auth-failure";
import type { SessionUser } from "./session-user";
import { startSessionChecks } from "./session-check";
import { forgetStoredSession, forgotten, SESSION_KEY } from "./stored-session";

// A stored session checked without the Firebase SDK: confirmed by the shop's server (GET
// /api/session, decision 168) and renewed at the identity service's token endpoint (spec §7). A
// customer who opens a signed-in page does not download and start the SDK (≈ 29 KB gzip) just to
// learn who they are; the SDK loads when they sign in, sign out with it loaded, or change their
// profile (docs/decisions/165). Both read and write the SDK's own stored record, so either can
// take over.
// Loaded only where a session is stored: a visitor's pages do not carry it.

/** The SDK's stored record (browserLocalPersistence), the fields the shop reads and writes. */
interface StoredRecord {
  uid: string;
  email?: string | null;
  displayName?: string | null;
  photoURL?: string | null;
  emailVerified?: boolean;
  stsTokenManager: { accessToken: string; refreshToken: string; expirationTime: number };
  [field: string]: unknown;
}

/** The stored record, or null when there is none or it has a shape this code does not know. */
export function readRecord(): StoredRecord | null {
  const raw = readStorage(SESSION_KEY);
  if (!raw) return null;
  try {
    const record = JSON.parse(raw) as Partial<StoredRecord>;
    const tokens = record.stsTokenManager;
    if (
      typeof record.uid !== "string" ||
      typeof tokens?.accessToken !== "string" ||
      typeof tokens.refreshToken !== "string" ||
      typeof tokens.expirationTime !== "number"
    )
      return null;
    return record as StoredRecord;
  } catch {
    return null;
  }
}

const renewUrl = tokenEndpoint(firebaseSettings);

function userOf(record: StoredRecord): SessionUser {
  return {
    uid: record.uid,
    email: record.email ?? null,
    displayName: record.displayName ?? null,
    photoURL: record.photoURL ?? null,
    emailVerified: record.emailVerified === true,
  };
}

/** What the service said: an answer, the session is over, or it could not be asked. */
type Answer<T> = { kind: "ok"; value: T } | { kind: "signed-out" } | { kind: "unreachable" };

async function ask<T>(request: () => Promise<Response>): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await request();
  } catch {
    return { kind: "unreachable" };
  }
  const body = (await response.json().catch(() => null)) as
    (T & { error?: { message?: unknown } }) | null;
  if (response.ok && body) return { kind: "ok", value: body };
  const message = body?.error?.message;
  // The service's table of codes loads only for a refusal (decision 277): a session renewed or
  // confirmed, every signed-in visit, carries none of it. Not fetched, the refusal counts as an
  // outage, and the customer stays signed in until the next check.
  const code =
    typeof message === "string"
      ? await import("./service-error-codes").then(
          ({ serviceErrorCode }) => serviceErrorCode(message),
          () => "auth/internal-error",
        )
      : "auth/internal-error";
  // Only a refusal of this session ends it; an outage or an odd answer keeps the customer signed
  // in until the next check, as the SDK does when it cannot reach the service.
  return isSessionInvalidation(code) ? { kind: "signed-out" } : { kind: "unreachable" };
}

let refreshing: Promise<Answer<string>> | null = null;

/** New tokens for the stored session (POST /v1/token), stored where the SDK keeps them. */
function refresh(record: StoredRecord): Promise<Answer<string>> {
  refreshing ??= ask<{ id_token: string; refresh_token: string; expires_in: string }>(() =>
    fetch(renewUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: record.stsTokenManager.refreshToken,
      }).toString(),
    }),
  )
    .then((answer): Answer<string> => {
      if (answer.kind !== "ok") return answer;
      const { id_token, refresh_token, expires_in } = answer.value;
      const current = readRecord();
      // Signed out, or another account signed in, while the request was on its way.
      if (!current || current.uid !== record.uid) return { kind: "signed-out" };
      current.stsTokenManager = {
        accessToken: id_token,
        refreshToken: refresh_token,
        expirationTime: Date.now() + Number(expires_in) * 1000,
      };
      writeStorage(SESSION_KEY, JSON.stringify(current));
      return { kind: "ok", value: id_token };
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** The record's ID token while it is fresh; otherwise a renewed one. */
function freshToken(record: StoredRecord, now = Date.now()): Promise<Answer<string>> {
  const tokens = record.stsTokenManager;
  return tokens.expirationTime - now > TOKEN_REFRESH_MARGIN_MS
    ? Promise.resolve({ kind: "ok", value: tokens.accessToken })
    : refresh(record);
}

/** A fresh ID token for the stored session, renewing it when it is due; null without one. */
export async function storedIdToken(now = Date.now()): Promise<string | null> {
  const record = readRecord();
  if (!record) return null;
  const answer = await freshToken(record, now);
  if (answer.kind === "signed-out") forgetIfStill(record.uid);
  return answer.kind === "ok" ? answer.value : null;
}

function forgetIfStill(uid: string) {
  if (readRecord()?.uid === uid) forgetStoredSession();
}

/** Our API's answer (decision 168), read by hand: this chunk carries no schema library. */
function isSessionAnswer(body: unknown): body is SessionAnswer {
  const answer = body as Partial<SessionAnswer> | null;
  const nullableString = (value: unknown) => value === null || typeof value === "string";
  return (
    typeof answer === "object" &&
    answer !== null &&
    typeof answer.uid === "string" &&
    nullableString(answer.email) &&
    nullableString(answer.displayName) &&
    nullableString(answer.photoURL) &&
    typeof answer.emailVerified === "boolean"
  );
}

/** GET /api/session: 401 ends the session; an outage or an odd answer does not. */
async function askShop(token: string): Promise<Answer<SessionAnswer>> {
  let response: Response;
  try {
    response = await earlyOr(SESSION_PATH, token, () =>
      fetch(SESSION_PATH, {
        headers: { accept: "application/json", authorization: `Bearer ${token}` },
      }),
    );
  } catch {
    return { kind: "unreachable" };
  }
  if (response.status === 401) return { kind: "signed-out" };
  const body: unknown = response.ok ? await response.json().catch(() => null) : null;
  return isSessionAnswer(body) ? { kind: "ok", value: body } : { kind: "unreachable" };
}

/**
 * Confirms the stored session with the shop's server (GET /api/session, renewing the ID token
 * first if it is due), which asks the identity service about the account: the same checks as the
 * SDK's start-up reload, on the connection the page already has (decision 168). Null when none
 * is stored or the session is over (disabled, deleted, revoked: the record is then removed, spec
 * §4); the stored account, unconfirmed, when it could not be asked. The SPA fallback's script may
 * have sent the request already (decision 165).
 */
export async function checkStoredSession(): Promise<SessionUser | null> {
  const record = readRecord();
  if (!record) return null;
  const renewed = await freshToken(record);
  if (renewed.kind === "signed-out") return signedOut(record);
  if (renewed.kind === "unreachable") return userOf(record);
  const answer = await askShop(renewed.value);
  if (answer.kind === "signed-out") return signedOut(record);
  if (answer.kind === "unreachable") return userOf(record);
  const account = answer.value;
  if (account.uid !== record.uid) return signedOut(record);
  const current = readRecord();
  if (!current || current.uid !== record.uid) return current ? userOf(current) : null;
  // The account as the service has it now, kept with the session as the SDK's reload does.
  const updated: StoredRecord = {
    ...current,
    email: account.email,
    displayName: account.displayName,
    photoURL: account.photoURL,
    emailVerified: account.emailVerified,
  };
  writeStorage(SESSION_KEY, JSON.stringify(updated));
  return userOf(updated);
}

function signedOut(record: StoredRecord): null {
  forgetIfStill(record.uid);
  return null;
}

/**
 * Follows the stored session: checked on the session-check schedule (focus, visibility, every 5
 * minutes), when another tab changes it, and signed out when it is removed here. Returns a
 * function that stops following (the SDK, once loaded, takes over: firebase-auth-client.ts).
 */
export function followStoredSession(report: (user: SessionUser | null) => void): () => void {
  let stopped = false;
  const check = () =>
    checkStoredSession().then((user) => {
      if (!stopped) report(user);
    });
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_KEY && event.key !== null) return;
    if (readRecord()) void check();
    else report(null);
  };
  const onForgotten = () => report(null);
  const stopChecks = startSessionChecks(check);
  window.addEventListener("storage", onStorage);
  forgotten.add(onForgotten);
  return () => {
    stopped = true;
    stopChecks();
    window.removeEventListener("storage", onStorage);
    forgotten.delete(onForgotten);
  };
}
