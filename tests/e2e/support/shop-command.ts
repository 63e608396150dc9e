import { requestOverSocket } from "../../../server/owner/socket-client";
import { ownerSocketPath } from "../../../server/owner/socket-path";

/**
 * What the running shop whose embedded database is `dataDir` answers `npm run shop -- <path>`
 * with, over its owner socket (server/owner/socket.ts): the JSON the command prints from. Asked
 * here directly, as a process of the command costs a tsx start (2–3 s) for each look; the
 * command's own printing is checked in server/owner/records.test.ts.
 */
function askShop(dataDir: string, requestPath: string): Promise<unknown> {
  return requestOverSocket(ownerSocketPath(dataDir), "GET", requestPath);
}

/**
 * The newest message of `kind` to `to` in the shop's outbox (`npm run shop -- outbox`), as
 * "Message #<id>", "Subject: …", a blank line, then its text part; null when there is none.
 */
export async function outboxMessage(
  dataDir: string,
  kind: string,
  to: string,
): Promise<string | null> {
  const messages = (await askShop(dataDir, "/outbox")) as {
    id: number;
    kind: string;
    to: string | null;
    subject: string;
    text: string;
  }[];
  // Newest first, as the command lists them.
  const newest = messages.find((message) => message.kind === kind && message.to === to);
  return newest ? `Message #${newest.id}\nSubject: ${newest.subject}\n\n${newest.text}` : null;
}
