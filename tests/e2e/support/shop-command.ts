import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** `npm run shop -- …` against the shop whose embedded database is `dataDir` (its socket). */
export async function shopCommand(dataDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await run("npx", ["--no-install", "tsx", "server/cli/shop.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  });
  return stdout;
}

/**
 * The newest message of `kind` to `to` in the shop's outbox, as `npm run shop -- outbox --show`
 * prints it (headers, then the text part); null when there is none.
 */
export async function outboxMessage(
  dataDir: string,
  kind: string,
  to: string,
): Promise<string | null> {
  const list = await shopCommand(dataDir, "outbox");
  // Newest first: "<when>  #<id>  <kind>  to <address>  <state>".
  const escaped = to.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const id = new RegExp(`#(\\d+)  ${kind}  to ${escaped}  `).exec(list)?.[1];
  return id ? shopCommand(dataDir, "outbox", "--show", id) : null;
}
