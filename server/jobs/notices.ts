import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { findBox, type Box } from "../../shared/catalogue";
import { addMonthsClamped } from "../../shared/commerce/calendar";
import { compareDates, monthsBetweenDeliveries, todayIn } from "../../shared/commerce/dates";
import { advance } from "../../shared/commerce/lifecycle-schedule";
import type { Plan } from "../../shared/commerce/plans";
import type { Db } from "../db/client";
import type { PaymentProvider } from "../payments/provider";
import {
  discountCodes,
  discountCodeUses,
  orderLines,
  orders,
  pets,
  referralCredits,
  subscriptionNotices,
  subscriptionPrices,
  subscriptions,
} from "../db/schema";
import { log as logger } from "../log";
import { anniversaryDue, priceChangeDates, renewalDue } from "../services/notice-dates";
import {
  anniversaryMessage,
  priceNoticeMessage,
  renewalReminderMessage,
  type NoticeSubscription,
} from "../services/notice-messages";
import { enqueueMessage, type OutgoingMessage } from "../services/outbox";
import {
  applyDuePriceChange,
  applyOn,
  cataloguePrice,
  pendingPrices,
} from "../services/price-locks";
import { placeCardCredits } from "../services/referrals";
import { deliveriesOf, stateOf } from "../services/subscription-state";
import { createPoller } from "./poller";

export interface NoticesJobOptions {
  /** Runs database work: `(work) => database.use(work)` (the server wires it). */
  run: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  /** SHOP_TIME_ZONE: whose calendar "today" is. */
  timeZone: string;
  /** Today's catalogue and plans: the prices a subscription's locked price is compared with. */
  catalogue: readonly Box[];
  plans: readonly Plan[];
  shopUrl: string;
  /** The clock; tests inject one and move it. */
  clock?: () => Date;
  /** Pause between passes (default 15 minutes; a server does the day's work once). */
  pollMs?: number;
  /** The card provider: a new price of a card order's subscription is given to it too. */
  payments?: PaymentProvider;
  /** Subscriptions read per batch (default 200). */
  batchSize?: number;
  log?: (line: string) => void;
}

export interface NoticesSummary {
  renewals: number;
  anniversaries: number;
  priceNotices: number;
  pricesApplied: number;
  /** Cents of referral credits given to the card provider for card referrers (decision 276). */
  cardCredits: number;
}

export interface NoticesJob {
  start(): void;
  stop(): Promise<void>;
  runOnce(): Promise<NoticesSummary>;
}

type Candidate = {
  row: typeof subscriptions.$inferSelect;
  email: string | null;
  provider: "manual" | "stripe" | null;
  planName: string | null;
  boxName: string | null;
  /** The order line's deliveries per payment (1 for pay per box). */
  prepaid: number | null;
  petName: string | null;
  /** The discount code the order used, if any (decision 267). */
  code: string | null;
};

/**
 * "Never a surprise" (issue 28, decision 265), once a day on each server: the renewal reminder 7
 * days before a prepaid block's card charge, the yearly reminder on each anniversary of a
 * subscription's start, and catalogue price changes, told at least 30 days ahead and applied on
 * their day. Each notice is claimed by inserting its row (subscription_notices' key, or the one
 * pending subscription_prices row a subscription may have) in the transaction that queues its
 * e-mail: a second server, or a second pass, finds the row taken and sends nothing.
 */
