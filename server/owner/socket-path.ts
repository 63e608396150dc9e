// Where the running shop server answers the owner's command for the embedded database in
// `dataDir` (./socket.ts). A module of its own, with nothing but Node's path rules, so that a
// test runner outside the server (the e2e support) finds the socket without the server's code.
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";

/** Beside the database folder, or under the temporary folder when that path is too long. */
export function ownerSocketPath(dataDir: string): string {
  const beside = `${path.resolve(dataDir)}.sock`;
  if (beside.length < 100) return beside;
  const hash = createHash("sha256").update(path.resolve(dataDir)).digest("hex").slice(0, 16);
  return path.join(os.tmpdir(), `petbox-${hash}.sock`);
}
