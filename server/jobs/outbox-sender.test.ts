// @vitest-environment node
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox } from "../db/schema";
import { paragraph } from "../mail/content";
import { composeMessage, enqueueMessage } from "../services/outbox";
import { fixedClock, withDb } from "../test-support/commerce";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import {
  createOutboxSender,
  createSmtpTransport,
  outboxSenderFor,
  type OutboxSenderOptions,
} from "./outbox-sender";

let store: TestDatabase;
let run: ReturnType<typeof withDb>;

/** A real SMTP server on loopback that keeps what it accepts; it may refuse the first tries. */
async function startSmtp(refuseFirst = 0) {
  const accepted: { to: string; raw: string }[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refused < refuseFirst) {
          refused += 1;
          const error = Object.assign(new Error("Mailbox busy, try again later"), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        accepted.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(","),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    get refused() {
      return refused;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const messageIds = (accepted: { raw: string }[]) =>
  accepted.map((m) => /^Message-ID: (.*)$/im.exec(m.raw)?.[1]?.trim());

function sender(overrides: Partial<OutboxSenderOptions> & Pick<OutboxSenderOptions, "transport">) {
  return createOutboxSender({
    run,
    from: "PetBox <orders@petbox.example>",
    replyTo: "PetBox support <support@petbox.example>",
    log: () => {},
    ...overrides,
  });
}

async function queue(count: number, email: string | null = "ada@example.com") {
  for (let i = 0; i < count; i += 1) {
    await run((db) =>
      enqueueMessage(db, {
        kind: "order_confirmation",
        recipientUid: "outbox-ada",
        recipientEmail: email,
        subject: `Your PetBox order PB-${String(i + 1).padStart(6, "0")}`,
        text: `Hello Ada,\n\nmessage ${i + 1}.`,
      }),
    );
  }
}

const rows = () => run((db) => db.select().from(outbox).orderBy(outbox.id));

beforeAll(async () => {
  store = await freshDatabase();
  run = withDb(store.database);
}, 60_000);
afterAll(() => store.drop(), 30_000);
// Rows are queued "now" by the database; the tests' clocks are later than that.
beforeEach(() => run((db) => db.delete(outbox)));

describe("the outbox sender", () => {
  it("sends every queued message once, through SMTP, and marks it sent", async () => {
    const smtp = await startSmtp();
    const transport = createSmtpTransport(smtp.url);
    const clock = fixedClock("2099-01-01T10:00:00Z");
    try {
      await queue(3);
      const job = sender({ transport, clock });
      expect(await job.runOnce()).toEqual({ claimed: 3, sent: 3, failed: 0, gaveUp: 0 });
      expect(await job.runOnce()).toEqual({ claimed: 0, sent: 0, failed: 0, gaveUp: 0 });
      expect(smtp.accepted).toHaveLength(3);
      expect(smtp.accepted[0]?.to).toBe("ada@example.com");
      expect(smtp.accepted[0]?.raw).toMatch(/^Subject: Your PetBox order PB-000001$/m);
      expect(smtp.accepted[0]?.raw).toMatch(/^From: PetBox <orders@petbox\.example>$/m);
      expect(new Set(messageIds(smtp.accepted)).size).toBe(3);
      expect(
        (await rows()).map((r) => [
          r.attempts,
          r.sentAt?.toISOString(),
          r.nextAttemptAt,
          r.lastError,
        ]),
      ).toEqual(Array.from({ length: 3 }, () => [1, "2099-01-01T10:00:00.000Z", null, null]));
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it("sends the HTML part with the text as its alternative, and replies go to support (issue 25 §6)", async () => {
    const smtp = await startSmtp();
    const transport = createSmtpTransport(smtp.url);
    try {
      await run((db) =>
        enqueueMessage(
          db,
          composeMessage(
            "subscription_resumed",
            { uid: "outbox-ada", email: "ada@example.com" },
            "Your PetBox subscription is back on",
            {
              title: "Your subscription is back on",
              preview: "Your next box ships on Monday, February 1, 2027.",
              shopUrl: "https://petbox.example",
              blocks: [paragraph("Your next box ships on Monday, February 1, 2027.")],
            },
          ),
        ),
      );
      await queue(1); // a message held from before HTML e-mails: text alone
      const job = sender({ transport, clock: fixedClock("2099-01-01T10:00:00Z") });
      expect(await job.runOnce()).toMatchObject({ sent: 2 });
      const raw = (subject: string) =>
        smtp.accepted.find((mail) => mail.raw.includes(`Subject: ${subject}`))?.raw;
      const html = raw("Your PetBox subscription is back on");
      const plain = raw("Your PetBox order PB-000001");
      expect(html).toMatch(/^Reply-To: PetBox support <support@petbox\.example>$/m);
      expect(html).toMatch(/^Content-Type: multipart\/alternative;/m);
      // The text part first, the HTML part last: mail programs show the last one they can.
      const textAt = html?.search(/^Content-Type: text\/plain/m) ?? -1;
      const htmlAt = html?.search(/^Content-Type: text\/html/m) ?? -1;
      expect(textAt).toBeGreaterThan(0);
      expect(htmlAt).toBeGreaterThan(textAt);
      expect(plain).toMatch(/^Reply-To: PetBox support <support@petbox\.example>$/m);
      expect(plain).toMatch(/^Content-Type: text\/plain/m);
      expect(plain).not.toMatch(/text\/html/);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it("retries a refused message with growing waits, and delivers it once", async () => {
    const smtp = await startSmtp(2);
    const transport = createSmtpTransport(smtp.url);
    const clock = fixedClock("2099-01-01T10:00:00Z");
    try {
      await queue(1);
      const job = sender({ transport, clock });
      expect(await job.runOnce()).toMatchObject({ claimed: 1, failed: 1 });
      let [row] = await rows();
      expect(row).toMatchObject({ attempts: 1, lastError: "smtp_451", sentAt: null });
      expect(row?.nextAttemptAt?.toISOString()).toBe("2099-01-01T10:00:30.000Z");

      clock.advance(20_000); // not due yet
      expect(await job.runOnce()).toMatchObject({ claimed: 0 });
      clock.advance(10_000);
      expect(await job.runOnce()).toMatchObject({ claimed: 1, failed: 1 });
      [row] = await rows();
      expect(row).toMatchObject({ attempts: 2, lastError: "smtp_451" });
      expect(row?.nextAttemptAt?.toISOString()).toBe("2099-01-01T10:01:30.000Z"); // 60 s after 10:00:30

      clock.advance(59_000);
      expect(await job.runOnce()).toMatchObject({ claimed: 0 });
      clock.advance(1_000);
      expect(await job.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
      expect(smtp.refused).toBe(2);
      expect(smtp.accepted).toHaveLength(1);
      [row] = await rows();
      expect(row).toMatchObject({ attempts: 3, lastError: null, nextAttemptAt: null });
      expect(row?.sentAt?.toISOString()).toBe("2099-01-01T10:01:30.000Z");
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it("keeps retrying while the mail server is down, then gives up after the last attempt", async () => {
    const smtp = await startSmtp();
    await smtp.close(); // nothing listens on that port now
    const transport = createSmtpTransport(smtp.url);
    const clock = fixedClock("2099-01-01T10:00:00Z");
    try {
      await queue(1);
      const job = sender({ transport, clock, maxAttempts: 2 });
      expect(await job.runOnce()).toMatchObject({ failed: 1 });
      const [first] = await rows();
      expect(first?.lastError).toMatch(/^E[A-Z]+$/);
      clock.advance(30_000);
      expect(await job.runOnce()).toMatchObject({ gaveUp: 1 });
      const [last] = await rows();
      expect(last).toMatchObject({ attempts: 2, nextAttemptAt: null, sentAt: null });
      clock.advance(24 * 3_600_000);
      expect(await job.runOnce()).toMatchObject({ claimed: 0 });
    } finally {
      transport.close();
    }
  });

  it("sends each message once with two senders on one database", async () => {
    const smtp = await startSmtp();
    const transports = [createSmtpTransport(smtp.url), createSmtpTransport(smtp.url)];
    const clock = fixedClock("2099-01-01T10:00:00Z");
    try {
      await queue(30);
      const jobs = transports.map((transport) => sender({ transport, clock, batchSize: 4 }));
      const drain = async (job: (typeof jobs)[number]) => {
        let sent = 0;
        for (;;) {
          const summary = await job.runOnce();
          sent += summary.sent;
          if (summary.claimed === 0) return sent;
        }
      };
      const [a, b] = await Promise.all(jobs.map(drain));
      expect((a ?? 0) + (b ?? 0)).toBe(30);
      expect(smtp.accepted).toHaveLength(30);
      expect(new Set(messageIds(smtp.accepted)).size).toBe(30);
      expect((await rows()).every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
    } finally {
      transports.forEach((t) => t.close());
      await smtp.close();
    }
  });

  it("keeps a message without a recipient unsent, and says why", async () => {
    const smtp = await startSmtp();
    const transport = createSmtpTransport(smtp.url);
    try {
      await queue(1, null);
      const job = sender({ transport, clock: fixedClock("2099-01-01T10:00:00Z") });
      expect(await job.runOnce()).toMatchObject({ claimed: 1, gaveUp: 1 });
      expect(await rows()).toMatchObject([
        { sentAt: null, nextAttemptAt: null, lastError: "no_recipient" },
      ]);
      expect(smtp.accepted).toHaveLength(0);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it("runs on its own once started, and stops when asked", async () => {
    const smtp = await startSmtp();
    const transport = createSmtpTransport(smtp.url);
    try {
      const job = sender({ transport, pollMs: 20 });
      job.start();
      job.start(); // a second start changes nothing
      await queue(2);
      const deadline = Date.now() + 10_000;
      while (smtp.accepted.length < 2 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      await job.stop();
      expect(smtp.accepted).toHaveLength(2);
      await queue(1);
      await new Promise((r) => setTimeout(r, 100));
      expect(smtp.accepted).toHaveLength(2);
      const [, , waiting] = await rows();
      expect(waiting).toMatchObject({ sentAt: null, attempts: 0 });
      expect(
        await run((db) => db.select().from(outbox).where(eq(outbox.attempts, 1))),
      ).toHaveLength(2);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it("is started only with SMTP_URL; without it messages stay in the table", async () => {
    expect(
      outboxSenderFor(
        { smtpUrl: null, mailFrom: "PetBox <a@b.example>", mailReplyTo: "help@b.example" },
        run,
      ),
    ).toBeNull();
    const smtp = await startSmtp();
    try {
      await queue(1);
      // PostgreSQL's now() has microseconds, the real clock milliseconds: let the row be due.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const job = outboxSenderFor(
        { smtpUrl: smtp.url, mailFrom: "PetBox <a@b.example>", mailReplyTo: "help@b.example" },
        run,
      );
      expect(await job?.runOnce()).toMatchObject({ sent: 1 });
      await job?.stop();
      expect(smtp.accepted[0]?.raw).toMatch(/^From: PetBox <a@b\.example>$/m);
      expect(smtp.accepted[0]?.raw).toMatch(/^Reply-To: help@b\.example$/m);
    } finally {
      await smtp.close();
    }
  });
});
