// @vitest-environment node
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_PROJECT } from "../scripts/lib/test-emulator";
import type { AccountDirectory } from "./auth/accounts";
import { firebaseAccounts } from "./auth/accounts";
import { logSink } from "./log";
import { bearer, startBackOffice } from "./test-support/admin";
import type { Account, BackOffice, TestApp } from "./test-support/admin";
import { postJson } from "./test-support/app";

// A real database and Auth Emulator on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 60_000 });

// The staff role mirrored into a `staffRole` custom claim (issue 26, decision 241): set after
// each add, role change and removal, other claims kept; only a hint for the UI, so the table
// still decides access and a claim that could not be set does not undo the write.
let office: BackOffice;
let admin: Auth;
let app: TestApp;
let owner: Account;
let dora: Account;

beforeAll(async () => {
  office = await startBackOffice();
  // After the emulator: firebase-admin finds it through FIREBASE_AUTH_EMULATOR_HOST.
  admin = getAuth(initializeApp({ projectId: TEST_PROJECT }, "claim-test"));
  owner = await office.account();
  dora = await office.account();
  app = office.shop({ ownerUids: [owner.uid] });
}, 180_000);

afterAll(async () => {
  if (admin) await deleteApp(admin.app);
  await office?.close();
}, 30_000);

function add(server: TestApp, email: string, role: string) {
  return server.request("/api/admin/staff", postJson({ email, role }, bearer(owner)));
}

const claimsOf = async (uid: string) => (await admin.getUser(uid)).customClaims ?? {};

describe("the staffRole claim", () => {
  it("follows adding, a role change and a removal, keeping the account's other claims", async () => {
    await admin.setCustomUserClaims(dora.uid, { beta: true });

    expect((await add(app, dora.email, "support")).status).toBe(201);
    expect(await claimsOf(dora.uid)).toEqual({ beta: true, staffRole: "support" });

    expect((await add(app, dora.email, "packer")).status).toBe(200);
    expect(await claimsOf(dora.uid)).toEqual({ beta: true, staffRole: "packer" });

    const removed = await app.request(`/api/admin/staff/${dora.uid}`, {
      method: "DELETE",
      headers: bearer(owner),
    });
    expect(removed.status).toBe(204);
    expect(await claimsOf(dora.uid)).toEqual({ beta: true });
  });

  it("opens nothing: a removed member whose token still says owner gets 403", async () => {
    const eve = await office.account();
    expect((await add(app, eve.email, "owner")).status).toBe(201);
    const removed = await app.request(`/api/admin/staff/${eve.uid}`, {
      method: "DELETE",
      headers: bearer(owner),
    });
    expect(removed.status).toBe(204);
    // A stale claim, as a token minted before the removal (or a claim set by hand) carries.
    await admin.setCustomUserClaims(eve.uid, { staffRole: "owner" });
    const idToken = await office.emulator.signIn(eve.email);
    const payload = JSON.parse(
      Buffer.from(idToken.split(".")[1] ?? "", "base64url").toString("utf8"),
    ) as Record<string, unknown>;
    expect(payload.staffRole).toBe("owner");
    const stale = { ...eve, idToken };
    for (const path of ["/api/admin/me", "/api/admin/staff", "/api/admin/audit"]) {
      expect((await app.request(path, { headers: bearer(stale) })).status).toBe(403);
    }
  });

  it("still adds the member when the identity service cannot set it, and logs a warning", async () => {
    const real = firebaseAccounts({ projectId: TEST_PROJECT });
    const down: AccountDirectory = {
      findByEmail: (email) => real.findByEmail(email),
      setStaffRole: () => Promise.reject(new Error("The identity service is unavailable.")),
      close: () => real.close(),
    };
    const logged = vi.spyOn(logSink, "write").mockImplementation(() => {});
    try {
      const fay = await office.account();
      const server = office.shop({ ownerUids: [owner.uid], accounts: down });
      expect((await add(server, fay.email, "support")).status).toBe(201);
      const me = await server.request("/api/admin/me", { headers: bearer(fay) });
      expect(me.status).toBe(200);
      expect(await claimsOf(fay.uid)).toEqual({});
      const lines = logged.mock.calls.map(([line]) => String(line));
      expect(lines.some((line) => line.includes("staffRole claim was not mirrored"))).toBe(true);
    } finally {
      logged.mockRestore();
      await down.close();
    }
  });
});
