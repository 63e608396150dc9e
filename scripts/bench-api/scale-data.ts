// The database side of `npm run bench:api -- --size N` (./scale.ts): the seeded shop, the bench
// customer given a seeded customer's 18 months, the boxes to bulk-ship, the daily job, the size.
import { sql } from "drizzle-orm";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { seedShop, firstRow } from "../../server/cli/seed/seed";
import { createDatabase, type Database, type DatabaseOptions } from "../../server/db/client";
import { createRemindersJob } from "../../server/jobs/reminders";
import { loadCatalogue } from "../../server/services/catalogue";
import { addDays, type CalendarDate } from "../../shared/commerce/dates";
import { canChangeBox } from "../../shared/commerce/fulfilment-rules";

async function rowsOf<T>(database: Database, query: string): Promise<T[]> {
  return database.use("bench.read", async (db) => {
    const result = await db.execute(sql.raw(query));
    return (result as { rows: T[] }).rows;
  });
}

export interface Prepared {
  seedSeconds: number;
  /** Boxes past their cut-off, not shipped: what the bulk ship sends. */
  shippable: number[];
  /** Words the customer search is asked for. */
  searches: string[];
}

/**
 * Seeds `size` subscriptions, then hands the richest seeded customer's rows to `uid` (the
 * bench's signed-in customer, whose portal is measured), so the portal shows a real history.
 */
export async function prepare(
  options: DatabaseOptions,
  size: number,
  today: CalendarDate,
  uid: string,
): Promise<Prepared> {
  const database = createDatabase({ ...options, poolSize: 1 });
  try {
    const started = performance.now();
    await seedShop(database, { subscriptions: size, seed: 7, today, timeZone: "UTC" });
    const seedSeconds = (performance.now() - started) / 1000;
    const [richest] = await rowsOf<{ uid: string }>(
      database,
      `select uid from subscriptions where status = 'active' group by uid order by count(*) desc, uid limit 1`,
    );
    await database.use("bench.adopt", async (db) => {
      for (const [table, column] of [
        ["pets", "uid"],
        ["addresses", "uid"],
        ["orders", "uid"],
        ["subscriptions", "uid"],
        ["problems", "uid"],
        ["reviews", "author_uid"],
        ["contact_messages", "uid"],
      ] as const) {
        await db.execute(
          sql.raw(`update ${table} set ${column} = '${uid}' where ${column} = '${richest!.uid}'`),
        );
      }
    });
    // Every box whose changes have closed (the shop's default cut-off), from today on: on a
    // Friday that reaches past the weekend, so there are boxes enough whatever the day.
    let lastClosed = today;
    for (let day = today; day <= addDays(today, 14); day = addDays(day, 1)) {
      if (!canChangeBox(day, today)) lastClosed = day;
    }
    const boxes = await rowsOf<{ id: number | string }>(
      database,
      `select d.id from deliveries d join subscriptions s on s.id = d.subscription_id
        where d.status = 'scheduled' and d.fulfilment in ('waiting', 'packed')
          and d.date >= '${today}' and d.date <= '${lastClosed}'
        order by d.id limit 3000`,
    );
    const [order] = await rowsOf<{ number: number | string; email: string }>(
      database,
      `select number, customer_email as email from orders order by number desc limit 1 offset 100`,
    );
    return {
      seedSeconds,
      shippable: boxes.map((row) => Number(row.id)),
      searches: ["smith", "olivia", "luna", order!.email.slice(0, 12), `PB-${order!.number}`],
    };
  } finally {
    await database.close();
  }
}

/** The daily job's pass on the day after the seed's today: every subscription advances. */
export async function dailyJob(options: DatabaseOptions, today: CalendarDate) {
  const database = createDatabase(options);
  try {
    const tomorrow = new Date(`${addDays(today, 1)}T06:00:00Z`);
    const job = createRemindersJob({
      run: (work) => database.use("bench.job", work),
      timeZone: "UTC",
      catalogue: loadCatalogue([path.resolve("public", "catDog.json")]),
      shopUrl: "http://localhost",
      clock: () => tomorrow,
      log: () => {},
    });
    const started = performance.now();
    const summary = await job.runOnce();
    return { ...summary, seconds: (performance.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}

function folderBytes(folder: string): number {
  return readdirSync(folder, { withFileTypes: true }).reduce((total, entry) => {
    const full = path.join(folder, entry.name);
    return total + (entry.isDirectory() ? folderBytes(full) : statSync(full).size);
  }, 0);
}

/** The database's size on disk, in bytes. */
export async function databaseBytes(options: DatabaseOptions): Promise<number> {
  if (!options.url) return folderBytes(options.dataDir!);
  const database = createDatabase({ ...options, poolSize: 1 });
  try {
    return await database.use("bench.size", async (db) =>
      Number(
        firstRow<{ size: string }>(
          await db.execute(sql`select pg_database_size(current_database()) as size`),
        )?.size ?? 0,
      ),
    );
  } finally {
    await database.close();
  }
}
