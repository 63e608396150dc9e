import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";
import { log as logger } from "../log";
import { createPoller } from "./poller";

/** What the sender needs of a mail transport; nodemailer's transporter is one. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    replyTo: string;
    to: string;
    subject: string;
    text: string;
    /** The HTML part, sent with the text as its plain alternative (multipart/alternative). */
    html?: string;
    messageId: string;
  }): Promise<unknown>;
}

export interface OutboxSenderOptions {
  /** Runs database work: `(work) => database.use("outbox.send", work)` (the server wires it). */
  run: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  transport: MailTransport;
  /** The From header: "PetBox <orders@petbox.example>". */
  from: string;
  /** The Reply-To header (MAIL_REPLY_TO): a customer's answer reaches support, not the sender. */
  replyTo: string;
  /** The clock; tests inject one. */
  clock?: () => Date;
  /** Pause between two looks at the table when nothing was due (default 5 s). */
  pollMs?: number;
  /** Messages claimed at once (default 10). */
  batchSize?: number;
  /**
   * How long a claimed message is reserved for this sender (default 5 min). Longer than any
   * send can take (the SMTP timeouts below), so no other sender takes it while it is in flight.
   */
  leaseMs?: number;
  /** Attempts before giving up on a message (default 20, about a day of retries). */
  maxAttempts?: number;
  /** Wait after the n-th failed attempt (default 30 s doubling, at most 2 h). */
  backoffMs?: (attempt: number) => number;
  /** Where codes are logged, never addresses or text (default: the server log, at warn). */
  log?: (line: string) => void;
}

export interface RunSummary {
  claimed: number;
  sent: number;
  failed: number;
  gaveUp: number;
}

export interface OutboxSender {
  /** Starts polling; a second call does nothing. */
  start(): void;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
  /** One pass: claim what is due, send it, record the outcome. */
  runOnce(): Promise<RunSummary>;
}

export const defaultBackoffMs = (attempt: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 2 * 3_600_000);

/** A short code for the log and the table: "smtp_451", "ESOCKET"; never the server's words. */
export function errorCode(error: unknown): string {
  const details = error as { responseCode?: unknown; code?: unknown } | null;
  if (typeof details?.responseCode === "number") return `smtp_${details.responseCode}`;
  if (typeof details?.code === "string" && /^[A-Za-z0-9_]{1,40}$/.test(details.code))
    return details.code;
  return "send_failed";
}

/**
 * Sends the outbox (decision 094). Each pass claims due rows with FOR UPDATE SKIP LOCKED and, in
 * the same statement, moves their next attempt a lease ahead, then commits: several senders on
 * one PostgreSQL never claim one row together, and none reclaims it while it is being sent.
 * A sent row gets `sent_at`; a failed one waits with backoff; the SMTP call runs outside any
 * transaction, so a slow mail server never holds the database (PGlite has one connection).
 */
export function createOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const clock = options.clock ?? (() => new Date());
  const pollMs = options.pollMs ?? 5_000;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const maxAttempts = options.maxAttempts ?? 20;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const log = options.log ?? ((line: string) => logger.warn(line));
  const domain = /@([^>\s]+)>?\s*$/.exec(options.from)?.[1] ?? "petbox.invalid";

  async function claim() {
    const now = clock();
    return options.run((db) => {
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            isNull(outbox.sentAt),
            isNotNull(outbox.nextAttemptAt),
            lte(outbox.nextAttemptAt, now),
          ),
        )
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      return db
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + leaseMs),
        })
        .where(inArray(outbox.id, due))
        .returning();
    });
  }

  /** Records an outcome only if the claim is still ours (the attempt count is its token). */
  function record(id: number, attempts: number, values: Partial<typeof outbox.$inferInsert>) {
    return options.run((db) =>
      db
        .update(outbox)
        .set(values)
        .where(and(eq(outbox.id, id), eq(outbox.attempts, attempts), isNull(outbox.sentAt))),
    );
  }

  async function runOnce(): Promise<RunSummary> {
    const summary: RunSummary = { claimed: 0, sent: 0, failed: 0, gaveUp: 0 };
    const rows = await claim();
    summary.claimed = rows.length;
    for (const row of rows) {
      if (!row.recipientEmail) {
        await record(row.id, row.attempts, { nextAttemptAt: null, lastError: "no_recipient" });
        log(`outbox: message ${row.id} has no recipient; kept unsent`);
        summary.gaveUp += 1;
        continue;
      }
      try {
        await options.transport.sendMail({
          from: options.from,
          replyTo: options.replyTo,
          to: row.recipientEmail,
          subject: row.subject,
          text: row.text,
          ...(row.html === null ? {} : { html: row.html }),
          // The same id on every attempt, so a receiver can drop a copy sent twice after a crash.
          messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${domain}>`,
        });
        await record(row.id, row.attempts, {
          sentAt: clock(),
          nextAttemptAt: null,
          lastError: null,
        });
        summary.sent += 1;
      } catch (error) {
        const code = errorCode(error);
        const last = row.attempts >= maxAttempts;
        const wait = backoffMs(row.attempts);
        await record(row.id, row.attempts, {
          lastError: code,
          nextAttemptAt: last ? null : new Date(clock().getTime() + wait),
        });
        if (last) {
          summary.gaveUp += 1;
          log(`outbox: message ${row.id} failed ${row.attempts} times (${code}); giving up`);
        } else {
          summary.failed += 1;
          log(
            `outbox: message ${row.id} failed (${code}); attempt ${row.attempts + 1} in ${Math.round(wait / 1000)} s`,
          );
        }
      }
    }
    return summary;
  }

  const poller = createPoller({
    name: "outbox",
    pass: async () => (await runOnce()).claimed === batchSize, // a full batch: more may be due
    everyMs: pollMs,
    onError: (error) => log(`outbox: pass failed (${errorCode(error)})`),
  });

  return { start: poller.start, stop: poller.stop, runOnce };
}

/** nodemailer over SMTP_URL ("smtp://user:pass@host:587", "smtps://…"), with timeouts. */
export function createSmtpTransport(url: string) {
  return nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/**
 * The sender the server starts when SMTP_URL is set (null otherwise: messages stay in the
 * table, readable with `npm run shop -- outbox`). Its stop() also closes the SMTP connection.
 */
export function outboxSenderFor(
  config: { smtpUrl: string | null; mailFrom: string; mailReplyTo: string },
  run: OutboxSenderOptions["run"],
): OutboxSender | null {
  if (!config.smtpUrl) return null;
  const transport = createSmtpTransport(config.smtpUrl);
  const sender = createOutboxSender({
    run,
    transport,
    from: config.mailFrom,
    replyTo: config.mailReplyTo,
  });
  return {
    ...sender,
    async stop() {
      await sender.stop();
      transport.close();
    },
  };
}
