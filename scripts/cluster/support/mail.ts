// A real SMTP server on loopback (smtp-server) that keeps each message's Message-ID.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export async function startMailCatcher() {
  const messageIds: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        messageIds.push(/^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? "(none)");
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messageIds,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
