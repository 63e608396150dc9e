// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it, vi } from "vitest";
import { apiErrorSchema } from "../shared/api/errors";
import { reviewListSchema } from "../shared/api/reviews";
import { createDatabase, type Database } from "./db/client";
import { postJson, testApp } from "./test-support/app";
import { freshDatabase } from "./test-support/database";
import { logSink } from "./log";

/** A TCP relay we can cut and restore, standing for a PostgreSQL server that goes away. */
async function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server?.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await start();
  return {
    get port() {
      return port;
    },
    async cut() {
      // close() waits for open connections, so they are cut first.
      const closed = new Promise<void>((resolve) => server?.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
    restore: start,
  };
}

async function expectDown(app: ReturnType<typeof testApp>) {
  const health = await app.request("/api/health");
  expect(health.status).toBe(503);
  for (const response of [
    await app.request("/api/boxes/1/reviews"),
    await app.request("/api/boxes/1/reviews", postJson({ text: "While down", rating: 3 })),
    await app.request("/api/newsletter", postJson({ email: "down@example.com" })),
  ]) {
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(apiErrorSchema.parse(JSON.parse(text)).error.code).toBe("unavailable");
    expect(text).not.toMatch(/\bat .+:\d+|Error:|ECONNREFUSED|PGlite/);
  }
}

async function expectRecovered(app: ReturnType<typeof testApp>, database: Database) {
  // The retry pause after a failure is one second.
  await expect
    .poll(async () => (await app.request("/api/health")).status, { timeout: 15_000, interval: 300 })
    .toBe(200);
  const list = reviewListSchema.parse(await (await app.request("/api/boxes/1/reviews")).json());
  expect(list.reviews.map((r) => r.text)).toEqual(["Before"]);
  const write = await app.request("/api/boxes/1/reviews", postJson({ text: "After", rating: 4 }));
  expect(write.status).toBe(201);
  expect(await database.ping()).toBe(true);
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 30_000);

/** The server logs what went wrong (never into a response); these are the logs we expect. */
function expectDatabaseLogs() {
  const logged = vi.spyOn(logSink, "write").mockImplementation(() => {});
  return () => {
    expect(logged).toHaveBeenCalled();
    for (const [line] of logged.mock.calls) {
      const { level, msg } = JSON.parse(String(line)) as { level: string; msg: string };
      expect(level).toBe("error");
      expect(msg).toMatch(/^(Database error|PostgreSQL connection lost)/);
    }
  };
}

// One test, on whichever database this run uses (PGlite in `npm test`, PostgreSQL in .ci/run).
describe("the database goes away", () => {
  it("answers 503 JSON while it is down, and recovers by itself when it returns", async () => {
    if (process.env.DATABASE_URL) await postgresGoesAway();
    else await pgliteGoesAway();
  }, 60_000);
});

/** PGlite: the instance dies under the server (as after an engine crash) and cannot be reopened for a while. */
async function pgliteGoesAway() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "petbox-down-"));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  let down = false;
  let current: PGlite | null = null;
  const database = createDatabase({
    dataDir: dir,
    openPglite: async (dataDir) => {
      if (down) throw new Error("disk unavailable");
      current = await PGlite.create(dataDir);
      return current;
    },
  });
  cleanups.push(() => database.close());
  const app = testApp({ database });
  expect(
    (await app.request("/api/boxes/1/reviews", postJson({ text: "Before", rating: 5 }))).status,
  ).toBe(201);

  const logs = expectDatabaseLogs();
  down = true;
  await (current as PGlite | null)?.close();
  await expectDown(app);

  down = false;
  await expectRecovered(app, database);
  logs();
}

/** PostgreSQL: the network path to it is cut, then restored. */
async function postgresGoesAway() {
  const fresh = await freshDatabase();
  cleanups.push(() => fresh.drop());
  const target = new URL(fresh.options.url ?? "");
  const link = await relay(target);
  const viaRelay = new URL(target);
  viaRelay.hostname = "127.0.0.1";
  viaRelay.port = String(link.port);
  const database = createDatabase({ url: viaRelay.toString() });
  cleanups.push(() => database.close());
  const app = testApp({ database });
  expect(
    (await app.request("/api/boxes/1/reviews", postJson({ text: "Before", rating: 5 }))).status,
  ).toBe(201);

  const logs = expectDatabaseLogs();
  await link.cut();
  await expectDown(app);

  await link.restore();
  await expectRecovered(app, database);
  logs();
  await link.cut();
}
