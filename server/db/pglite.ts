import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import {
  failureOf,
  MIGRATIONS_FOLDER,
  retrying,
  unavailable,
  withTimeout,
  type Database,
  type DatabaseOptions,
  type Db,
} from "./database";
import { isDatabaseFailure } from "./failures";
import * as schema from "./schema";

/** The embedded database: one PGlite instance, reopened when it breaks (decision 040). */
export function pgliteDatabase(options: DatabaseOptions): Database {
  const dataDir = options.dataDir ?? ".data/db";
  const open =
    options.openPglite ??
    (async (dir: string) => {
      if (!dir.includes("://")) mkdirSync(dir, { recursive: true });
      return PGlite.create(dir);
    });
  let instance: PGlite | null = null;

  const ready = retrying(async () => {
    const pglite = await open(dataDir);
    // PGlite starts with `-c enable_seqscan=off` (its command line); the planner then pays any
    // price to avoid a table scan: a join with no index for it read 646,025 deliveries once per
    // problem, a minute for the back office's problems at 50,000 subscriptions. PostgreSQL's
    // default, as the server measures on PostgreSQL (decision 264).
    await pglite.exec("set enable_seqscan = on");
    const db = drizzle({ client: pglite, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    instance = pglite;
    return db as unknown as Db;
  });

  /** Drops an instance that is closed or no longer answers; true when it did. */
  async function dropIfBroken(): Promise<boolean> {
    const pglite = instance;
    if (!pglite) return false;
    const alive =
      !pglite.closed &&
      (await withTimeout(pglite.query("select 1"), 2000).then(
        () => true,
        () => false,
      ));
    if (alive) return false;
    instance = null;
    ready.reset();
    await pglite.close().catch(() => {});
    return true;
  }

  return {
    kind: "pglite",
    async use(operation, work) {
      let db: Db;
      try {
        db = await ready.get();
      } catch (error) {
        throw unavailable(operation, error);
      }
      try {
        return await work(db);
      } catch (error) {
        // An engine that stopped answering (closed, a WebAssembly abort) is unavailable whatever
        // its last error said; one that answers failed on this work alone.
        throw failureOf(operation, error, (await dropIfBroken()) || isDatabaseFailure(error));
      }
    },
    async ping(timeoutMs = 2000) {
      try {
        await withTimeout(
          this.use("ping", (db) => db.execute(sql`select 1`)),
          timeoutMs,
        );
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      const pglite = instance;
      instance = null;
      ready.reset();
      if (pglite && !pglite.closed) await pglite.close();
    },
  };
}
