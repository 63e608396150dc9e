// The Firebase SDK's stored session, as the installed SDK really writes it (issue 24, defect 7).
// The shop reads and writes that record without the SDK (rest-session.ts, stored-session.ts and
// the SPA fallback's script; decision 165), and the record is not a published API: this test
// signs in with the real SDK against a real Auth Emulator and reads what it stored with the
// app's own readers, so an SDK that stores another shape fails here, not in customers' browsers.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { storedSessionKey } from "@shared/session-key";
import { TOKEN_REFRESH_MARGIN_MS } from "@shared/identity-service";
import { SESSION_PATH } from "@shared/api/session";
import { preloadScript } from "../../../scripts/lib/fallback-preloads";
import type { TestEmulator } from "../../../scripts/lib/test-emulator";
import { startEmulatorFor, TEST_API_KEY, type EmulatorSettings } from "./test-emulator-settings";

const apiKey = TEST_API_KEY;
const settings = vi.hoisted(() => ({ current: null as EmulatorSettings | null }));
vi.mock("~/config/env", async () =>
  (await import("./test-emulator-settings")).envReading(settings),
);
// What a browser loads: the SDK's browser build (see test-firebase-browser.ts).
vi.mock(
  "firebase/app",
  async () => (await import("../../../scripts/lib/test-firebase-browser")).browserApp,
);
vi.mock(
  "firebase/auth",
  async () => (await import("../../../scripts/lib/test-firebase-browser")).browserAuth,
);

let emulator: TestEmulator;

beforeAll(async () => {
  emulator = await startEmulatorFor(settings);
}, 120_000);

afterAll(async () => {
  localStorage.clear();
  await emulator?.stop();
});

/** The SDK as the app configures it (app/lib/firebase.ts), loaded afresh from storage. */
async function freshSdk() {
  vi.resetModules();
  const { auth } = await import("~/lib/firebase");
  const sdk = await import("firebase/auth");
  await auth.authStateReady();
  return { auth, sdk };
}

/** The SPA fallback's inline script, run on this page: what it sends for the stored session. */
function fallbackSends(): string[] {
  const sent: string[] = [];
  const script = preloadScript({
    pages: [],
    session: {
      key: storedSessionKey({ apiKey }),
      marginMs: TOKEN_REFRESH_MARGIN_MS,
      check: SESSION_PATH,
      files: [],
    },
    boxIds: [],
  });
  const record = (url: string, init: { headers: Record<string, string> }) => {
    sent.push(`${url} ${init.headers.authorization}`);
    return Promise.resolve(new Response("{}"));
  };
  new Function("fetch", script.replace(/^<script>|<\/script>$/g, ""))(record);
  return sent;
}

describe("the session the Firebase SDK stores", () => {
  it("is read by the app's readers: whose it is, its tokens and its account", async () => {
    const { uid, email } = await emulator.createAccount({ displayName: "Sdk Sam" });
    const { auth, sdk } = await freshSdk();
    const { user } = await sdk.signInWithEmailAndPassword(auth, email, "Kibble123");
    const idToken = await user.getIdToken();

    // The key the app looks under, and the record in it.
    expect(localStorage.getItem(storedSessionKey({ apiKey }))).not.toBeNull();
    const { storedUid } = await import("./stored-session");
    const { readRecord } = await import("./rest-session");
    expect(storedUid()).toBe(uid);
    const record = readRecord();
    expect(record).toMatchObject({
      uid,
      email,
      displayName: "Sdk Sam",
      emailVerified: false,
      stsTokenManager: { accessToken: idToken, refreshToken: user.refreshToken },
    });
    // Milliseconds since 1970, about an hour ahead: what the renewal margin is measured against.
    const expiresIn = (record?.stsTokenManager.expirationTime ?? 0) - Date.now();
    expect(expiresIn).toBeGreaterThan(50 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);
    // The SPA fallback's script finds the same token and asks the shop's server about it.
    expect(fallbackSends()).toEqual([`${SESSION_PATH} Bearer ${idToken}`]);
    await sdk.signOut(auth);
    expect(readRecord()).toBeNull();
    const { deleteApp } = await import("firebase/app");
    await deleteApp(auth.app);
  });

  it("is taken over by the SDK after the app renewed it without the SDK", async () => {
    const { email } = await emulator.createAccount({ displayName: "Sdk Sue" });
    const first = await freshSdk();
    const { user } = await first.sdk.signInWithEmailAndPassword(first.auth, email, "Kibble123");
    const { deleteApp } = await import("firebase/app");
    await deleteApp(first.auth.app);

    // The app renews the token (as rest-session does when it is due) and stores the new one.
    vi.resetModules();
    const rest = await import("./rest-session");
    const renewed = await rest.storedIdToken(Date.now() + 2 * 3_600_000);
    expect(renewed).toEqual(expect.any(String));
    expect(rest.readRecord()?.stsTokenManager.accessToken).toBe(renewed);

    // A page that loads the SDK now finds the customer signed in, with the app's token.
    const second = await freshSdk();
    expect(second.auth.currentUser?.uid).toBe(user.uid);
    expect(second.auth.currentUser?.displayName).toBe("Sdk Sue");
    await expect(second.auth.currentUser?.getIdToken()).resolves.toBe(renewed);
    await second.sdk.signOut(second.auth);
    await deleteApp(second.auth.app);
  });
});
