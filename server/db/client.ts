import { type Database, type DatabaseOptions } from "./database";
import { pgliteDatabase } from "./pglite";
import { postgresDatabase } from "./postgres";

export {
  DatabaseUnavailableError,
  inOneTransaction,
  isTransaction,
  MIGRATIONS_FOLDER,
  unlessUnavailable,
  withTimeout,
  type Database,
  type DatabaseOptions,
  type Db,
} from "./database";

/** PostgreSQL when `options.url` is set (a pool, ./postgres.ts), else the embedded PGlite. */
export function createDatabase(options: DatabaseOptions = {}): Database {
  return options.url ? postgresDatabase({ ...options, url: options.url }) : pgliteDatabase(options);
}
