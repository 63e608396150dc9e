import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

// Rows written in large multi-row INSERTs of literal values (decision 255): thousands of rows
// per statement, no parameter limit, the same text on PGlite and PostgreSQL.

export type Value = string | number | boolean | null | Date | readonly string[];
export type Row = Record<string, Value | undefined>;

function literal(value: Value): string {
  if (value === null) return "null";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value)) {
    return `array[${value.map((each) => literal(each)).join(",")}]::text[]`;
  }
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** Rows of one table, in statements of at most `chunk` rows. */
export async function insertRows(db: Db, table: string, rows: readonly Row[], chunk = 2000) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const head = `insert into ${table} (${columns.map((c) => `"${c}"`).join(", ")}) values `;
  for (let at = 0; at < rows.length; at += chunk) {
    const values = rows
      .slice(at, at + chunk)
      .map((row) => `(${columns.map((column) => literal(row[column] ?? null)).join(",")})`)
      .join(",\n");
    await db.execute(sql.raw(head + values));
  }
}

/** Each table's id sequence moved past the ids the seed wrote. */
export async function catchUpSequence(db: Db, table: string, column = "id") {
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', '${column}'), coalesce((select max("${column}") from ${table}), 0) + 1, false)`,
    ),
  );
}
