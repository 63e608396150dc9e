// @vitest-environment node
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  decodeToken,
  startTestEmulator,
  TEST_PROJECT,
  type TestEmulator,
} from "../../scripts/lib/test-emulator";
import {
  AuthUnavailableError,
  firebaseTokenVerifier,
  InvalidTokenError,
  VERIFIED_TOKEN_TTL_MS,
  type TokenVerifier,
} from "./verify-token";

// A real database is not needed, a real Auth Emulator is: its answers decide.
vi.setConfig({ testTimeout: 30_000 });

/**
 * Between the verifier and the Auth Emulator: counts the calls to the identity service, and
 * can answer them as a service in trouble would (500 INTERNAL_ERROR).
 */
interface CountingProxy {
  host: string;
  calls: number;
  down: boolean;
  close(): Promise<void>;
}

async function countingProxy(target: string): Promise<CountingProxy> {
  const [hostname, port] = target.split(":");
  const proxy: CountingProxy = { host: "", calls: 0, down: false, close: async () => {} };
  const server: Server = createServer((incoming, outgoing) => {
    proxy.calls += 1;
    if (proxy.down) {
      outgoing.writeHead(500, { "content-type": "application/json" });
      outgoing.end(JSON.stringify({ error: { code: 500, message: "INTERNAL_ERROR" } }));
      return;
    }
    const forwarded = request(
      {
        hostname,
        port: Number(port),
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on("error", () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  proxy.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () => new Promise((resolve) => server.close(() => resolve()));
  return proxy;
}

let emulator: TestEmulator;
let proxy: CountingProxy;
let now = Date.now();
let verifier: TokenVerifier;

beforeAll(async () => {
  emulator = await startTestEmulator();
  proxy = await countingProxy(emulator.host);
  // firebase-admin reads this on every call: the verifier asks through the proxy.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = proxy.host;
  verifier = firebaseTokenVerifier({ projectId: TEST_PROJECT, clock: () => now });
}, 120_000);

afterAll(async () => {
  await verifier?.close();
  await proxy?.close();
  await emulator?.stop();
}, 30_000);

beforeEach(() => {
  now = Date.now();
  proxy.down = false;
});

/** The emulator's admin API (as the owner would disable or revoke in the console). */
async function updateAccount(body: object) {
  const answer = await fetch(
    `http://${emulator.host}/identitytoolkit.googleapis.com/v1/projects/${TEST_PROJECT}/accounts:update`,
    {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify(body),
    },
  );
  expect(answer.ok).toBe(true);
}

/** How many calls `work` makes to the identity service. */
async function callsDuring(work: () => Promise<unknown>) {
  const before = proxy.calls;
  await work();
  return proxy.calls - before;
}

describe("the token check asks the identity service", () => {
  it("once for a new token (the account read once, not twice), then not again while it is remembered", async () => {
    const mia = await emulator.createAccount({ displayName: "Mia Moss" });
    let user: unknown;
    expect(await callsDuring(async () => (user = await verifier.verify(mia.idToken)))).toBe(1);
    expect(user).toEqual({
      uid: mia.uid,
      name: "Mia Moss",
      email: mia.email,
      photoURL: null,
      emailVerified: false,
    });
    expect(await callsDuring(() => verifier.verify(mia.idToken))).toBe(0);
    now += VERIFIED_TOKEN_TTL_MS - 1;
    expect(await callsDuring(() => verifier.verify(mia.idToken))).toBe(0);
    now += 2;
    expect(await callsDuring(() => verifier.verify(mia.idToken))).toBe(1);
  });

  it("again once the token has expired, even within the 30 s", async () => {
    const ada = await emulator.createAccount();
    const expires = (decodeToken(ada.idToken).payload.exp as number) * 1000;
    now = expires - 5_000;
    expect(await callsDuring(() => verifier.verify(ada.idToken))).toBe(1);
    now = expires + 1;
    // The emulator's token is still current by the real clock, so it is checked and accepted
    // again: what matters is that it was asked.
    expect(await callsDuring(() => verifier.verify(ada.idToken))).toBe(1);
  });
});

describe("a disabled account, a revoked sign-in", () => {
  it("is refused at once when the token is new to the server", async () => {
    const disabled = await emulator.createAccount();
    await updateAccount({ localId: disabled.uid, disableUser: true });
    const revoked = await emulator.createAccount();
    const signedIn = decodeToken(revoked.idToken).payload.auth_time as number;
    await updateAccount({ localId: revoked.uid, validSince: String(signedIn + 1) });
    await expect(verifier.verify(disabled.idToken)).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(verifier.verify(revoked.idToken)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it("refuses a sign-up's own token stamped before the account's sessions began, not a sign-in's after it (decision 262)", async () => {
    // The emulator's sign-up reads the clock twice; across a second boundary its own token's
    // auth_time is a second before validSince. Made here on purpose, as it happens by chance.
    const email = `quirk-${Date.now().toString(36)}@example.com`;
    const answer = await fetch(
      `http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: "Kibble123", returnSecureToken: true }),
      },
    );
    const signedUp = (await answer.json()) as { localId: string; idToken: string };
    const signedIn = decodeToken(signedUp.idToken).payload.auth_time as number;
    await updateAccount({ localId: signedUp.localId, validSince: String(signedIn + 1) });
    await expect(verifier.verify(signedUp.idToken)).rejects.toBeInstanceOf(InvalidTokenError);
    // What the test helpers do (scripts/lib/emulator-account.ts): sign in once the account is made.
    await new Promise((resolve) => setTimeout(resolve, (signedIn + 1) * 1000 - Date.now() + 50));
    const later = await emulator.signIn(email);
    await expect(verifier.verify(later)).resolves.toMatchObject({ uid: signedUp.localId });
  });

  it("is refused within 30 s when the token was accepted before (decision 160)", async () => {
    const dana = await emulator.createAccount();
    const rex = await emulator.createAccount();
    await verifier.verify(dana.idToken);
    await verifier.verify(rex.idToken);
    await updateAccount({ localId: dana.uid, disableUser: true });
    const signedIn = decodeToken(rex.idToken).payload.auth_time as number;
    await updateAccount({ localId: rex.uid, validSince: String(signedIn + 1) });
    now += VERIFIED_TOKEN_TTL_MS;
    await expect(verifier.verify(dana.idToken)).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(verifier.verify(rex.idToken)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it("is never remembered: each attempt asks again and is refused again", async () => {
    const gone = await emulator.createAccount();
    await updateAccount({ localId: gone.uid, disableUser: true });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const calls = await callsDuring(() =>
        expect(verifier.verify(gone.idToken)).rejects.toBeInstanceOf(InvalidTokenError),
      );
      expect(calls).toBe(1);
    }
  });
});

describe("an identity service in trouble", () => {
  it("is 'unavailable', never remembered: the same token is accepted once it answers again", async () => {
    const kim = await emulator.createAccount({ displayName: "Kim Lee" });
    proxy.down = true;
    await expect(verifier.verify(kim.idToken)).rejects.toBeInstanceOf(AuthUnavailableError);
    proxy.down = false;
    await expect(verifier.verify(kim.idToken)).resolves.toEqual({
      uid: kim.uid,
      name: "Kim Lee",
      email: kim.email,
      photoURL: null,
      emailVerified: false,
    });
  });
});

describe("the name after a change", () => {
  it("is the new one at once with the renewed token the browser sends (as the profile page does)", async () => {
    const sam = await emulator.createAccount({ displayName: "Sam Old" });
    expect((await verifier.verify(sam.idToken)).name).toBe("Sam Old");
    await emulator.setDisplayName(sam.idToken, "Sam New");
    const renewed = await emulator.signIn(sam.email);
    expect((await verifier.verify(renewed)).name).toBe("Sam New");
    // The old token, still current, says the new name once it is checked again.
    now += VERIFIED_TOKEN_TTL_MS;
    expect(decodeToken(sam.idToken).payload.name).toBe("Sam Old");
    expect((await verifier.verify(sam.idToken)).name).toBe("Sam New");
  });
});

describe("the remembered tokens", () => {
  it("are at most `cacheLimit`: the oldest is forgotten first", async () => {
    const small = firebaseTokenVerifier({
      projectId: TEST_PROJECT,
      clock: () => now,
      cacheLimit: 2,
    });
    try {
      const [a, b, c] = await Promise.all([1, 2, 3].map(() => emulator.createAccount()));
      for (const account of [a!, b!, c!]) await small.verify(account.idToken);
      expect(await callsDuring(() => small.verify(c!.idToken))).toBe(0);
      expect(await callsDuring(() => small.verify(b!.idToken))).toBe(0);
      expect(await callsDuring(() => small.verify(a!.idToken))).toBe(1);
    } finally {
      await small.close();
    }
  });
});
