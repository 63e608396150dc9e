import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { findBox, type Box } from "../../shared/catalogue";
import { addDays, todayIn } from "../../shared/commerce/dates";
import type { Db } from "../db/client";
import { deliveries, gifts, orders, pets, subscriptions } from "../db/schema";
import { log as logger } from "../log";
import {
  GIFT_LAST_BOX_NOTICE_DAYS,
  GIFT_UNCLAIMED_DAYS,
  giftLastBoxMessage,
  giftUnclaimedMessage,
} from "../services/gift-messages";
import { queueGiftMail } from "../services/gifts";
import { enqueueMessage } from "../services/outbox";
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
  /**
   * One pass: every paid gift whose day has come gets its e-mail, every gift unclaimed 60 days
   * reminds its buyer, every gift near its last box invites its recipient; answers how many
   * e-mails were queued.
   */
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

  /**
   * The buyer's reminder of a gift unclaimed 60 days after its e-mail went (decision 273): the
   * gift locked (SKIP LOCKED: a second server passes it by) and marked `reminded_at` in the
   * transaction that queues the e-mail, so it goes once. A resend counts anew from its sending.
   */
  function remindBatch(db: Db, now: Date): Promise<number> {
    const before = new Date(now.getTime() - GIFT_UNCLAIMED_DAYS * 86_400_000);
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ gift: gifts, buyerEmail: orders.customerEmail })
        .from(gifts)
        .innerJoin(orders, eq(orders.id, gifts.orderId))
        .where(and(eq(gifts.status, "sent"), isNull(gifts.remindedAt), lte(gifts.sentAt, before)))
        .orderBy(asc(gifts.id))
        .limit(batchSize)
        .for("update", { of: gifts, skipLocked: true });
      for (const { gift, buyerEmail } of due) {
        await tx
          .update(gifts)
          .set({ remindedAt: now, updatedAt: now })
          .where(eq(gifts.id, gift.id));
        if (!buyerEmail) continue;
        await enqueueMessage(
          tx,
          giftUnclaimedMessage(
            {
              recipientName: gift.recipientName,
              recipientEmail: gift.recipientEmail,
              boxName: findBox(options.catalogue, gift.boxId)?.name ?? "PetBox",
              deliveries: gift.deliveries,
              sentOn: todayIn(options.timeZone, gift.sentAt ?? now),
            },
            { uid: gift.uid, email: buyerEmail },
            options.shopUrl,
          ),
        );
      }
      return due.length;
    });
  }

  /**
   * The recipient's invitation before the last gift box (decision 273): due from 7 days before
   * the last box's day (the latest of the gift subscription's boxes still to ship or shipped, so
   * a skip or a pause that moves it moves the invitation), and no later than 14 days after it
   * (servers down that long). Locked and marked `invited_at` with the e-mail, as the reminder.
   */
  function inviteBatch(db: Db, today: string, now: Date): Promise<number> {
    const lastBox = sql<string>`(select max(${deliveries.date}) from ${deliveries}
      where ${deliveries.subscriptionId} = ${gifts.subscriptionId}
      and ${inArray(deliveries.status, ["scheduled", "shipped"])})`;
    return db.transaction(async (tx) => {
      const due = await tx
        .select({
          gift: gifts,
          lastBoxOn: lastBox,
          petName: pets.name,
          recipientUid: subscriptions.uid,
        })
        .from(gifts)
        .innerJoin(subscriptions, eq(subscriptions.id, gifts.subscriptionId))
        .leftJoin(pets, eq(pets.id, subscriptions.petId))
        .where(
          and(
            eq(gifts.status, "claimed"),
            isNull(gifts.invitedAt),
            sql`${lastBox} between ${addDays(today, -14)} and ${addDays(today, GIFT_LAST_BOX_NOTICE_DAYS)}`,
          ),
        )
        .orderBy(asc(gifts.id))
        .limit(batchSize)
        .for("update", { of: gifts, skipLocked: true });
      for (const { gift, lastBoxOn, petName, recipientUid } of due) {
        await tx.update(gifts).set({ invitedAt: now, updatedAt: now }).where(eq(gifts.id, gift.id));
        const box = findBox(options.catalogue, gift.boxId);
        // A box no longer sold has no page to continue from.
        if (!box) continue;
        await enqueueMessage(
          tx,
          giftLastBoxMessage(
            {
              recipientName: gift.recipientName,
              boxId: String(box.id),
              boxName: box.name,
              petName: petName ?? "your pet",
              lastBoxOn,
            },
            { uid: recipientUid, email: gift.recipientEmail },
            options.shopUrl,
          ),
        );
      }
      return due.length;
    });
  }

  async function inBatches(step: (db: Db) => Promise<number>): Promise<number> {
    let done = 0;
    for (;;) {
      const batch = await options.run(step);
      done += batch;
      if (batch < batchSize || poller.stopped) return done;
    }
  }

  async function runOnce(): Promise<number> {
    const now = clock();
    const today = todayIn(options.timeZone, now);
    const sent = await inBatches((db) => sendBatch(db, today, now));
    const reminded = await inBatches((db) => remindBatch(db, now));
    const invited = await inBatches((db) => inviteBatch(db, today, now));
    return sent + reminded + invited;
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
