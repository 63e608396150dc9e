// `npm run shop -- <list> [--csv]`: what the shop has stored, newest first; `packing --month
// YYYY-MM` is a month's packing list; `reviews hide|show <id>` moderates. Reads the database the
// server uses (DATABASE_URL, else the embedded one in DATA_DIR or .data/db — through the running
// server if there is one, see ../owner/socket.ts).
import path from "node:path";
import { formatCalendarDate } from "../../shared/commerce/dates";
import { formatCents } from "../../shared/commerce/money";
import { createDatabase, type Database } from "../db/client";
import { columnsOf } from "../owner/columns";
import { toCsv } from "../owner/csv";
import {
  moderateReview,
  ownerRecords,
  recordKinds,
  type OwnerRecord,
  type RecordKind,
} from "../owner/records";
import {
  fetchOverSocket,
  moderateOverSocket,
  ownerSocketPath,
  socketIsLive,
} from "../owner/socket";

const usage = [
  "Usage: npm run shop -- messages | subscribers | reviews | orders | outbox | subscriptions [--csv]",
  "       npm run shop -- packing --month YYYY-MM [--csv]",
  "       npm run shop -- reviews hide <id> | reviews show <id>",
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

function printText(kind: RecordKind, rows: readonly OwnerRecord[]) {
  if (rows.length === 0) {
    console.log(kind === "outbox" ? "The outbox is empty." : `No ${kind} yet.`);
    return;
  }
  if (kind === "orders") return printOrders(rows);
  if (kind === "outbox") return printOutbox(rows);
  if (kind === "subscriptions") return printSubscriptions(rows);
  if (kind === "packing") return printPacking(rows);
  for (const row of rows) {
    const when = String(row.created_at).replace("T", " ").slice(0, 19);
    if (kind === "subscribers") {
      console.log(`${when}  ${row.email}`);
    } else if (kind === "messages") {
      console.log(`${when}  ${row.name} <${row.email}>  (uid ${row.uid})`);
      console.log(indent(String(row.message)) + "\n");
    } else {
      const author = row.author_name ?? (row.author_uid ? "(signed in, no name)" : "(visitor)");
      const hidden = row.hidden ? "  [hidden]" : "";
      console.log(
        `${when}  #${row.id}  box ${row.box_id}  rating ${row.rating}/5  ${author}${hidden}`,
      );
      console.log(indent(String(row.text)) + "\n");
    }
  }
  console.log(`${rows.length} ${kind}.`);
}

/** One block per order (the rows are its lines, newest order first). */
function printOrders(rows: readonly OwnerRecord[]) {
  let current: string | null = null;
  let orders = 0;
  for (const row of rows) {
    if (row.order !== current) {
      if (current !== null) console.log("");
      current = String(row.order);
      orders += 1;
      console.log(
        `${when(row)}  ${row.order}  ${row.status}  ${formatCents(Number(row.total_cents))}  ` +
          `plan ${row.plan}  (uid ${row.uid})`,
      );
      console.log(`    ship to ${row.ship_to}, ${row.city}, ${row.country}`);
    }
    console.log(
      `    ${row.quantity} × ${row.box} for ${row.pet} at ${formatCents(Number(row.unit_price_cents))}` +
        ` = ${formatCents(Number(row.line_total_cents))}, first box ${row.first_delivery}`,
    );
  }
  console.log(`\n${orders} ${orders === 1 ? "order" : "orders"}.`);
}

function printOutbox(rows: readonly OwnerRecord[]) {
  for (const row of rows) {
    const state =
      row.status === "sent"
        ? `sent ${String(row.sent_at).replace("T", " ").slice(0, 19)}`
        : row.status === "waiting"
          ? `waiting, ${row.attempts} attempts so far` +
            (row.last_error ? ` (last: ${row.last_error})` : "")
          : `not sent (${row.last_error ?? "gave up"})`;
    console.log(`${when(row)}  #${row.id}  ${row.kind}  to ${row.to ?? "(no address)"}  ${state}`);
    console.log(`    Subject: ${row.subject}`);
    console.log(indent(String(row.text)) + "\n");
  }
  const waiting = rows.filter((row) => row.status === "waiting").length;
  console.log(
    `${rows.length} ${rows.length === 1 ? "message" : "messages"}, ${waiting} waiting to be sent.`,
  );
}

function when(row: OwnerRecord) {
  return String(row.created_at).replace("T", " ").slice(0, 19);
}

function indent(text: string) {
  return text
    .split(/\r?\n/)
    .map((line) => `    ${line}`)
    .join("\n");
}

function printSubscriptions(rows: readonly OwnerRecord[]) {
  for (const row of rows) {
    const state =
      row.status === "paused"
        ? `paused until ${row.paused_until}`
        : row.status === "cancelled"
          ? `cancelled, ends ${row.ends_on}`
          : String(row.status);
    const left = row.deliveries_left === null ? "" : `, ${row.deliveries_left} prepaid left`;
    const issue = row.payment_issue ? "  PAYMENT FAILED" : "";
    console.log(
      `#${row.id}  ${state}  ${row.quantity} × ${row.box} for ${row.pet ?? "(pet deleted)"}  ` +
        `${row.frequency}, ${formatCents(Number(row.unit_price_cents))} a box${left}  ` +
        `next ${row.next_delivery ?? "none"}  (${row.order}, uid ${row.uid})${issue}`,
    );
  }
  const live = rows.filter((row) => row.status === "active" || row.status === "paused").length;
  console.log(`\n${rows.length} subscriptions, ${live} active or paused.`);
}

/** One block per ship date, one line per box, the swap-outs flagged. */
function printPacking(rows: readonly OwnerRecord[]) {
  let date: string | null = null;
  let boxes = 0;
  let flagged = 0;
  for (const row of rows) {
    if (row.ship_date !== date) {
      date = String(row.ship_date);
      console.log(`\n${formatCalendarDate(date)}`);
    }
    boxes += Number(row.quantity);
    const pet = row.pet
      ? `${row.pet} (${row.species}${row.size ? `, ${row.size}` : ""})`
      : "(pet deleted)";
    console.log(`  ${row.quantity} × ${row.box}  for ${pet}`);
    if (row.allergies) console.log(`      allergies: ${row.allergies}`);
    if (row.dislikes) console.log(`      dislikes: ${row.dislikes}`);
    if (row.swap_out) {
      flagged += 1;
      console.log(`      !! SWAP OUT: ${row.swap_out}`);
    }
    const address = [
      row.full_name,
      row.line1,
      row.line2,
      [row.city, row.region, row.postal_code].filter(Boolean).join(" "),
      row.country,
      row.phone,
    ]
      .filter(Boolean)
      .join(", ");
    console.log(`      ship to ${address}`);
  }
  console.log(
    `\n${boxes} ${boxes === 1 ? "box" : "boxes"} in ${rows.length} ${rows.length === 1 ? "delivery" : "deliveries"}` +
      (flagged > 0 ? `, ${flagged} with an item to swap out.` : "."),
  );
}

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

const args = process.argv.slice(2);
const csv = args.includes("--csv");
const rest = args.filter((arg) => arg !== "--csv");
const kind = rest[0] as RecordKind | undefined;

if (kind === "reviews" && (rest[1] === "hide" || rest[1] === "show")) {
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
    fail(
      `Could not ${action} review #${id}: ${error instanceof Error ? error.message : String(error)}`,
      1,
    );
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
    else if (kind === "packing" && rows.length === 0) console.log(`Nothing to pack in ${month}.`);
    else printText(kind, rows);
  } catch (error) {
    fail(
      `Could not read the ${kind}: ${error instanceof Error ? error.message : String(error)}`,
      1,
    );
  }
}
