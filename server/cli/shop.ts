// `npm run shop -- messages | subscribers | reviews [--csv]`: what the shop has stored, newest
// first. Reads the database the server uses (DATABASE_URL, else the embedded one in DATA_DIR or
// .data/db — through the running server if there is one, see ../owner/socket.ts).
import path from "node:path";
import { createDatabase } from "../db/client";
import { columnsOf } from "../owner/columns";
import { toCsv } from "../owner/csv";
import { ownerRecords, recordKinds, type OwnerRecord, type RecordKind } from "../owner/records";
import { fetchOverSocket, ownerSocketPath, socketIsLive } from "../owner/socket";

const usage = "Usage: npm run shop -- messages | subscribers | reviews [--csv]";

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
    console.log(`No ${kind} yet.`);
    return;
  }
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
