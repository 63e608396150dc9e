// The stored session confirmed by the shop server's GET /api/session (the real route, in process)
// and renewed at the identity service's token endpoint, against a real Auth Emulator (decisions
// 165, 168): what the SDK would conclude, without the SDK.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { EARLY_REQUESTS_GLOBAL, earlyRequestKey } from "@shared/early-requests";
import { SESSION_PATH } from "@shared/api/session";
import { storedSessionKey } from "@shared/session-key";
import type * as RestSessionModule from "./rest-session";
import { forgetStoredSession } from "./stored-session";
import { TEST_PROJECT, type TestEmulator } from "../../../scripts/lib/test-emulator";
import {
  startEmulatorFor,
  TEST_API_KEY,
  UNREACHABLE_HOST,
  type EmulatorSettings,
} from "./test-emulator-settings";
import { startShopSession, type ShopSession } from "../../../scripts/lib/test-shop-session";

type RestSession = typeof RestSessionModule;

// The real emulator's address is known once it has started (beforeAll); rest-session.ts is
// imported after that. The stored session's key needs only the API key.
const settings = vi.hoisted(() => ({ current: null as EmulatorSettings | null }));
vi.mock("~/config/env", async () =>
  (await import("./test-emulator-settings")).envReading(settings),
);

let emulator: TestEmulator;
let shop: ShopSession;
let session: RestSession;

const apiKey = TEST_API_KEY;
const key = storedSessionKey({ apiKey });

beforeAll(async () => {
  emulator = await startEmulatorFor(settings);
  shop = startShopSession(TEST_PROJECT);
  vi.stubGlobal("fetch", shop.fetchWithShop);
  session = await import("./rest-session");
}, 120_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  await shop?.close();
  await emulator?.stop();
});

afterEach(() => {
  localStorage.clear();
  delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
});

/** Signs a new customer in over REST and stores the session as the SDK does. */
async function storedCustomer({ expiresInMs = 3_600_000 } = {}) {
  const { uid, email } = await emulator.createAccount({ displayName: "Rest Rosa" });
  const response = await fetch(
    `http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${apiKey}`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "Kibble123", returnSecureToken: true }),
    },
  );
  const { idToken, refreshToken } = (await response.json()) as {
    idToken: string;
    refreshToken: string;
  };
  localStorage.setItem(
    key,
    JSON.stringify({
      uid,
      email,
      emailVerified: false,
      displayName: "Old name",
      isAnonymous: false,
      providerData: [],
      stsTokenManager: {
        accessToken: idToken,
        refreshToken,
        expirationTime: Date.now() + expiresInMs,
      },
      apiKey,
      appName: "[DEFAULT]",
    }),
  );
  return { uid, email, idToken };
}

const stored = () => JSON.parse(localStorage.getItem(key) ?? "null") as Record<string, never>;

async function admin(path: string, body: Record<string, unknown>) {
  const response = await fetch(
    `http://${emulator.host}/identitytoolkit.googleapis.com/v1/projects/${TEST_PROJECT}${path}`,
    {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify(body),
    },
  );
  expect(response.ok).toBe(true);
}

