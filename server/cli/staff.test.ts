// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditAnswerSchema } from "../../shared/api/admin/staff";
import { firebaseAccounts } from "../auth/accounts";
import { firebaseTokenVerifier, type TokenVerifier } from "../auth/verify-token";
import { createDatabase } from "../db/client";
import { listenOwnerSocket } from "../owner/socket";
import { staffSettingsFrom } from "../owner/staff";
import { testApp } from "../test-support/app";
import { shopHere, shopProcess, type ShopRun } from "../test-support/shop-command";
import { ownerContextFromEnvironment } from "../owner/records";
import {
  startTestEmulator,
  TEST_PROJECT,
  type TestEmulator,
} from "../../scripts/lib/test-emulator";

// A real Auth Emulator and embedded databases on a shared 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

// `npm run shop -- staff …` (issue 26, decision 222), run as the owner runs it: on an embedded
// database (DATA_DIR) with no server, and through a running server's socket, where the change
// holds for the API's very next request.
const dir = mkdtempSync(path.join(os.tmpdir(), "petbox-staff-"));
let emulator: TestEmulator;
type Account = { uid: string; idToken: string; email: string };
let ann: Account;
let ben: Account;
let admin: Auth;

beforeAll(async () => {
  emulator = await startTestEmulator();
  admin = getAuth(initializeApp({ projectId: TEST_PROJECT }, "staff-command-test"));
  ann = await emulator.createAccount();
  ben = await emulator.createAccount();
}, 120_000);
afterAll(async () => {
  if (admin) await deleteApp(admin.app);
  await emulator?.stop();
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

/** The account's `staffRole` claim (decision 241), or undefined. */
const claimOf = async (uid: string) => (await admin.getUser(uid)).customClaims?.staffRole;

/** The command's settings: its own embedded database, no OWNER_UIDS, no build. */
const envOf = (dataDir: string) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  OWNER_UIDS: "",
  BUILD_DIR: path.join(dir, "no-build"),
  FIREBASE_PROJECT_ID: TEST_PROJECT,
});

const outcome = ({ stdout, stderr, code }: ShopRun) => ({ out: (stdout + stderr).trim(), code });

/**
 * The command's output (stdout, then stderr) and exit code, run in this process; the first test's
 * last step runs it as a process of its own, as the owner types it (a usage mistake: exit 2).
 */
const shop = async (dataDir: string, ...args: string[]) =>
  outcome(await shopHere(envOf(dataDir), "staff", ...args));
const shopAsProcess = async (dataDir: string, ...args: string[]) =>
  outcome(await shopProcess(envOf(dataDir), "staff", ...args));

describe("npm run shop -- staff", () => {
  it("adds by e-mail, changes a role, lists, keeps the last owner and removes", async () => {
    const dataDir = path.join(dir, "direct");
    expect(await shop(dataDir, "list")).toEqual({
      out: "No staff yet: OWNER_UIDS brings in the first owner, or `staff add`.",
      code: 0,
    });
    expect(await shop(dataDir, "add", ann.email, "owner")).toEqual({
      out: `${ann.email} is on the staff now, as owner (uid ${ann.uid}).`,
      code: 0,
    });
    expect(await shop(dataDir, "add", ben.email, "support")).toMatchObject({ code: 0 });
    expect(await shop(dataDir, "add", ben.email, "packer")).toEqual({
      out: `${ben.email} is packer now.`,
      code: 0,
    });
    expect(await claimOf(ben.uid)).toBe("packer");
    const list = await shop(dataDir, "list");
    expect(list.code).toBe(0);
    expect(list.out.split("\n")).toEqual([
      expect.stringMatching(
        new RegExp(
          `^owner    ${ann.email}  \\(uid ${ann.uid}\\)  added \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC by npm run shop$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(`^packer   ${ben.email}  \\(uid ${ben.uid}\\)  added .* by npm run shop$`),
      ),
      "2 on the staff.",
    ]);
    expect(await shop(dataDir, "remove", ann.email)).toEqual({
      out: "This is the shop's last owner: add another owner first, so that someone can still manage the staff.",
      code: 1,
    });
    expect(await shop(dataDir, "remove", ben.email)).toEqual({
      out: `${ben.email} is no longer on the staff: their next request is refused.`,
      code: 0,
    });
    expect(await claimOf(ben.uid)).toBeUndefined();
    expect(await shop(dataDir, "remove", ben.email)).toEqual({
      out: `Nobody on the staff signs in with ${ben.email}.`,
      code: 1,
    });
    expect(await shop(dataDir, "add", "nobody-here@example.com", "packer")).toEqual({
      out: "Nobody signs in with nobody-here@example.com yet: ask them to create an account first.",
      code: 1,
    });
    const wrong = await shopAsProcess(dataDir, "add", ben.email, "manager");
    expect(wrong.code).toBe(2);
    expect(wrong.out).toContain("npm run shop -- staff add <email> owner|support|packer");
  });

  it("goes through the running server, whose API sees the change on the next request", async () => {
    const dataDir = path.join(dir, "served");
    const database = createDatabase({ dataDir });
    const tokens: TokenVerifier = firebaseTokenVerifier({ projectId: TEST_PROJECT });
    const accounts = firebaseAccounts({ projectId: TEST_PROJECT });
    const socket = await listenOwnerSocket(
      database,
      dataDir,
      ownerContextFromEnvironment(),
      staffSettingsFrom([], accounts),
    );
    try {
      const app = testApp({ database, tokens });
      const me = () =>
        app.request("/api/admin/me", { headers: { authorization: `Bearer ${ann.idToken}` } });
      expect((await me()).status).toBe(403);
      expect(await shop(dataDir, "add", ann.email, "owner")).toMatchObject({ code: 0 });
      expect((await me()).status).toBe(200);
      expect(await claimOf(ann.uid)).toBe("owner");
      const log = await app.request("/api/admin/audit", {
        headers: { authorization: `Bearer ${ann.idToken}` },
      });
      expect(auditAnswerSchema.parse(await log.json()).entries).toMatchObject([
        { action: "staff.add", actor: { email: "npm run shop" }, recordId: ann.uid },
      ]);
      expect(await shop(dataDir, "add", ben.email, "owner")).toMatchObject({ code: 0 });
      expect(await shop(dataDir, "remove", ann.email)).toMatchObject({ code: 0 });
      expect((await me()).status).toBe(403);
      expect(await claimOf(ann.uid)).toBeUndefined();
      expect((await shop(dataDir, "list")).out).toMatch(/^owner {4}.*\n1 on the staff\.$/);
    } finally {
      await socket.close();
      await tokens.close();
      await accounts.close();
      await database.close();
    }
  });
});
