import path from "node:path";
import { isCalendarDate, todayIn } from "../../../shared/commerce/dates";
import { createDatabase } from "../../db/client";
import { ownerSocketPath, socketIsLive } from "../../owner/socket";
import { RealOrdersError, seedShop, type SeedOptions } from "./seed";

// The command line of `npm run shop -- seed` (decision 255).

export const seedUsage =
  "       npm run shop -- seed --subscriptions <n> [--seed <n>] [--today YYYY-MM-DD]";

/** The options, or null when the arguments are not a seed command. */
export function seedOptions(args: readonly string[], env: NodeJS.ProcessEnv): SeedOptions | null {
  const values = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const [name, value] = [args[i]!, args[i + 1]];
    if (!["--subscriptions", "--seed", "--today"].includes(name) || value === undefined)
      return null;
    values.set(name, value);
  }
  const count = values.get("--subscriptions") ?? "";
  const seed = values.get("--seed") ?? "7";
  const timeZone = env.SHOP_TIME_ZONE || "UTC";
  const today = values.get("--today") ?? todayIn(timeZone, new Date());
  if (!/^\d{1,7}$/.test(count) || Number(count) < 1 || !/^\d{1,9}$/.test(seed)) return null;
  if (!isCalendarDate(today)) return null;
  return { subscriptions: Number(count), seed: Number(seed), today, timeZone };
}

/** Runs the seed; answers the exit code. */
export async function runSeedCommand(args: readonly string[]): Promise<number> {
  const options = seedOptions(args, process.env);
  if (!options) return 2;
  const url = process.env.DATABASE_URL;
  const dataDir = process.env.DATA_DIR || path.join(".data", "db");
  if (!url && (await socketIsLive(ownerSocketPath(dataDir)))) {
    console.error("The shop server is running on this database: stop it before seeding.");
    return 1;
  }
  const database = url ? createDatabase({ url, poolSize: 1 }) : createDatabase({ dataDir });
  const started = performance.now();
  try {
    let told = 0;
    const summary = await seedShop(database, {
      ...options,
      progress: (written) => {
        const seconds = (performance.now() - started) / 1000;
        if (seconds - told < 10) return;
        told = seconds;
        console.error(`  ${written} subscriptions after ${seconds.toFixed(0)} s`);
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${options.subscriptions} subscriptions (seed ${options.seed}, today ${options.today}) in ${seconds} s:`,
    );
    for (const { table, rows } of summary) console.log(`  ${table.padEnd(24)}${rows}`);
    console.log("Seeded customers have no sign-in account: their uids are only rows.");
    return 0;
  } catch (error) {
    if (error instanceof RealOrdersError) {
      console.error(error.message);
      return 3;
    }
    throw error;
  } finally {
    await database.close();
  }
}