describe("a stored session, checked without the SDK", () => {
  it("is confirmed by the service, which gives the account as it is now", async () => {
    const { uid, email } = await storedCustomer();
    await expect(session.checkStoredSession()).resolves.toEqual({
      uid,
      email,
      displayName: "Rest Rosa",
      photoURL: null,
      emailVerified: false,
    });
    // Kept with the session, as the SDK's reload keeps it.
    expect(stored().displayName).toBe("Rest Rosa");
  });

  it("is renewed first when its ID token is due, and the new tokens are stored", async () => {
    await storedCustomer({ expiresInMs: 60_000 });
    const user = await session.checkStoredSession();
    expect(user?.displayName).toBe("Rest Rosa");
    const tokens = stored().stsTokenManager as unknown as {
      accessToken: string;
      refreshToken: string;
      expirationTime: number;
    };
    // Only a renewal writes a new expiry (the emulator may mint the same token within a second).
    expect(tokens.refreshToken).toEqual(expect.any(String));
    expect(tokens.refreshToken.length).toBeGreaterThan(0);
    expect(tokens.expirationTime).toBeGreaterThan(Date.now() + 50 * 60_000);
    // Our API gets the renewed token, not the old one.
    await expect(session.storedIdToken()).resolves.toBe(tokens.accessToken);
  });

  it("lends our API the stored token while it is fresh; a visitor has none", async () => {
    await expect(session.storedIdToken()).resolves.toBeNull();
    const { idToken } = await storedCustomer();
    await expect(session.storedIdToken()).resolves.toBe(idToken);
  });

  it("ends, and is removed, when the account was disabled", async () => {
    const { uid } = await storedCustomer();
    await admin("/accounts:update", { localId: uid, disableUser: true });
    await expect(session.checkStoredSession()).resolves.toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it("ends when the account was deleted, also when its token was due for renewal", async () => {
    const { uid } = await storedCustomer({ expiresInMs: 0 });
    await admin("/accounts:delete", { localId: uid });
    await expect(session.checkStoredSession()).resolves.toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
    await expect(session.storedIdToken()).resolves.toBeNull();
  });

  it("takes the check the SPA fallback's script already sent, and sends none itself", async () => {
    const { idToken, uid } = await storedCustomer();
    const early = fetch(SESSION_PATH, {
      headers: { accept: "application/json", authorization: `Bearer ${idToken}` },
    });
    (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = {
      [earlyRequestKey(SESSION_PATH, idToken)]: { at: Date.now(), response: early },
    };
    const sent = vi.spyOn(globalThis, "fetch");
    await expect(session.checkStoredSession()).resolves.toMatchObject({ uid });
    expect(sent).not.toHaveBeenCalled();
    sent.mockRestore();
  });

  it("ends when the shop's server refuses the token", async () => {
    const { uid } = await storedCustomer();
    // Sessions revoked after this sign-in: the identity service still renews nothing here (the
    // token is fresh), but the server's check refuses it.
    await admin("/accounts:update", {
      localId: uid,
      validSince: String(Math.floor(Date.now() / 1000) + 5),
    });
    await expect(session.checkStoredSession()).resolves.toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it("keeps the customer signed in, unconfirmed, when the shop's server cannot check or be reached", async () => {
    const { uid, email } = await storedCustomer();
    const unconfirmed = {
      uid,
      email,
      displayName: "Old name",
      photoURL: null,
      emailVerified: false,
    };
    const answers = [
      // The server could not ask the identity service (server/auth/request-user.ts).
      () =>
        Promise.resolve(
          Response.json(
            { error: { code: "unavailable", message: "Sign-in cannot be checked right now." } },
            { status: 503 },
          ),
        ),
      // The server is down, or the phone offline.
      () => Promise.reject(new TypeError("Failed to fetch")),
    ];
    for (const answer of answers) {
      const sent = vi.spyOn(globalThis, "fetch").mockImplementationOnce(answer);
      await expect(session.checkStoredSession()).resolves.toEqual(unconfirmed);
      expect(sent).toHaveBeenCalledWith(SESSION_PATH, expect.anything());
      sent.mockRestore();
      expect(localStorage.getItem(key)).not.toBeNull();
    }
  });

  it("keeps the customer signed in, unconfirmed, while the service cannot be reached", async () => {
    const { uid, email } = await storedCustomer({ expiresInMs: 0 });
    // The same code, pointed at a port nobody listens on.
    const reachable = settings.current;
    settings.current = { ...reachable!, emulatorHost: UNREACHABLE_HOST };
    vi.resetModules();
    const offline = await import("./rest-session");
    settings.current = reachable;
    await expect(offline.checkStoredSession()).resolves.toEqual({
      uid,
      email,
      displayName: "Old name",
      photoURL: null,
      emailVerified: false,
    });
    expect(localStorage.getItem(key)).not.toBeNull();
  });

  it("signs out by removing the stored session", async () => {
    await storedCustomer();
    forgetStoredSession();
    expect(localStorage.getItem(key)).toBeNull();
    await expect(session.checkStoredSession()).resolves.toBeNull();
  });
});
