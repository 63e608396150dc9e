// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutAnswerSchema } from "../../shared/api/checkout";
import { petAnswerSchema } from "../../shared/api/pets";
import { createDatabase } from "../db/client";
import { columnsOf } from "../owner/columns";
import { fixedTokens, postJson, testApp, testToken } from "../test-support/app";
import { home } from "../test-support/commerce";
import { shopHere } from "../test-support/shop-command";

// `npm run shop -- withdrawals` (issue 25 §7): the owner's list, run as the owner runs it, on an
// embedded database (DATA_DIR) that the shop stored two withdrawals in, one matched and one not.
const dir = mkdtempSync(path.join(os.tmpdir(), "petbox-withdrawals-"));
const dataDir = path.join(dir, "db");
let label = "";

beforeAll(async () => {
  const database = createDatabase({ dataDir });
  try {
    let now = Date.parse("2026-11-26T10:00:00Z");
    const app = testApp({ database, tokens: fixedTokens("ada"), clock: () => now });
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
    label = `PB-${String(number).padStart(6, "0")}`;
    now = Date.parse("2026-11-30T08:15:00Z");
    await app.request(
      "/api/withdrawals",
      postJson({ fullName: "Ada Lovelace", orderNumber: label, email: "ada@example.com" }),
    );
    now = Date.parse("2026-12-01T17:45:00Z");
    await app.request(
      "/api/withdrawals",
      postJson({ fullName: "Eve Unknown", orderNumber: "12345", email: "eve@example.com" }),
    );
  } finally {
    await database.close();
  }
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The command's stdout, run in this process (./staff.test.ts and ./export.test.ts run it as a
 * process of its own): it ends 0 with nothing on stderr, or the test fails.
 */
async function shop(...args: string[]) {
  const run = await shopHere({ DATA_DIR: dataDir, DATABASE_URL: "" }, ...args);
  expect(run).toMatchObject({ code: 0, stderr: "" });
  return run.stdout;
}

describe("npm run shop -- withdrawals", () => {
  it("lists each withdrawal, newest first: time, name, order, e-mail and outcome", async () => {
    const lines = (await shop("withdrawals")).trim().split("\n");
    expect(lines).toEqual([
      `2026-12-01 17:45:00 UTC  #2  Eve Unknown  order "12345"  <eve@example.com>`,
      "    NOT MATCHED: no order with this number and e-mail, follow up",
      `2026-11-30 08:15:00 UTC  #1  Ada Lovelace  order "${label}"  <ada@example.com>`,
      `    order ${label} matched: 1 subscription cancelled`,
      "",
      "2 withdrawals, 1 to follow up.",
    ]);
  }, 60_000);

  it("gives the same as CSV with --csv", async () => {
    const rows = (await shop("withdrawals", "--csv")).trim().split("\r\n");
    expect(rows[0]).toBe(columnsOf.withdrawals.join(","));
    expect(rows[1]).toBe(
      "2026-12-01T17:45:00.000Z,2,Eve Unknown,12345,eve@example.com,not_matched,,0,",
    );
    expect(rows[2]).toBe(
      `2026-11-30T08:15:00.000Z,1,Ada Lovelace,${label},ada@example.com,cancelled,${label},1,`,
    );
  }, 60_000);
});
