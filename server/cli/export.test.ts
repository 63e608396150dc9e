// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutAnswerSchema } from "../../shared/api/checkout";
import { petAnswerSchema } from "../../shared/api/pets";
import { createDatabase } from "../db/client";
import { exportColumns, exportKinds } from "../owner/exports";
import { listenOwnerSocket } from "../owner/socket";
import { fixedTokens, postJson, testApp, testToken } from "../test-support/app";
import { home } from "../test-support/commerce";
import { shopHere, shopProcess } from "../test-support/shop-command";

// `npm run shop -- export <kind> --csv` (issue 27, decision 252), run as the owner runs it, on
// an embedded database (DATA_DIR) holding Ada's order of one box for Milo: directly, then
// through the running server's socket.
const dir = mkdtempSync(path.join(os.tmpdir(), "petbox-export-"));
const dataDir = path.join(dir, "db");
let order = "";

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
    const number = checkoutAnswerSchema.parse(await placed.json()).order.number;
    order = `PB-${String(number).padStart(6, "0")}`;
  } finally {
    await database.close();
  }
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const env = { DATA_DIR: dataDir, DATABASE_URL: "" };

/** The command's stdout, in lines, run in this process: it ends 0, or the test fails. */
async function shop(...args: string[]) {
  const run = await shopHere(env, ...args);
  expect(run).toMatchObject({ code: 0, stderr: "" });
  return run.stdout.split("\r\n");
}

describe("npm run shop -- export <kind> --csv", () => {
  it("prints the orders file: its header, then Ada's order", async () => {
    // As the owner types it: a process of its own, the file through its stdout.
    const run = await shopProcess(env, "export", "orders", "--csv");
    expect(run.code).toBe(0);
    const [header, row, end, ...more] = run.stdout.split("\r\n");
    expect(header).toBe(exportColumns.orders.join(","));
    expect(row).toMatch(new RegExp(`^${order},.*,pay_on_delivery,ada,`));
    expect([end, ...more]).toEqual([""]);
  }, 60_000);

  it("goes through the running server's socket, with the same file", async () => {
    const direct = await shop("export", "subscriptions", "--csv");
    const database = createDatabase({ dataDir });
    const socket = await listenOwnerSocket(database, dataDir);
    try {
      const lines = await shop("export", "subscriptions", "--csv");
      expect(lines[0]).toBe(exportColumns.subscriptions.join(","));
      expect(lines[1]).toMatch(new RegExp(`^1,.*,${order},ada,active,1,Milo,`));
      expect(lines).toEqual(direct);
    } finally {
      await socket.close();
      await database.close();
    }
  }, 60_000);

  it("shows the usage, listing the files, without --csv or for a file it does not have", async () => {
    for (const args of [
      ["export", "orders"],
      ["export", "pets", "--csv"],
      ["export", "--csv"],
    ]) {
      expect(await shopHere(env, ...args)).toMatchObject({
        code: 2,
        stderr: expect.stringContaining(
          `npm run shop -- export ${exportKinds.join("|")} --csv`,
        ) as unknown,
      });
    }
  }, 60_000);
});
