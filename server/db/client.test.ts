// @vitest-environment node
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { logSink } from "../log";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import { refuseInserts } from "../test-support/refused-writes";
import { DatabaseUnavailableError, type Database } from "./client";
import { newsletterSubscribers } from "./schema";

// On whichever database this run uses: PGlite in `npm test`, PostgreSQL under
// scripts/with-postgres.sh (.ci/run). The pool's own failures are in ./postgres.test.ts.
let store: TestDatabase;
let database: Database;
beforeAll(async () => {
  store = await freshDatabase();
  database = store.database;
}, 60_000);
afterAll(() => store.drop(), 30_000);

/** The SQLSTATE along an error's cause chain (Drizzle wraps the driver's error). */
function sqlstateOf(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code } = current as { code?: unknown };
    if (typeof code === "string") return code;
  }
  return undefined;
}

/** What `use` threw, and the log lines written meanwhile. */
async function failureOf(operation: string, work: Parameters<Database["use"]>[1]) {
  const logged = vi.spyOn(logSink, "write").mockImplementation(() => {});
  const error = await database.use(operation, work).then(
    () => {
      throw new Error("the work succeeded");
    },
    (thrown: unknown) => thrown,
  );
  const lines = logged.mock.calls.map(([line]) => String(line));
  logged.mockRestore();
  return { error, lines };
}

describe("database.use: a bug of ours is not the database being unavailable", () => {
  it("throws a TypeError in the work as itself, and logs no database error", async () => {
    const { error, lines } = await failureOf("test.type-error", async (db) => {
      await db.execute(sql`select 1`);
      const missing = null as unknown as { trim(): string };
      return missing.trim();
    });
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(DatabaseUnavailableError);
    expect(lines.join("\n")).not.toContain("Database error");
    // The database is fine: the next work runs.
    expect(await database.ping()).toBe(true);
  });

  it("throws SQL the database refuses as wrong (syntax 42601, check 23514, bad value 22P02) as itself", async () => {
    const cases: [string, Parameters<Database["use"]>[1]][] = [
      ["42601", (db) => db.execute(sql.raw("selec 1"))],
      ["42P01", (db) => db.execute(sql.raw("select * from no_such_table"))],
      ["22P02", (db) => db.execute(sql`select ${"not a number"}::int`)],
      [
        "23514",
        (db) =>
          db.transaction(async (tx) => {
            await tx.execute(sql.raw("create temporary table t (n int check (n > 0))"));
            await tx.execute(sql.raw("insert into t values (-1)"));
          }),
      ],
    ];
    for (const [code, work] of cases) {
      const { error, lines } = await failureOf(`test.sql-${code}`, work);
      expect(error, code).not.toBeInstanceOf(DatabaseUnavailableError);
      expect(sqlstateOf(error), code).toBe(code);
      expect(lines.join("\n"), code).not.toContain("Database error");
    }
    expect(await database.ping()).toBe(true);
  });

  it("keeps an error thrown on purpose in the work (a payment provider's) as itself", async () => {
    class ProviderDown extends Error {}
    const { error } = await failureOf("test.provider", async (db) => {
      await db.execute(sql`select 1`);
      throw new ProviderDown("the provider did not answer");
    });
    expect(error).toBeInstanceOf(ProviderDown);
  });
});

describe("database.use: the database's own failures are DatabaseUnavailableError", () => {
  it.each([
    ["53100", "disk full"],
    ["40001", "serialization failure"],
    ["57P01", "administrator shutdown"],
    ["25006", "read-only transaction"],
  ])(
    "turns SQLSTATE %s (%s) into DatabaseUnavailableError, logged with its operation",
    async (code) => {
      const allow = await refuseInserts(database, "newsletter_subscribers", code);
      try {
        const { error, lines } = await failureOf("test.refused", (db) =>
          db.insert(newsletterSubscribers).values({ email: `${code}@example.com` }),
        );
        expect(error).toBeInstanceOf(DatabaseUnavailableError);
        expect(lines.join("\n")).toContain(`Database error in test.refused`);
        expect(lines.join("\n")).toContain(`SQLSTATE ${code}`);
      } finally {
        await allow();
      }
    },
  );
});

describe("the planner", () => {
  it("may scan a table, as PostgreSQL's default (PGlite starts with it off; decision 264)", async () => {
    const result = await database.use("test.planner", (db) => db.execute(sql`show enable_seqscan`));
    expect((result as unknown as { rows: { enable_seqscan: string }[] }).rows).toEqual([
      { enable_seqscan: "on" },
    ]);
  });
});
