import { closeSync, existsSync, openSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { emulatorSignUp } from "./emulator-account";
import { emulatorConfigFor, isPortFree, startEmulator, stopProcess, waitForHttp } from "./services";

export const TEST_PROJECT = "demo-petbox";

export interface TestEmulator {
  host: string;
  createAccount(options?: {
    displayName?: string;
  }): Promise<{ uid: string; idToken: string; email: string }>;
  /** Changes the account's display name, as the profile page does; `idToken` stays as it was. */
  setDisplayName(idToken: string, displayName: string): Promise<void>;
  /** Signs in again (password Kibble123): a fresh ID token, as the browser renews one. */
  signIn(email: string): Promise<string>;
  stop(): Promise<void>;
}

async function freeEmulatorPort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 30_000);
    const free = await Promise.all([port, port + 1, port + 2].map((p) => isPortFree(p)));
    if (free.every(Boolean)) return port;
  }
  throw new Error("no free port for the Auth Emulator");
}

/**
 * A real Firebase Auth Emulator for this test file, on a free port. Sets
 * FIREBASE_AUTH_EMULATOR_HOST, which firebase-admin reads on every check.
 */
export async function startTestEmulator(): Promise<TestEmulator> {
  const shared = process.env[SHARED_EMULATOR_DIR];
  if (shared) {
    const host = await sharedEmulatorHost(shared);
    process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
    // The run's: tests/setup/auth-emulator.ts stops it when the run ends.
    return emulatorOn(host, async () => {
      delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    });
  }
  const port = await freeEmulatorPort();
  const child = startEmulator({ config: emulatorConfigFor(port), quiet: true });
  const host = `127.0.0.1:${port}`;
  try {
    await waitForHttp(`http://${host}/`, { child, timeoutMs: 90_000 });
  } catch (error) {
    await stopProcess(child, "SIGKILL");
    throw error;
  }
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  return emulatorOn(host, async () => {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    await stopProcess(child, "SIGTERM", 5000);
  });
}

/**
 * Set by tests/setup/auth-emulator.ts for a Vitest run: a folder where the run's one Auth
 * Emulator is started by the first test file that needs it and found by the others. A start of
 * the emulator (a Java process) took ~7 s of a 2-core machine for each of the two dozen files.
 * Every file makes accounts of its own (unique e-mails and uids), so they can share it.
 */
export const SHARED_EMULATOR_DIR = "PETBOX_TEST_EMULATOR_DIR";

/** host:port of the run's shared emulator, started here if no file has started it yet. */
async function sharedEmulatorHost(dir: string): Promise<string> {
  const hostFile = path.join(dir, "host");
  const failedFile = path.join(dir, "failed");
  let first = false;
  try {
    closeSync(openSync(path.join(dir, "lock"), "wx"));
    first = true;
  } catch {
    first = false; // another test file is starting it, or has
  }
  if (first) {
    try {
      const port = await freeEmulatorPort();
      const child = startEmulator({ config: emulatorConfigFor(port), quiet: true });
      child.unref(); // it outlives this test file; the run's teardown stops it by its pid
      writeFileSync(path.join(dir, "pid"), String(child.pid));
      await waitForHttp(`http://127.0.0.1:${port}/`, { child, timeoutMs: 120_000 });
      writeFileSync(`${hostFile}.tmp`, `127.0.0.1:${port}`);
      renameSync(`${hostFile}.tmp`, hostFile);
    } catch (error) {
      writeFileSync(failedFile, error instanceof Error ? error.message : String(error));
      throw error;
    }
  }
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (existsSync(hostFile)) return readFileSync(hostFile, "utf8");
    if (existsSync(failedFile)) {
      throw new Error(`The run's Auth Emulator did not start: ${readFileSync(failedFile, "utf8")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("The run's Auth Emulator did not answer within 150 s");
}

/** Accounts on the emulator at `host`. */
function emulatorOn(host: string, stop: () => Promise<void>): TestEmulator {
  const identity = `http://${host}/identitytoolkit.googleapis.com/v1`;
  let counter = 0;

  return {
    host,
    async createAccount({ displayName } = {}) {
      counter += 1;
      const email = `api-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
      const created = await emulatorSignUp(identity, { email, password: "Kibble123" });
      const localId = created.uid;
      let idToken = created.idToken;
      if (displayName) {
        const update = await fetch(`${identity}/accounts:update?key=demo-key`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ idToken, displayName, returnSecureToken: true }),
        });
        if (!update.ok) throw new Error(`update: ${update.status} ${await update.text()}`);
        // A fresh token carries the new name.
        const signIn = await fetch(`${identity}/accounts:signInWithPassword?key=demo-key`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, password: "Kibble123", returnSecureToken: true }),
        });
        if (!signIn.ok) throw new Error(`signIn: ${signIn.status} ${await signIn.text()}`);
        idToken = ((await signIn.json()) as { idToken: string }).idToken;
      }
      return { uid: localId, idToken, email };
    },
    async setDisplayName(idToken, displayName) {
      const update = await fetch(`${identity}/accounts:update?key=demo-key`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ idToken, displayName }),
      });
      if (!update.ok) throw new Error(`update: ${update.status} ${await update.text()}`);
    },
    async signIn(email) {
      const signIn = await fetch(`${identity}/accounts:signInWithPassword?key=demo-key`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: "Kibble123", returnSecureToken: true }),
      });
      if (!signIn.ok) throw new Error(`signIn: ${signIn.status} ${await signIn.text()}`);
      return ((await signIn.json()) as { idToken: string }).idToken;
    },
    stop,
  };
}

/** The token's parts, to forge variants: expired, tampered, for another project. */
export function decodeToken(token: string) {
  const [header, payload] = token.split(".");
  const parse = (part: string | undefined) =>
    JSON.parse(Buffer.from(part ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
  return { header: parse(header), payload: parse(payload) };
}

export function encodeToken(
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
  signature = "",
): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part(header)}.${part(payload)}.${signature}`;
}

/**
 * Tokens the API must refuse with 401, made from a genuine one: missing (null), malformed,
 * expired, tampered with, for another project.
 */
export function refusedTokenVariants(idToken: string): [string, string | null][] {
  const { header, payload } = decodeToken(idToken);
  const now = Math.floor(Date.now() / 1000);
  return [
    ["missing", null],
    ["malformed: not a JWT", "not-a-token"],
    ["malformed: undecodable parts", "aaaa.bbbb.cccc"],
    ["malformed: header only", idToken.split(".")[0] + "."],
    [
      "expired",
      encodeToken(header, {
        ...payload,
        iat: now - 7200,
        auth_time: now - 7200,
        exp: now - 3600,
      }),
    ],
    [
      "tampered: another user's uid",
      encodeToken(header, { ...payload, sub: "someone-else", user_id: "someone-else" }),
    ],
    [
      "tampered: claims an RS256 signature it does not have",
      encodeToken(
        { ...header, alg: "RS256", kid: "fake" },
        { ...payload, name: "Admin" },
        "c2lnbmF0dXJl",
      ),
    ],
    ["wrong project: audience", encodeToken(header, { ...payload, aud: "demo-other" })],
    [
      "wrong project: issuer",
      encodeToken(header, { ...payload, iss: "https://securetoken.google.com/demo-other" }),
    ],
    [
      "wrong project: both",
      encodeToken(header, {
        ...payload,
        aud: "demo-other",
        iss: "https://securetoken.google.com/demo-other",
      }),
    ],
  ];
}
