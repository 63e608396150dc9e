import { createTableRelationsHelpers, extractTablesRelationalConfig, sql } from "drizzle-orm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import {
  drizzle,
  NodePgDatabase,
  NodePgSession,
  type NodePgTransaction,
} from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { PgDialect, type PgTransactionConfig } from "drizzle-orm/pg-core";
import pg from "pg";
import { describeError, log } from "../log";
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

type Schema = typeof schema;
type Relations = ExtractTablesWithRelations<Schema>;

/** A PostgreSQL advisory-lock key, so that only one of several servers migrates at a time. */
const MIGRATION_LOCK = 4_031_974_012;

/**
 * The server ends a session left idle inside a transaction this long (decision 170): a second
 * defence behind PoolSession, so a connection leaked by any path gives back its locks and its
 * slot. Longer than any pause inside one of our transactions: since no outside call is made inside
 * one (decision 175), that pause is the event loop between two statements.
 */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 15_000;

const tables = extractTablesRelationalConfig<Relations>(schema, createTableRelationsHelpers);
const relational = {
  fullSchema: schema,
  schema: tables.tables,
  tableNamesMap: tables.tableNamesMap,
};

/**
 * Drizzle's session on the pool with our own transaction entry. Drizzle's (drizzle-orm 0.45,
 * node-postgres/session.js) takes a client and sends `begin` before the try/finally that
 * releases it, so a `begin` that fails (pg's query_timeout while PostgreSQL stalls) keeps its
 * client for ever: after a 10 s stall the whole pool was gone. Here the pool's client is ours:
 * Drizzle runs begin, the work, commit or rollback on it, and we give it back, or destroy it
 * unless PostgreSQL acknowledged the commit or the rollback.
 */
class PoolSession extends NodePgSession<Schema, Relations> {
  constructor(
    private readonly pool: pg.Pool,
    dialect: PgDialect,
  ) {
    super(pool, dialect, relational);
  }

  override async transaction<T>(
    work: (tx: NodePgTransaction<Schema, Relations>) => Promise<T>,
    config?: PgTransactionConfig,
  ): Promise<T> {
    const client = await this.pool.connect();
    // On one client (not a pool), Drizzle's transaction leaves releasing it to us.
    const session = new NodePgSession<Schema, Relations>(client, this.dialect, relational);
    const workErrors: unknown[] = [];
    try {
      const result = await session.transaction(async (tx) => {
        try {
          return await work(tx);
        } catch (error) {
          workErrors.push(error);
          throw error;
        }
      }, config);
      client.release();
      return result;
    } catch (error) {
      // Drizzle rethrows the work's own error only after its rollback went through; any other
      // error is from begin, commit or rollback, and the connection's state is unknown.
      client.release(!workErrors.includes(error));
      throw error;
    }
  }
}

export function postgresDatabase(options: DatabaseOptions & { url: string }): Database {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    query_timeout: options.queryTimeoutMs ?? 10_000,
    idle_in_transaction_session_timeout:
      options.idleInTransactionTimeoutMs ?? IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
  let closing = false;
  // A connection PostgreSQL drops (a killed backend, a restart, a timeout) emits `error` on its
  // client, idle or checked out; unheard, that would end the process. The pool only listens to
  // idle ones, so every client gets its own listener when it connects (decision 170). The query
  // it was running fails by itself, and the pool discards the client when it comes back.
  pool.on("connect", (client) => {
    client.on("error", (error) => {
      if (!closing) log.error(`PostgreSQL connection lost: ${describeError(error)}`);
    });
  });
  // The pool re-emits an idle client's error, already logged by the listener above.
  pool.on("error", () => {});
  const dialect = new PgDialect();
  const db = new NodePgDatabase(
    dialect,
    new PoolSession(pool, dialect),
    relational,
  ) as unknown as Db;

  // Every server migrates at start; the advisory lock makes the others wait, then find nothing to do.
  const migrated = retrying(async () => {
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
      try {
        await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
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
      let handle: Db;
      try {
        handle = await migrated.get();
      } catch (error) {
        throw unavailable(operation, error);
      }
      try {
        return await work(handle);
      } catch (error) {
        throw failureOf(operation, error, isDatabaseFailure(error));
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
