// @vitest-environment node
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { logSink } from "../log";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import { tcpRelay, type TcpRelay } from "../test-support/tcp-relay";
import {
  createDatabase,
  DatabaseUnavailableError,
  type Database,
  type DatabaseOptions,
} from "./client";

// The pool's failures, on PostgreSQL only: this file runs under scripts/with-postgres.sh
// (.ci/run, `scripts/with-postgres.sh npx vitest run server/db`); PGlite has no pool.
const url = process.env.DATABASE_URL;
let store: TestDatabase;
let admin: pg.Client;
const opened: Database[] = [];
let relay: TcpRelay | null = null;

/** A handle on the test database whose sessions carry `name`, to find them in pg_stat_activity. */
function handle(name: string, { via, ...options }: DatabaseOptions & { via?: string } = {}) {
  const target = new URL(via ?? store.options.url ?? "");
  target.searchParams.set("application_name", name);
  const database = createDatabase({ ...options, url: target.toString() });
  opened.push(database);
  return database;
}

async function sessions(name: string, state?: string): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
     where application_name = $1 and ($2::text is null or state = $2)`,
    [name, state ?? null],
  );
  return rows[0]?.n ?? 0;
}

/** node-postgres's rows of a Drizzle `execute` (typed unknown on our Db). */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

const quiet = () => vi.spyOn(logSink, "write").mockImplementation(() => {});

describe.runIf(url)("the PostgreSQL pool when PostgreSQL fails", () => {
  beforeAll(async () => {
    store = await freshDatabase();
    admin = new pg.Client({ connectionString: store.options.url });
    await admin.connect();
  }, 60_000);
  afterEach(async () => {
    relay?.thaw();
    for (const database of opened.splice(0)) await database.close();
    await relay?.close();
    relay = null;
  });
  afterAll(async () => {
    await admin.end();
    await store.drop();
  }, 30_000);

  it("recovers from a stall longer than the query timeout: no client is kept by a failed `begin`", async () => {
    const logged = quiet();
    relay = await tcpRelay(store.options.url ?? "");
    const name = "petbox_stall_test";
    const database = handle(name, { poolSize: 2, queryTimeoutMs: 500, via: relay.url });
    expect(await database.ping(30_000)).toBe(true);
    // Two connections open and idle, then PostgreSQL stops answering.
    await Promise.all(
      [1, 2].map(() =>
        database.use("test.warm", (db) =>
          db.transaction((tx) => tx.execute(sql`select pg_sleep(0.1)`)),
        ),
      ),
    );
    relay.freeze();
    const stalled = await Promise.allSettled(
      [1, 2].map(() =>
        database.use("test.stalled", (db) => db.transaction((tx) => tx.execute(sql`select 1`))),
      ),
    );
    for (const outcome of stalled) {
      expect(outcome.status).toBe("rejected");
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(DatabaseUnavailableError);
    }
    relay.thaw();
    // Both clients were given back (destroyed): a transaction works at once, and no session is
    // left "idle in transaction" holding its slot and its locks.
    const after = await database.use("test.after", (db) =>
      db.transaction((tx) => tx.execute(sql`select 1 as n`)),
    );
    expect(rowsOf(after)).toEqual([{ n: 1 }]);
    await expect.poll(() => sessions(name, "idle in transaction"), { timeout: 5000 }).toBe(0);
    expect(logged.mock.calls.join("\n")).toContain("Database error in test.stalled");
  }, 30_000);

  it("answers a connection PostgreSQL ends inside a transaction with DatabaseUnavailableError, and goes on", async () => {
    const logged = quiet();
    const name = "petbox_terminate_test";
    const database = handle(name);
    let backend = 0;
    const inFlight = database.use("test.terminated", (db) =>
      db.transaction(async (tx) => {
        const rows = rowsOf(await tx.execute(sql`select pg_backend_pid() as pid`));
        backend = (rows[0] as { pid: number }).pid;
        await tx.execute(sql`select pg_sleep(10)`);
      }),
    );
    // Listened to before the backend is ended: the request can fail before pg_terminate_backend
    // answers, and a rejection nobody listens to yet is an unhandled one.
    const refused = expect(inFlight).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect.poll(() => backend, { timeout: 10_000 }).toBeGreaterThan(0);
    await admin.query("select pg_terminate_backend($1)", [backend]);
    // Unheard, the checked-out client's `error` event would have ended this process.
    await refused;
    const next = await database.use("test.next", (db) =>
      db.transaction((tx) => tx.execute(sql`select 1 as n`)),
    );
    expect(rowsOf(next)).toEqual([{ n: 1 }]);
    const log = logged.mock.calls.join("\n");
    expect(log).toContain("PostgreSQL connection lost");
    expect(log).toContain("Database error in test.terminated");
  }, 30_000);

  it("has PostgreSQL end a session left idle inside a transaction (idle_in_transaction_session_timeout)", async () => {
    const logged = quiet();
    const name = "petbox_idle_test";
    // The server's setting, 15 s by default (decision 170).
    const defaults = handle(`${name}_default`);
    const shown = await defaults.use("test.show", (db) =>
      db.execute(sql`select current_setting('idle_in_transaction_session_timeout') as value`),
    );
    expect(rowsOf(shown)).toEqual([{ value: "15s" }]);
    // Shortened here: a transaction that waits longer between two statements is cut by the server.
    const database = handle(name, { idleInTransactionTimeoutMs: 300 });
    const stuck = database.use("test.idle", (db) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await tx.execute(sql`select 2`);
      }),
    );
    await expect(stuck).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(await sessions(name, "idle in transaction")).toBe(0);
    expect(await database.ping()).toBe(true);
    expect(logged.mock.calls.join("\n")).toContain("SQLSTATE 25P03");
  }, 30_000);
});
