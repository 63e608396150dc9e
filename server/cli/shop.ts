// `npm run shop -- messages | subscribers | reviews | orders | outbox [--csv]`: what the shop has
// stored, newest first. Reads the database the server uses (DATABASE_URL, else the embedded one in DATA_DIR or
// .data/db — through the running server if there is one, see ../owner/socket.ts).
import path from "node:path";
import { formatCents } from "../../shared/commerce/money";
import { createDatabase } from "../db/client";
import { columnsOf } from "../owner/columns";
import { toCsv } from "../owner/csv";
import { ownerRecords, recordKinds, type OwnerRecord, type RecordKind } from "../owner/records";
import { fetchOverSocket, ownerSocketPath, socketIsLive } from "../owner/socket";

const usage = "Usage: npm run shop -- messages | subscribers | reviews | orders | outbox [--csv]";

async function load(kind: RecordKind): Promise<OwnerRecord[]> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = process.env.DATA_DIR || path.join(".data", "db");
    const socketPath = ownerSocketPath(dataDir);
    if (await socketIsLive(socketPath))
      return (await fetchOverSocket(socketPath, kind)) as OwnerRecord[];
    const database = createDatabase({ dataDir });
    try {
      return await ownerRecords(database, kind);
    } finally {
      await database.close();
    }
  }
  const database = createDatabase({ url, poolSize: 1 });
  try {
    return await ownerRecords(database, kind);
  } finally {
    await database.close();
  }
}

function printText(kind: RecordKind, rows: readonly OwnerRecord[]) {
  if (rows.length === 0) {
    console.log(kind === "outbox" ? "The outbox is empty." : `No ${kind} yet.`);
    return;
  }
  if (kind === "orders") return printOrders(rows);
  if (kind === "outbox") return printOutbox(rows);
  for (const row of rows) {
    const when = String(row.created_at).replace("T", " ").slice(0, 19);
    if (kind === "subscribers") {
      console.log(`${when}  ${row.email}`);
    } else if (kind === "messages") {
      console.log(`${when}  ${row.name} <${row.email}>  (uid ${row.uid})`);
      console.log(indent(String(row.message)) + "\n");
    } else {
      const author = row.author_name ?? (row.author_uid ? "(signed in, no name)" : "(visitor)");
      console.log(`${when}  box ${row.box_id}  rating ${row.rating}/5  ${author}`);
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

const args = process.argv.slice(2);
const kind = args.find((arg) => !arg.startsWith("-")) as RecordKind | undefined;
const unknown = args.filter((arg) => arg.startsWith("-") && arg !== "--csv");
if (!kind || !recordKinds.includes(kind) || unknown.length > 0 || args.length > 2) {
  console.error(usage);
  process.exit(2);
}
try {
  const rows = await load(kind);
  if (args.includes("--csv")) process.stdout.write(toCsv(rows, columnsOf[kind]));
  else printText(kind, rows);
} catch (error) {
  console.error(
    `Could not read the ${kind}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
