// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { petAnswerSchema } from "../../shared/api/pets";
import { addDays, todayIn } from "../../shared/commerce/dates";
import { createDatabase } from "../db/client";
import { metricSnapshots, subscriptions } from "../db/schema";
import { listenOwnerSocket } from "../owner/socket";
import { fixedTokens, postJson, testApp, testToken } from "../test-support/app";
import { home } from "../test-support/commerce";
import { shopHere } from "../test-support/shop-command";

// `npm run shop -- metrics backfill` (issue 27): run as the owner runs it, on an embedded
// database (DATA_DIR) holding one order placed three days ago; directly, then through the
// running server's socket.
const dir = mkdtempSync(path.join(os.tmpdir(), "petbox-metrics-"));
const dataDir = path.join(dir, "db");
const today = todayIn("UTC", new Date());

beforeAll(async () => {
  const database = createDatabase({ dataDir });
  try {
    const app = testApp({ database, tokens: fixedTokens("ada") });
    const signedIn = { authorization: `Bearer ${testToken("ada")}` };
    const pet = await app.request(
      "/api/pets",
      postJson({ name: "Milo", species: "cat" }, signedIn),
    );
    const petId = petAnswerSchema.parse(await pet.json()).pet.id;
    const placed = await app.request(
      "/api/checkout",
      postJson(
        { lines: [{ boxId: 1, petId, quantity: 1 }], planId: "per-box", address: home },
        signedIn,
      ),
    );
    expect(placed.status).toBe(201);
    await database.use("test.placed", (db) =>
      db.update(subscriptions).set({ createdAt: new Date(`${addDays(today, -3)}T12:00:00Z`) }),
    );
  } finally {
    await database.close();
  }
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const env = { DATA_DIR: dataDir, DATABASE_URL: "", SHOP_TIME_ZONE: "UTC" };

/**
 * The command's stdout, run in this process (./staff.test.ts and ./export.test.ts run it as a
 * process of its own): it ends 0 with nothing on stderr, or the test fails.
 */
async function shop(...args: string[]) {
  const run = await shopHere(env, ...args);
  expect(run).toMatchObject({ code: 0, stderr: "" });
  return run.stdout;
}

async function storedDays() {
  const database = createDatabase({ dataDir });
  try {
    return await database.use("test.rows", (db) =>
      db
        .select({ day: metricSnapshots.day, active: metricSnapshots.active })
        .from(metricSnapshots)
        .orderBy(asc(metricSnapshots.day)),
    );
  } finally {
    await database.close();
  }
}

describe("npm run shop -- metrics backfill", () => {
  it("rebuilds each day from the first order to yesterday, and says so", async () => {
    const from = addDays(today, -3);
    const to = addDays(today, -1);
    expect(await shop("metrics", "backfill")).toBe(
      `Rebuilt 3 days from ${from} to ${to}; kept 0 the daily job wrote.\n`,
    );
    expect(await storedDays()).toEqual([
      { day: from, active: 1 },
      { day: addDays(today, -2), active: 1 },
      { day: to, active: 1 },
    ]);
  }, 60_000);

  it("goes through the running server's socket, from a given day", async () => {
    const database = createDatabase({ dataDir });
    const socket = await listenOwnerSocket(database, dataDir);
    try {
      const from = addDays(today, -1);
      expect(await shop("metrics", "backfill", "--from", from)).toBe(
        `Rebuilt 1 day from ${from} to ${from}; kept 0 the daily job wrote.\n`,
      );
    } finally {
      await socket.close();
      await database.close();
    }
  }, 60_000);

  it("refuses a day that is not a date, and other arguments", async () => {
    expect(await shopHere(env, "metrics", "backfill", "--from", "yesterday")).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('"yesterday" is not a date (YYYY-MM-DD).') as unknown,
    });
    expect(await shopHere(env, "metrics", "rebuild")).toMatchObject({
      code: 2,
      stderr: expect.stringContaining(
        "npm run shop -- metrics backfill [--from YYYY-MM-DD]",
      ) as unknown,
    });
  }, 60_000);
});
