import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * Makes every insert into `table` fail as the database itself would, with SQLSTATE `code`
 * (53100 disk full, 40001 serialization failure…), on PGlite and PostgreSQL alike, until the
 * returned function is called. A failure the database reports, not a bug of ours: the API must
 * answer it 503 (server/db/failures.ts).
 */
export async function refuseInserts(
  database: Database,
  table: string,
  code: string,
): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(table) || !/^[0-9A-Z]{5}$/.test(code)) throw new Error("bad arguments");
  const name = `test_refuse_${table}`;
  await database.use("test.refuse-writes", async (db) => {
    await db.execute(
      sql.raw(`create function ${name}() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test' using errcode = '${code}'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger ${name} before insert on ${table} execute function ${name}()`),
    );
  });
  return () =>
    database.use("test.allow-writes", async (db) => {
      await db.execute(sql.raw(`drop trigger ${name} on ${table}`));
      await db.execute(sql.raw(`drop function ${name}()`));
    });
}
