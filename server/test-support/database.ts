import { randomUUID } from "node:crypto";
import pg from "pg";
import { createDatabase, type Database, type DatabaseOptions } from "../db/client";

export interface TestDatabase {
  database: Database;
  /** The options it was made with, to open a second handle on the same data. */
  options: DatabaseOptions;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: an in-memory PGlite, or — when DATABASE_URL is set
 * (the PostgreSQL run of .ci/run) — a new database on that server, dropped afterwards.
 */
export async function freshDatabase(): Promise<TestDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const options = { dataDir: "memory://" };
    const database = createDatabase(options);
    await warm(database);
    return { database, options, drop: () => database.close() };
  }
  const name = `petbox_test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const options = { url: url.toString() };
  const database = createDatabase(options);
  await warm(database);
  return {
    database,
    options,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Opens and migrates now, so that the first test does not pay for it. */
async function warm(database: Database) {
  if (!(await database.ping(60_000))) throw new Error("the test database did not open");
}
