import { eq } from "drizzle-orm";
import type { Box } from "../../shared/catalogue";
import { todayIn } from "../../shared/commerce/dates";
import { carriers } from "../../shared/shop/carriers";
import type { Db } from "../db/client";
import { staff, stockAlerts } from "../db/schema";
import { log as logger } from "../log";
import { enqueueMessage } from "../services/outbox";
import { shortLines, stockView } from "../services/stock";
import { stockShortfallMessage } from "../services/stock-messages";
import { createPoller } from "./poller";

export interface StockAlertJobOptions {
  run: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  timeZone: string;
  catalogue: readonly Box[];
  shopUrl: string;
  /** SHOP_NOTIFY_EMAIL; null: the owners on the staff table are told instead. */
  shopNotifyEmail: string | null;
  clock?: () => Date;
  /** Pause between passes (default 15 minutes). */
  pollMs?: number;
  log?: (line: string) => void;
}

export interface StockAlertJob {
  start(): void;
  stop(): Promise<void>;
  /** One pass: true when it sent today's e-mail (this server, this pass). */
  runOnce(): Promise<boolean>;
}

/**
 * The owner's shortfall e-mail (issue 27, decision 251): each pass looks at the stock, and on the
 * first shortfall of a shop day the server that inserts the day's row into `stock_alerts` queues
 * the e-mail in that same transaction. Every later pass that day, on any server, finds the row
 * and does nothing, so the owner hears once a day at most however many servers run.
 */
export function createStockAlertJob(options: StockAlertJobOptions): StockAlertJob {
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? ((line: string) => logger.warn(line));
  const deps = {
    catalogue: options.catalogue,
    carriers,
    timeZone: options.timeZone,
    now: clock,
  };

  async function runOnce(): Promise<boolean> {
    const today = todayIn(options.timeZone, clock());
    return options.run(async (db) => {
      // Told already today: no need to count the stock again.
      const [told] = await db.select().from(stockAlerts).where(eq(stockAlerts.day, today));
      if (told) return false;
      const short = shortLines(await stockView(db, deps));
      if (short.length === 0) return false;
      return db.transaction(async (tx) => {
        const claimed = await tx
          .insert(stockAlerts)
          .values({ day: today, sentAt: clock() })
          .onConflictDoNothing()
          .returning();
        if (claimed.length === 0) return false;
        const recipients = options.shopNotifyEmail
          ? [options.shopNotifyEmail]
          : (
              await tx.select({ email: staff.email }).from(staff).where(eq(staff.role, "owner"))
            ).map((owner) => owner.email);
        for (const email of recipients) {
          await enqueueMessage(
            tx,
            stockShortfallMessage(short, today, { uid: null, email }, options.shopUrl),
          );
        }
        return true;
      });
    });
  }

  const poller = createPoller({
    name: "stock alert",
    pass: async () => {
      await runOnce();
      return false;
    },
    everyMs: options.pollMs ?? 15 * 60_000,
    onError: (error) => {
      const code = (error as { code?: unknown } | null)?.code;
      log(`stock alert: pass failed (${typeof code === "string" ? code : "error"})`);
    },
  });
  return { start: poller.start, stop: poller.stop, runOnce };
}
