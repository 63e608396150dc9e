// `npm run shop -- export <kind> --csv` (issue 27, decision 252): one of the owner's six CSV
// files on stdout, written as it is read, through the running server's socket or the database.
import type { Writable } from "node:stream";
import { exportCsv, exportKinds, isExportKind } from "../owner/exports";
import { exportOverSocket } from "../owner/socket";
import type { WithStore } from "./staff";

export const exportUsage = `       npm run shop -- export ${exportKinds.join("|")} --csv`;

/** Writes one chunk, waiting while `out` is full, so a slow pipe never queues the whole file. */
async function write(out: Writable, chunk: string) {
  if (out.write(chunk)) return;
  await new Promise<void>((resolve, reject) => {
    const drained = () => {
      out.off("error", failed);
      resolve();
    };
    const failed = (error: Error) => {
      out.off("drain", drained);
      reject(error);
    };
    out.once("drain", drained).once("error", failed);
  });
}

/**
 * `export …` with its arguments (after "export", --csv taken out, `csv` saying whether it was
 * there): the exit code (0 written, 2 a usage mistake). CSV is the only format, and is asked for
 * by name so a later format is not a surprise.
 */
export async function runExportCommand(
  args: readonly string[],
  csv: boolean,
  withStore: WithStore,
  out: Writable = process.stdout,
) {
  const [kind] = args;
  if (!csv || args.length !== 1 || kind === undefined || !isExportKind(kind)) return 2;
  await withStore(
    (socketPath) => exportOverSocket(socketPath, kind, out),
    async (database) => {
      for await (const chunk of exportCsv(database, kind)) await write(out, chunk);
    },
  );
  return 0;
}
