import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { describeError, log, requestIdSuffix, stackFrames } from "../log";
import type * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Whether `db` is a transaction already (a nested `db.transaction` would be a savepoint: two
 * statements more, each a turn of PGlite on the event loop). A boolean, not a type guard, so
 * `db` stays a Db with its schema.
 */
export function isTransaction(db: Db): boolean {
  return db instanceof PgTransaction;
}

/** `work` in the caller's transaction when `db` is one, else in a transaction of its own. */
export function inOneTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return isTransaction(db) ? work(db) : db.transaction(work);
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** The database could not be reached or failed; the API answers 503 and tries again later. */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
}

export interface Database {
  readonly kind: "pglite" | "postgres";
  /**
   * Runs `work` against a migrated database. A failure of the database (./failures.ts) becomes
   * DatabaseUnavailableError and is logged with `operation` (such as "contact.save"), the
   * error's code and the request id; any other error (a bug) is thrown as it is.
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
  /** PostgreSQL: node-postgres's query_timeout (default 10 s); tests shorten it. */
  queryTimeoutMs?: number;
  /** PostgreSQL: idle_in_transaction_session_timeout (default 15 s, ./postgres.ts); tests shorten it. */
  idleInTransactionTimeoutMs?: number;
  /** Opens the PGlite instance; tests swap it to simulate a database that cannot be opened. */
  openPglite?: (dataDir: string) => Promise<PGlite>;
}

/** A failed connection or migration is retried at most this often. */
const RETRY_MS = 1000;

/**
 * A memo for "make the database usable": one attempt at a time, a success is kept until
 * `reset()`, a failure is remembered for RETRY_MS so a dead database is not hammered.
 */
export function retrying<T>(attempt: () => Promise<T>) {
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
export function unavailable(operation: string, error: unknown): DatabaseUnavailableError {
  if (error instanceof DatabaseUnavailableError) return error;
  log.error(
    { operation },
    `Database error in ${operation}${requestIdSuffix()}: ${describeError(error)}`,
  );
  return new DatabaseUnavailableError("The database is unavailable.", { cause: error });
}

/**
 * What `use` throws when its work failed: the database's failure as DatabaseUnavailableError
 * (logged at error level), anything else as it is, logged here with the operation only, since
 * whoever catches it knows whether it is expected (a payment provider that is down) or a bug
 * (api.ts logs that with its stack).
 */
export function failureOf(operation: string, error: unknown, databaseFault: boolean): unknown {
  if (databaseFault) return unavailable(operation, error);
  log.warn({ operation }, `Failed in ${operation}${requestIdSuffix()}: ${describeError(error)}`);
  return error;
}

/**
 * A catch for work whose failure must not fail what called it (a purge, a sweep): a database
 * failure was logged by `use` already; anything else is a bug, logged with its stack frames.
 */
export function unlessUnavailable(operation: string) {
  return (error: unknown): void => {
    if (error instanceof DatabaseUnavailableError) return;
    log.error(
      { operation, stack: stackFrames(error) },
      `Bug in ${operation}${requestIdSuffix()}: ${describeError(error)}`,
    );
  };
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
