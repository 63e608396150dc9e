// `npm run shop -- <list> [--csv]`: what the shop has stored, newest first; `packing --month
// YYYY-MM` is a month's packing list; `reviews hide|show <id>` moderates; `staff …` manages the
// back office's people (./staff.ts); `export <kind> --csv` prints one of the owner's files
// (./export.ts). Reads the database the server uses (DATABASE_URL, else the embedded one in
// DATA_DIR or .data/db — through the running server if there is one, see ../owner/socket.ts).
// ./shop.ts runs it with the process's arguments; tests call `runShop` in the same process.
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { mailSettings } from "../config";
import { createDatabase, type Database } from "../db/client";
import { columnsOf } from "../owner/columns";
import { toCsv } from "../owner/csv";
import {
  moderateReview,
  ownerOutboxMessage,
  ownerRecords,
  recordKinds,
  type OwnerRecord,
  type RecordKind,
} from "../owner/records";
import {
  fetchOverSocket,
  moderateOverSocket,
  outboxMessageOverSocket,
  ownerSocketPath,
  socketIsLive,
} from "../owner/socket";
import { exportUsage, runExportCommand } from "./export";
import { printOutboxMessage, printText } from "./print-records";
import { metricsUsage, runMetricsCommand } from "./metrics";
import { runSeedCommand, seedUsage } from "./seed/command";
import { runStaffCommand, staffUsage } from "./staff";

const usage = [
  "Usage: npm run shop -- messages | subscribers | reviews | orders | outbox | subscriptions | withdrawals [--csv]",
  "       npm run shop -- packing --month YYYY-MM [--csv]",
  "       npm run shop -- reviews hide <id> | reviews show <id>",
  "       npm run shop -- outbox --show <id>",
  exportUsage,
  staffUsage,
  metricsUsage,
  seedUsage,
].join("\n");

/** Through the running server's socket, or with a database of our own. */
async function withStore<T>(
  overSocket: (socketPath: string) => Promise<T>,
  direct: (database: Database) => Promise<T>,
): Promise<T> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = process.env.DATA_DIR || path.join(".data", "db");
    const socketPath = ownerSocketPath(dataDir);
    if (await socketIsLive(socketPath)) return overSocket(socketPath);
    const database = createDatabase({ dataDir });
    try {
      return await direct(database);
    } finally {
      await database.close();
    }
  }
  const database = createDatabase({ url, poolSize: 1 });
  try {
    return await direct(database);
  } finally {
    await database.close();
  }
}

function load(kind: RecordKind, options: { month?: string }): Promise<OwnerRecord[]> {
  return withStore(
    async (socketPath) => (await fetchOverSocket(socketPath, kind, options)) as OwnerRecord[],
    (database) => ownerRecords(database, kind, options),
  );
}

/** Ends the command with its exit code, after saying why on stderr. */
class CommandEnd extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

function fail(message: string, code = 2): never {
  console.error(message);
  throw new CommandEnd(code);
}

/** A failure's words, unless it is the command ending on purpose (then it goes on up). */
function reason(error: unknown): string {
  if (error instanceof CommandEnd) throw error;
  return error instanceof Error ? error.message : String(error);
}

/** A command of its own (staff, export, metrics): its exit code, the usage for 2, a failure's words. */
async function subcommand(run: () => Promise<number>, failure: string): Promise<number> {
  try {
    const code = await run();
    if (code === 2) fail(usage);
    return code;
  } catch (error) {
    fail(`${failure}: ${reason(error)}`, 1);
  }
}

/**
 * `npm run shop -- <args>`: prints what was asked (stdout, refusals and usage on stderr) and
 * returns the exit code (0 done, 1 refused or failed, 2 a usage mistake).
 */
export async function runShop(argv: readonly string[]): Promise<number> {
  try {
    const args = [...argv];
    const csv = args.includes("--csv");
    const rest = args.filter((arg) => arg !== "--csv");
    const kind = rest[0] as RecordKind | undefined;

    if (rest[0] === "seed") {
      if (csv) fail(usage);
      const code = await runSeedCommand(rest.slice(1));
      if (code === 2) fail(usage);
      return code;
    } else if (rest[0] === "staff") {
      if (csv) fail(usage);
      return await subcommand(
        () => runStaffCommand(rest.slice(1), withStore),
        "Could not change the staff",
      );
    } else if (rest[0] === "export") {
      return await subcommand(
        () => runExportCommand(rest.slice(1), csv, withStore),
        "Could not export",
      );
    } else if (rest[0] === "metrics") {
      if (csv) fail(usage);
      return await subcommand(
        () => runMetricsCommand(rest.slice(1), withStore),
        "Could not rebuild the numbers",
      );
    } else if (kind === "reviews" && (rest[1] === "hide" || rest[1] === "show")) {
      const action = rest[1];
      const id = Number(rest[2]);
      if (!/^\d{1,15}$/.test(rest[2] ?? "") || rest.length !== 3 || csv) fail(usage);
      try {
        const done = await withStore(
          (socketPath) => moderateOverSocket(socketPath, id, action),
          (database) => moderateReview(database, id, action),
        );
        if (!done) fail(`There is no review #${id}.`, 1);
        console.log(
          action === "hide"
            ? `Review #${id} is hidden: it is in no list and no rating any more.`
            : `Review #${id} is shown again.`,
        );
      } catch (error) {
        fail(`Could not ${action} review #${id}: ${reason(error)}`, 1);
      }
    } else if (kind === "outbox" && rest[1] === "--show") {
      const id = Number(rest[2]);
      if (!/^\d{1,15}$/.test(rest[2] ?? "") || rest.length !== 3 || csv) fail(usage);
      try {
        const message = (await withStore(
          (socketPath) => outboxMessageOverSocket(socketPath, id),
          (database) => ownerOutboxMessage(database, id),
        )) as OwnerRecord | null;
        if (!message) fail(`There is no message #${id} in the outbox.`, 1);
        // The HTML goes to a file a browser opens; the terminal gets the headers and the text.
        let htmlFile: string | null = null;
        if (typeof message.html === "string") {
          htmlFile = path.join(os.tmpdir(), `petbox-outbox-${id}.html`);
          writeFileSync(htmlFile, message.html);
        }
        printOutboxMessage(message, mailSettings(process.env), htmlFile);
      } catch (error) {
        fail(`Could not read message #${id}: ${reason(error)}`, 1);
      }
    } else {
      let month: string | undefined;
      let extra = rest.slice(1);
      if (kind === "packing") {
        const at = extra.indexOf("--month");
        month = at >= 0 ? extra[at + 1] : undefined;
        if (at < 0 || !month) fail(usage);
        extra = extra.filter((_, index) => index !== at && index !== at + 1);
      }
      if (!kind || !recordKinds.includes(kind) || extra.length > 0) fail(usage);
      try {
        const rows = await load(kind, month ? { month } : {});
        if (csv) process.stdout.write(toCsv(rows, columnsOf[kind]));
        else if (kind === "packing" && rows.length === 0)
          console.log(`Nothing to pack in ${month}.`);
        else printText(kind, rows);
      } catch (error) {
        fail(`Could not read the ${kind}: ${reason(error)}`, 1);
      }
    }
    return 0;
  } catch (error) {
    if (error instanceof CommandEnd) return error.code;
    throw error;
  }
}
