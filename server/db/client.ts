import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { describeError, log, requestIdSuffix } from "../log";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Whether `db` is a transaction already (a nested `db.transaction` would be a savepoint: two
 * statements more, each a turn of PGlite on the event loop). A boolean, not a type guard, so
 * `db` stays a Db with its schema.
 */
export function isTransaction(db: Db): boolean {
  return db instanceof PgTransaction;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** The database could not be reached or failed; the API answers 503 and tries again later. */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
}

export interface Database {
  readonly kind: "pglite" | "postgres";
  /**
   * Runs `work` against a migrated database; any failure becomes DatabaseUnavailableError and
   * is logged with `operation` (such as "contact.save"), the error's code and the request id.
   */
  use<T>(operation: string, work: (db: Db) => Promise<T>): Promise<T>;
  /** True when the database answers `select 1` within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data folder, or "memory://" for a throw-away in-memory database. */
  dataDir?: string;
  /** Largest pool of PostgreSQL connections (default 10). */
  poolSize?: number;
  /** Opens the PGlite instance; tests swap it to simulate a database that cannot be opened. */
  openPglite?: (dataDir: string) => Promise<PGlite>;
}

/** A PostgreSQL advisory-lock key, so that only one of several servers migrates at a time. */
const MIGRATION_LOCK = 4_031_974_012;
/** A failed connection or migration is retried at most this often. */
const RETRY_MS = 1000;

export function createDatabase(options: DatabaseOptions = {}): Database {
  return options.url ? postgresDatabase(options) : pgliteDatabase(options);
}

/**
 * A memo for "make the database usable": one attempt at a time, a success is kept until
 * `reset()`, a failure is remembered for RETRY_MS so a dead database is not hammered.
 */
function retrying<T>(attempt: () => Promise<T>) {
  let value: Promise<T> | null = null;
  let failedAt = 0;
  let lastError: unknown = null;
  return {
    get(): Promise<T> {
      if (value) return value;
      if (Date.now() - failedAt < RETRY_MS) return Promise.reject(lastError);
      const current = attempt().catch((error: unknown) => {
        if (value === current) value = null;
        failedAt = Date.now();
        lastError = error;
        throw error;
      });
      value = current;
      return current;
    },
    reset() {
      value = null;
    },
  };
}

/** Logs what failed, where and how, never the query's values (see ../log.ts). */
function unavailable(operation: string, error: unknown): DatabaseUnavailableError {
  if (error instanceof DatabaseUnavailableError) return error;
  log.error(
    { operation },
    `Database error in ${operation}${requestIdSuffix()}: ${describeError(error)}`,
  );
  return new DatabaseUnavailableError("The database is unavailable.", { cause: error });
}

class TimeoutError extends Error {
  override name = "TimeoutError";
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function pgliteDatabase(options: DatabaseOptions): Database {
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
    const db = drizzlePglite({ client: pglite, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    instance = pglite;
    return db as unknown as Db;
  });

  async function dropIfBroken() {
    const pglite = instance;
    if (!pglite) return;
    const alive =
      !pglite.closed &&
      (await withTimeout(pglite.query("select 1"), 2000).then(
        () => true,
        () => false,
      ));
    if (!alive) {
      instance = null;
      ready.reset();
      await pglite.close().catch(() => {});
    }
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
        await dropIfBroken();
        throw unavailable(operation, error);
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

function postgresDatabase(options: DatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    query_timeout: 10_000,
  });
  let closing = false;
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  // Once we close, connections still ending may be cut by the server: nothing to report.
  pool.on("error", (error) => {
    if (!closing) log.error(`PostgreSQL connection lost: ${describeError(error)}`);
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;

  // Every server migrates at start; the advisory lock makes the others wait, then find nothing to do.
  const ready = retrying(async () => {
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
      try {
        await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
      }
      client.release();
    } catch (error) {
      client.release(true);
      throw error;
    }
    return db;
  });

  return {
    kind: "postgres",
    async use(operation, work) {
      try {
        return await work(await ready.get());
      } catch (error) {
        throw unavailable(operation, error);
      }
    },
    async ping(timeoutMs = 2000) {
      try {
        await withTimeout(
          this.use("ping", (database) => database.execute(sql`select 1`)),
          timeoutMs,
        );
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      closing = true;
      await pool.end();
    },
  };
}
