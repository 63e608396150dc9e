import { and, asc, eq, lte } from "drizzle-orm";
import type { Box } from "../../shared/catalogue";
import { todayIn } from "../../shared/commerce/dates";
import type { Db } from "../db/client";
import { gifts, orders } from "../db/schema";
import { log as logger } from "../log";
import { queueGiftMail } from "../services/gifts";
import { createPoller } from "./poller";

export interface GiftMailsJobOptions {
  /** Runs database work: `(work) => database.use(work)` (the server wires it). */
  run: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  /** SHOP_TIME_ZONE: whose calendar a gift's day is. */
  timeZone: string;
  catalogue: readonly Box[];
  shopUrl: string;
  /** The clock; tests inject one and move it. */
  clock?: () => Date;
  /** Pause between passes (default 5 minutes). */
  pollMs?: number;
  /** Gifts per transaction (default 100). */
  batchSize?: number;
  log?: (line: string) => void;
}

export interface GiftMailsJob {
  start(): void;
  stop(): Promise<void>;
  /** One pass: every paid gift whose day has come gets its e-mail; answers how many. */
  runOnce(): Promise<number>;
}

/**
 * The gift e-mails (issue 28, decision 269). A gift is `scheduled` once its order is paid; on its
 * `sendOn` day (in the shop's calendar) one transaction locks it (FOR UPDATE SKIP LOCKED, so a
 * second server passes it by), makes its claim token, stores the token's hash, marks it `sent`
 * and queues the e-mail with the link: the e-mail goes once, whichever server sends it.
 */
export function createGiftMailsJob(options: GiftMailsJobOptions): GiftMailsJob {
  const clock = options.clock ?? (() => new Date());
  const batchSize = options.batchSize ?? 100;
  const log = options.log ?? ((line: string) => logger.warn(line));

  function sendBatch(db: Db, today: string, now: Date): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ gift: gifts, from: orders.customerEmail })
        .from(gifts)
        .innerJoin(orders, eq(orders.id, gifts.orderId))
        .where(and(eq(gifts.status, "scheduled"), lte(gifts.sendOn, today)))
        .orderBy(asc(gifts.id))
        .limit(batchSize)
        .for("update", { of: gifts, skipLocked: true });
      for (const { gift, from } of due) {
        await queueGiftMail(tx, gift, from, options, now);
      }
      return due.length;
    });
  }

  async function runOnce(): Promise<number> {
    const now = clock();
    const today = todayIn(options.timeZone, now);
    let sent = 0;
    for (;;) {
      const batch = await options.run((db) => sendBatch(db, today, now));
      sent += batch;
      if (batch < batchSize || poller.stopped) return sent;
    }
  }

  const poller = createPoller({
    name: "gift mails job",
    pass: async () => {
      await runOnce();
      return false;
    },
    everyMs: options.pollMs ?? 5 * 60_000,
    onError: (error) => {
      const code = (error as { code?: unknown } | null)?.code;
      log(`gift mails job: a pass failed (${typeof code === "string" ? code : "error"})`);
    },
  });

  return { start: poller.start, stop: poller.stop, runOnce };
}