export function createNoticesJob(options: NoticesJobOptions): NoticesJob {
  const clock = options.clock ?? (() => new Date());
  const batchSize = options.batchSize ?? 200;
  const log = options.log ?? ((line: string) => logger.warn(line));
  const deps = options.payments
    ? {
        catalogue: options.catalogue,
        plans: options.plans,
        payments: options.payments,
        timeZone: options.timeZone,
        now: clock,
        shopUrl: options.shopUrl,
      }
    : null;

  /** Inserts the notice's row and queues its e-mail in one transaction, if nobody has. */
  function claimNotice(
    db: Db,
    key: { subscriptionId: number; kind: "renewal" | "anniversary"; dueOn: string },
    message: OutgoingMessage,
    now: Date,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const claimed = await tx
        .insert(subscriptionNotices)
        .values({ ...key, sentAt: now })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) return false;
      await enqueueMessage(tx, message);
      return true;
    });
  }

  /** A new pending price, and its notice, for a subscription whose price the catalogue changed. */
  function claimPriceChange(
    db: Db,
    candidate: Candidate,
    subscription: NoticeSubscription,
    change: { newUnitPrice: number; effectiveOn: string; firstBoxOn: string },
    today: string,
    now: Date,
  ): Promise<boolean> {
    const { row } = candidate;
    return db.transaction(async (tx) => {
      // Read again under the lock: a swap since the batch was read has its own price.
      const [locked] = await tx
        .select({ boxId: subscriptions.boxId, unitPrice: subscriptions.unitPriceCents })
        .from(subscriptions)
        .where(eq(subscriptions.id, row.id))
        .for("update");
      if (!locked || locked.boxId !== row.boxId || locked.unitPrice !== row.unitPriceCents) {
        return false;
      }
      const claimed = await tx
        .insert(subscriptionPrices)
        .values({
          subscriptionId: row.id,
          boxId: row.boxId,
          oldUnitPriceCents: row.unitPriceCents,
          unitPriceCents: change.newUnitPrice,
          noticedOn: today,
          effectiveOn: change.effectiveOn,
          firstBoxOn: change.firstBoxOn,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) return false;
      await enqueueMessage(
        tx,
        priceNoticeMessage(
          subscription,
          change,
          { uid: row.uid, email: candidate.email },
          options.shopUrl,
        ),
      );
      return true;
    });
  }

  async function batchAfter(db: Db, after: number): Promise<Candidate[]> {
    return db
      .select({
        row: subscriptions,
        email: orders.customerEmail,
        provider: orders.paymentProvider,
        planName: orders.planName,
        boxName: orderLines.boxName,
        prepaid: orderLines.deliveries,
        petName: pets.name,
        code: discountCodes.code,
      })
      .from(subscriptions)
      .leftJoin(orders, eq(orders.id, subscriptions.orderId))
      .leftJoin(discountCodeUses, eq(discountCodeUses.orderId, subscriptions.orderId))
      .leftJoin(discountCodes, eq(discountCodes.id, discountCodeUses.codeId))
      .leftJoin(orderLines, eq(orderLines.subscriptionId, subscriptions.id))
      .leftJoin(pets, eq(pets.id, subscriptions.petId))
      .where(and(gt(subscriptions.id, after), inArray(subscriptions.status, ["active", "paused"])))
      .orderBy(asc(subscriptions.id))
      .limit(batchSize);
  }

  async function noticeBatch(
    db: Db,
    batch: Candidate[],
    today: string,
    now: Date,
    summary: NoticesSummary,
  ) {
    const ids = batch.map((candidate) => candidate.row.id);
    const pending = await pendingPrices(db, ids);
    const catalogueOf = (row: Candidate["row"]) =>
      cataloguePrice(options.catalogue, options.plans, row.boxId, row.planId);
    // Only these need their boxes read: prepaid card renewals and price changes.
    const needState = batch.filter(
      ({ row, provider }) =>
        (row.deliveriesLeft !== null && provider === "stripe") ||
        pending.has(row.id) ||
        (catalogueOf(row) ?? row.unitPriceCents) !== row.unitPriceCents,
    );
    const stateIds = needState.map(({ row }) => row.id);
    const slots = await deliveriesOf(db, stateIds);
    // Referral credits given to Stripe for these subscriptions (placeCardCredits): the next
    // invoice takes them (decision 276).
    const cardIds = needState
      .filter(({ provider }) => provider === "stripe")
      .map(({ row }) => row.id);
    const credits =
      cardIds.length === 0
        ? []
        : await db
            .select({
              subscriptionId: referralCredits.subscriptionId,
              cents: referralCredits.cents,
              createdAt: referralCredits.createdAt,
              placedAt: referralCredits.placedAt,
            })
            .from(referralCredits)
            .where(inArray(referralCredits.subscriptionId, cardIds));

    for (const candidate of batch) {
      const { row } = candidate;
      const recipient = { uid: row.uid, email: candidate.email };
      const box = findBox(options.catalogue, row.boxId);
      const block = row.deliveriesLeft === null ? 0 : (candidate.prepaid ?? 0);
      const subscription: NoticeSubscription = {
        boxName: box?.name ?? candidate.boxName ?? "Your box",
        petName: candidate.petName,
        quantity: row.quantity,
        frequency: row.frequency,
        planName: candidate.planName ?? row.planId,
        prepaidBlock: block > 1 ? block : 0,
        unitPrice: row.unitPriceCents,
        shipping: row.shippingCents,
        card: candidate.provider === "stripe",
      };

      const startedOn = todayIn(options.timeZone, row.createdAt);
      const anniversary = anniversaryDue(startedOn, today);
      if (anniversary) {
        const message = anniversaryMessage(subscription, startedOn, recipient, options.shopUrl);
        const key = { subscriptionId: row.id, kind: "anniversary" as const, dueOn: anniversary };
        if (await claimNotice(db, key, message, now)) summary.anniversaries += 1;
      }

      if (!stateIds.includes(row.id)) continue;
      const state = advance(stateOf(row, slots.get(row.id) ?? [], candidate.prepaid), today);
      const change = pending.get(row.id);

      if (subscription.card) {
        const renewal = renewalDue(state, today);
        if (renewal) {
          // The block is charged at the price it is told at: the new one once it applies.
          const price =
            change && compareDates(change.firstBoxOn, renewal.firstBoxOn) <= 0
              ? change.unitPriceCents
              : row.unitPriceCents;
          // A repeating code still running takes its cents off each box of the block, as
          // Stripe's coupon takes them off the invoice (decisions 267, 276).
          const discounted = row.discountEndsOn !== null && renewal.firstBoxOn < row.discountEndsOn;
          const discount = discounted
            ? Math.min(row.discountCents, price * row.quantity) * Math.max(1, block)
            : 0;
          // A referral credit placed since the block's own charge is still waiting for this one.
          const blockCharged = addMonthsClamped(
            renewal.chargeOn,
            -monthsBetweenDeliveries[row.frequency] * Math.max(1, block),
          );
          const credit = credits
            .filter(
              (each) =>
                each.subscriptionId === row.id &&
                compareDates(
                  todayIn(options.timeZone, each.placedAt ?? each.createdAt),
                  blockCharged,
                ) >= 0,
            )
            .reduce((sum, each) => sum + each.cents, 0);
          const message = renewalReminderMessage(
            {
              ...subscription,
              unitPrice: price,
              ...(discount > 0
                ? { discount: { code: candidate.code ?? null, cents: discount } }
                : {}),
              ...(credit > 0 ? { referralCredit: credit } : {}),
            },
            renewal,
            recipient,
            options.shopUrl,
          );
          const key = { subscriptionId: row.id, kind: "renewal" as const, dueOn: renewal.chargeOn };
          if (await claimNotice(db, key, message, now)) summary.renewals += 1;
        }
      }

      if (change) {
        if (compareDates(applyOn(change), today) <= 0) {
          if ((await applyDuePriceChange(db, row.id, today, now, deps)) === "applied") {
            summary.pricesApplied += 1;
          }
        }
        continue;
      }
      const newPrice = catalogueOf(row);
      if (newPrice === null || newPrice === row.unitPriceCents) continue;
      const dates = priceChangeDates(state, today);
      if (!dates) continue;
      const told = await claimPriceChange(
        db,
        candidate,
        subscription,
        { newUnitPrice: newPrice, ...dates },
        today,
        now,
      );
      if (told) summary.priceNotices += 1;
    }
  }

  async function runOnce(): Promise<NoticesSummary> {
    const now = clock();
    const today = todayIn(options.timeZone, now);
    const summary: NoticesSummary = {
      renewals: 0,
      anniversaries: 0,
      priceNotices: 0,
      pricesApplied: 0,
      cardCredits: 0,
    };
    // Referral credits waiting on a card referrer's account go onto their next invoice first,
    // so today's renewal reminders can count them.
    if (options.payments) {
      summary.cardCredits = await placeCardCredits(options.run, options.payments, now, clock);
    }
    let after = 0;
    for (;;) {
      const batch = await options.run((db) => batchAfter(db, after));
      if (batch.length === 0) break;
      await options.run((db) => noticeBatch(db, batch, today, now, summary));
      after = batch.at(-1)!.row.id;
      if (batch.length < batchSize || poller.stopped) break;
    }
    return summary;
  }

  // The day's work once per server: a later pass the same day would only find it done.
  let doneOn: string | null = null;
  const poller = createPoller({
    name: "notices job",
    pass: async () => {
      const today = todayIn(options.timeZone, clock());
      if (doneOn !== today) {
        await runOnce();
        doneOn = today;
      }
      return false;
    },
    everyMs: options.pollMs ?? 15 * 60_000,
    onError: (error) => {
      const code = (error as { code?: unknown } | null)?.code;
      log(`notices job: pass failed (${typeof code === "string" ? code : "error"})`);
    },
  });

  return { start: poller.start, stop: poller.stop, runOnce };
}
