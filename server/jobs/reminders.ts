import { and, asc, eq, gt, gte, inArray, isNull, lte } from "drizzle-orm";
import { findBox, type Box } from "../../shared/catalogue";
import { allergySwapFor, type AllergenTag } from "../../shared/allergens";
import { todayIn } from "../../shared/commerce/dates";
import { reminderDueRange } from "../../shared/commerce/fulfilment-rules";
import type { Db } from "../db/client";
import { addresses, deliveries, orderLines, orders, pets, subscriptions } from "../db/schema";
import type { PaymentProvider } from "../payments/provider";
import { enqueueMessage } from "../services/outbox";
import { settleLeftCalls } from "../services/left-calls";
import { advanceDueAfter } from "../services/subscription-advance";
import { reminderMessage } from "../services/subscription-messages";
import { log as logger } from "../log";
import { createPoller } from "./poller";

export interface RemindersJobOptions {
  /** Runs database work: `(work) => database.use(work)` (the server wires it). */
  run: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  /** SHOP_TIME_ZONE: whose calendar "today" is. */
  timeZone: string;
  /** For the box names in reminders. */
  catalogue: readonly Box[];
  /** For the link in reminders. */
  shopUrl: string;
  /** The clock; tests inject one and move it. */
  clock?: () => Date;
  /** Pause between passes (default 5 minutes: the work changes once a day). */
  pollMs?: number;
  /** Rows claimed per transaction (default 200: fewer, larger transactions; decision 245). */
  batchSize?: number;
  /** The card provider: its calls left without an answer are made again first (decision 175). */
  payments?: PaymentProvider;
  /** Where codes are logged, never customer data (default: the server log, at warn). */
  log?: (line: string) => void;
}

export interface RemindersSummary {
  /** Subscriptions brought up to today. */
  advanced: number;
  /** Reminders written to the outbox. */
  reminded: number;
}

export interface RemindersJob {
  start(): void;
  stop(): Promise<void>;
  runOnce(): Promise<RemindersSummary>;
}

/**
 * The subscriptions' daily work, inside the shop server (decisions 101 and 103):
 *
 * 1. Advance: every subscription not yet brought up to today is, once a day: boxes whose day has
 *    passed are counted (the lifecycle's `shipped`; a prepaid one uses up a paid delivery —
 *    only staff mark a box really shipped, decision 225), blocks renew, pauses end, and
 *    delivery rows are written ahead to the horizon.
 * 2. Remind: "your box ships on …, skip or change until …" goes to the outbox some days before
 *    each box's cut-off (fulfilment.json; later, while it can still be changed, if the servers
 *    were down), once.
 *
 * Both claim rows with FOR UPDATE SKIP LOCKED in short transactions, so several servers on one
 * PostgreSQL share the work and none does a row twice; a reminder is marked in the same
 * transaction as its outbox row, so it is written exactly once. A customer's action locks its
 * subscription too, and advances it itself.
 */
export function createRemindersJob(options: RemindersJobOptions): RemindersJob {
  const clock = options.clock ?? (() => new Date());
  const pollMs = options.pollMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 200;
  const log = options.log ?? ((line: string) => logger.warn(line));

  function advanceBatch(today: string, now: Date, after: number) {
    return options.run((db) => advanceDueAfter(db, today, now, batchSize, after));
  }

  async function remindBatch(today: string, now: Date): Promise<number> {
    return options.run((db) =>
      db.transaction(async (tx) => {
        const range = reminderDueRange(today);
        const due = await tx
          .select({
            id: deliveries.id,
            date: deliveries.date,
            boxId: deliveries.boxId,
            boxName: orderLines.boxName,
            petName: pets.name,
            allergies: pets.allergies,
            uid: subscriptions.uid,
            status: subscriptions.status,
            email: orders.customerEmail,
            address: {
              fullName: addresses.fullName,
              line1: addresses.line1,
              line2: addresses.line2,
              city: addresses.city,
              region: addresses.region,
              postalCode: addresses.postalCode,
              country: addresses.country,
            },
          })
          .from(deliveries)
          .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
          .innerJoin(orders, eq(orders.id, subscriptions.orderId))
          .innerJoin(orderLines, eq(orderLines.subscriptionId, subscriptions.id))
          .leftJoin(pets, eq(pets.id, deliveries.petId))
          .leftJoin(addresses, eq(addresses.id, deliveries.addressId))
          .where(
            and(
              eq(deliveries.status, "scheduled"),
              isNull(deliveries.remindedAt),
              // The first box was just ordered: its confirmation said when it ships.
              gt(deliveries.sequence, 0),
              // Due days before the cut-off; sent late only while the box can still change.
              gte(deliveries.date, range.from),
              lte(deliveries.date, range.to),
              inArray(subscriptions.status, ["active", "paused", "cancelled"]),
            ),
          )
          .orderBy(asc(deliveries.date), asc(deliveries.id))
          .limit(batchSize)
          .for("update", { of: deliveries, skipLocked: true });
        for (const delivery of due) {
          const box = findBox(options.catalogue, delivery.boxId);
          await enqueueMessage(
            tx,
            reminderMessage(
              {
                date: delivery.date,
                boxName: box?.name ?? delivery.boxName,
                petName: delivery.petName,
                cancelled: delivery.status === "cancelled",
                address: delivery.address,
                allergySwap: box
                  ? allergySwapFor(box, (delivery.allergies ?? []) as AllergenTag[])
                  : null,
              },
              { uid: delivery.uid, email: delivery.email },
              options.shopUrl,
            ),
          );
        }
        if (due.length > 0) {
          await tx
            .update(deliveries)
            .set({ remindedAt: now })
            .where(
              inArray(
                deliveries.id,
                due.map((delivery) => delivery.id),
              ),
            );
        }
        return due.length;
      }),
    );
  }

  async function runOnce(): Promise<RemindersSummary> {
    const now = clock();
    const today = todayIn(options.timeZone, now);
    const summary: RemindersSummary = { advanced: 0, reminded: 0 };
    if (options.payments) await settleLeftCalls(options.run, options.payments, now, batchSize);
    // A stop lets the batch in flight finish and starts no other (the next pass goes on).
    let after = 0;
    for (let n = batchSize; n === batchSize && !poller.stopped;) {
      ({ advanced: n, last: after } = await advanceBatch(today, now, after));
      summary.advanced += n;
    }
    for (let n = batchSize; n === batchSize && !poller.stopped;) {
      n = await remindBatch(today, now);
      summary.reminded += n;
    }
    return summary;
  }

  const poller = createPoller({
    name: "subscriptions job",
    pass: async () => {
      await runOnce();
      return false;
    },
    everyMs: pollMs,
    onError: (error) => {
      const code = (error as { code?: unknown } | null)?.code;
      log(`subscriptions job: pass failed (${typeof code === "string" ? code : "error"})`);
    },
  });

  return { start: poller.start, stop: poller.stop, runOnce };
}
