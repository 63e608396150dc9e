// @vitest-environment node
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDatabase, type Database } from "./db/client";
import { postJson, testApp } from "./test-support/app";
import { freshDatabase, type TestDatabase } from "./test-support/database";
import { logSink } from "./log";

vi.setConfig({ testTimeout: 30_000 });

let store: TestDatabase;
// The handle the app uses. On PostgreSQL its connections carry a name, to be cut (below).
let session: Database;
let now = Date.UTC(2026, 11, 1);
let app: ReturnType<typeof testApp>;
const SESSION_NAME = "petbox_health_test";

beforeAll(async () => {
  store = await freshDatabase();
  if (store.options.url) {
    const url = new URL(store.options.url);
    url.searchParams.set("application_name", SESSION_NAME);
    session = createDatabase({ url: url.toString(), poolSize: 1 });
  } else {
    session = store.database;
  }
  app = testApp({ database: session, clock: () => now });
  expect(await session.ping(60_000)).toBe(true);
}, 60_000);
afterAll(async () => {
  if (session !== store.database) await session.close();
  await store.drop();
}, 30_000);

/** Every write fails while reads go on, as on a full disk: the database turns read-only. */
async function refuseWrites(on: boolean) {
  const setting = `default_transaction_read_only = ${on ? "on" : "off"}`;
  if (!store.options.url) {
    // PGlite has one session, so a session setting covers every query.
    await session.use("test.read-only", (db) => db.execute(sql.raw(`set ${setting}`)));
    return;
  }
  // PostgreSQL closes a pooled connection after a failed query, so a session setting would not
  // last: the database's default changes, and the app's connections are cut to pick it up.
  const admin = new pg.Client({ connectionString: store.options.url });
  await admin.connect();
  try {
    await admin.query("set default_transaction_read_only = off");
    const name = new URL(store.options.url).pathname.slice(1);
    await admin.query(`alter database "${name}" set ${setting}`);
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1",
      [SESSION_NAME],
    );
  } finally {
    await admin.end();
  }
  await expect.poll(() => session.ping(), { timeout: 10_000 }).toBe(true);
}

describe("GET /api/health", () => {
  it("answers 503 while the database answers reads but refuses writes, as on a full disk", async () => {
    expect((await app.request("/api/health")).status).toBe(200);
    now += 1000;
    const logged = vi.spyOn(logSink, "write").mockImplementation(() => {});
    await refuseWrites(true);
    try {
      expect(await session.ping()).toBe(true); // `select 1` still answers
      const health = await app.request("/api/health");
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: "unavailable" });
      // Every write fails in this state, which is what health must tell the load balancer.
      const write = await app.request("/api/newsletter", postJson({ email: "ro@example.com" }));
      expect(write.status).toBe(503);
      const log = logged.mock.calls.map((args) => args.map(String).join(" "));
      expect(log.some((line) => /health\.heartbeat.*SQLSTATE 25006/.test(line))).toBe(true);
    } finally {
      await refuseWrites(false);
    }
    now += 1000;
    expect((await app.request("/api/health")).status).toBe(200);
  });

  it("writes its heartbeat at most once a second, however often it is asked", async () => {
    now += 1000;
    const use = vi.spyOn(session, "use");
    const beats = () => use.mock.calls.filter(([operation]) => operation === "health.heartbeat");
    const statuses = await Promise.all(
      [1, 2, 3].map(async () => (await app.request("/api/health")).status),
    );
    expect(statuses).toEqual([200, 200, 200]);
    now += 999;
    expect((await app.request("/api/health")).status).toBe(200);
    expect(beats()).toHaveLength(1);
    now += 1;
    expect((await app.request("/api/health")).status).toBe(200);
    expect(beats()).toHaveLength(2);
  });
});
