import { randomInt } from "node:crypto";
import {
  and,
  asc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  notInArray,
  sql,
  type SQL,
} from "drizzle-orm";
import type { ReferralAnswer } from "../../shared/api/codes";
import { REFERRAL_CREDIT_CENTS, REFERRAL_FRIEND_OFF_CENTS } from "../../shared/commerce/referral";
import type { Db } from "../db/client";
import {
  discountCodes,
  discountCodeUses,
  orderLines,
  orders,
  referralCredits,
  subscriptions,
} from "../db/schema";
import { PaymentUnavailableError, type PaymentProvider } from "../payments/provider";
import type { OutgoingMessage } from "./outbox";
import { referralCreditMessage } from "./referral-messages";

// Referral codes (issue 28, decision 270). A customer's referral code is a discount code row
// with `referrer_uid` set, so checking, pricing and claiming it is the discount codes' own path
// (decision 267): first box only, an amount off, once per customer.

/** No 0/O, 1/I/L: read aloud or copied by hand, a code is not mistaken. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const LENGTH = 8;

/** "PB-" and 8 characters from 31: about 8.5 × 10^11 codes, checked at a rate-limited pace. */
export function newReferralCode(): string {
  let code = "PB-";
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * The customer's referral code, made on first need. Two first asks at once (two tabs) make
 * one: the second's insert meets the unique referrer index and reads the first's.
 */
export async function referralCodeOf(
  db: Db,
  customer: { uid: string; email: string | null },
  now: Date,
  makeCode: () => string = newReferralCode,
): Promise<ReferralAnswer> {
  const answer = (code: string): ReferralAnswer => ({
    code,
    friendOff: REFERRAL_FRIEND_OFF_CENTS,
    credit: REFERRAL_CREDIT_CENTS,
  });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [existing] = await db
      .select({ code: discountCodes.code })
      .from(discountCodes)
      .where(eq(discountCodes.referrerUid, customer.uid));
    if (existing) return answer(existing.code);
    const [made] = await db
      .insert(discountCodes)
      .values({
        code: makeCode(),
        amountOffCents: REFERRAL_FRIEND_OFF_CENTS,
        firstBoxOnly: true,
        oncePerCustomer: true,
        referrerUid: customer.uid,
        referrerEmail: customer.email,
        createdBy: "referral",
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ code: discountCodes.code });
    if (made) return answer(made.code);
    // The code was taken (or this customer's code was just made): read again, or draw again.
  }
  throw new Error("referral code: no free code after 5 draws");
}

/**
 * Moves the customer's credits kept on the account onto their oldest live pay-on-delivery
 * subscription, whose next box to ship takes them (credits.ts). Answers the cents moved; none
 * when there is no such subscription (they wait on the account). Card subscriptions are paid
 * at the provider, which this does not reach yet (decision 270).
 */
export async function placeAccountCredits(tx: Db, uid: string, now: Date): Promise<number> {
  const [target] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(
      and(
        eq(subscriptions.uid, uid),
        inArray(subscriptions.status, ["active", "paused"]),
        eq(orders.paymentProvider, "manual"),
      ),
    )
    .orderBy(asc(subscriptions.id))
    .limit(1);
  if (!target) return 0;
  const moved = await tx
    .update(referralCredits)
    .set({ subscriptionId: target.id, placedAt: now })
    .where(and(eq(referralCredits.referrerUid, uid), isNull(referralCredits.subscriptionId)))
    .returning({ cents: referralCredits.cents });
  const cents = moved.reduce((sum, row) => sum + row.cents, 0);
  if (cents > 0) {
    await tx
      .update(subscriptions)
      .set({ creditCents: sql`${subscriptions.creditCents} + ${cents}` })
      .where(eq(subscriptions.id, target.id));
  }
  return cents;
}

/**
 * In the transaction that marks a box of subscription `subscriptionId` shipped: when that box's
 * order used a referral code, its referrer is credited, once per order. The credit row is
 * unique on the order, so a second ship of the order's boxes, or two servers at once, insert
 * nothing (the second waits for the first's commit, then finds its row). Answers the e-mail to
 * queue, or null.
 */
export async function creditReferrer(
  tx: Db,
  subscriptionId: number,
  now: Date,
  shopUrl: string,
): Promise<OutgoingMessage | null> {
  const [use] = await tx
    .select({
      orderId: orders.id,
      referrerUid: discountCodes.referrerUid,
      referrerEmail: discountCodes.referrerEmail,
    })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .innerJoin(discountCodeUses, eq(discountCodeUses.orderId, orders.id))
    .innerJoin(discountCodes, eq(discountCodes.id, discountCodeUses.codeId))
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        isNotNull(discountCodes.referrerUid),
        notInArray(orders.status, ["failed", "cancelled"]),
      ),
    );
  if (!use?.referrerUid) return null;
  const [granted] = await tx
    .insert(referralCredits)
    .values({
      referrerUid: use.referrerUid,
      friendOrderId: use.orderId,
      cents: REFERRAL_CREDIT_CENTS,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ cents: referralCredits.cents });
  if (!granted) return null;
  const placed = (await placeAccountCredits(tx, use.referrerUid, now)) > 0;
  // Not on a pay-on-delivery box: a card subscription's next invoice takes it (decision 276).
  const card = !placed && (await liveCardSubscription(tx, use.referrerUid)) !== null;
  return referralCreditMessage(
    { cents: granted.cents, placed, card },
    { uid: use.referrerUid, email: use.referrerEmail },
    shopUrl,
  );
}

/** The customer's oldest live subscription paid by card at Stripe, or null. */
async function liveCardSubscription(db: Db, uid: string): Promise<number | null> {
  const [target] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(
      and(
        eq(subscriptions.uid, uid),
        inArray(subscriptions.status, ["active", "paused"]),
        eq(orders.paymentProvider, "stripe"),
        isNotNull(orders.providerSubscription),
      ),
    )
    .orderBy(asc(subscriptions.id))
    .limit(1);
  return target?.id ?? null;
}

/** The tag a credit's invoice item carries at Stripe (its metadata), found again by it. */
export const creditTag = (id: number) => ({ referral_credit_id: String(id) });

/** Items Stripe made before our clock said the credit existed still count (clocks differ). */
const CLOCK_SLACK_MS = 60 * 60_000;

/**
 * How long a pass's claim on a credit's Stripe call (`placing_at`) keeps other passes away. A
 * call is at most four Stripe requests (the subscription and the item list to check, the
 * subscription and the item to give), each given 10 s and retried twice by the Stripe client
 * (`stripe.ts`: `timeout`, `maxNetworkRetries`), so about two minutes at worst; ten leaves room
 * for a list of several pages and a slow database. Were a pass still in its call after the
 * lease, the next one's item would carry the same idempotency key (Stripe keeps it 24 hours), so
 * Stripe would still make one.
 */
export const CREDIT_LEASE_MS = 10 * 60_000;

/**
 * Referral credits kept on the account of a referrer paying by card (decision 276): each is
 * given to Stripe as a negative invoice item on their oldest live card subscription, which its
 * next invoice takes. The row is claimed first (`subscription_id`, committed), so a
 * pay-on-delivery checkout meanwhile cannot move it too; `placed_at` is set once Stripe
 * answers. A claimed row not placed (a pass that stopped, an answer lost) is tried again by a
 * later pass, which first asks Stripe for an item carrying the credit's id (the idempotency key
 * lasts only 24 hours, a pass comes daily). No transaction is open during a Stripe call: a pass
 * leases a row (`placing_at`, one committed UPDATE) before calling, so two servers' passes never
 * give the same credit at once, and writes Stripe's answer after. `clock` dates the leases (a
 * long pass's `now` is old). Answers the cents placed.
 */
export async function placeCardCredits(
  run: <T>(work: (db: Db) => Promise<T>) => Promise<T>,
  provider: Pick<PaymentProvider, "adjustNextPayment" | "findAdjustment">,
  now: Date,
  clock: () => Date = () => now,
): Promise<number> {
  if (!provider.adjustNextPayment) return 0;
  const waiting = await run((db) =>
    db
      .select({ id: referralCredits.id, uid: referralCredits.referrerUid })
      .from(referralCredits)
      .where(isNull(referralCredits.subscriptionId))
      .orderBy(asc(referralCredits.id)),
  );
  const claimed = new Set<number>();
  for (const credit of waiting) {
    const done = await run((db) =>
      db.transaction(async (tx) => {
        const target = await liveCardSubscription(tx, credit.uid);
        if (target === null) return false;
        const [row] = await tx
          .update(referralCredits)
          .set({ subscriptionId: target })
          .where(and(eq(referralCredits.id, credit.id), isNull(referralCredits.subscriptionId)))
          .returning({ id: referralCredits.id });
        return row !== undefined;
      }),
    );
    if (done) claimed.add(credit.id);
  }
  // Those just claimed, and those an earlier pass claimed but did not see placed.
  const unplaced = await run((db) =>
    db
      .select({ id: referralCredits.id })
      .from(referralCredits)
      .where(and(isNotNull(referralCredits.subscriptionId), isNull(referralCredits.placedAt)))
      .orderBy(asc(referralCredits.id)),
  );
  let placed = 0;
  for (const { id } of unplaced) {
    placed += await giveToStripe(run, provider, id, claimed.has(id), now, clock());
  }
  return placed;
}

/**
 * Leases claimed credit `id` (still on `subscriptionId`, not placed) for this pass's Stripe
 * call, as of `at`: answers null when another pass holds it, else whether it was taken over
 * from a pass whose lease lapsed (which may have reached Stripe). Two single UPDATEs, each
 * committed at once: the first takes a row no pass holds, the second one whose lease lapsed.
 */
async function leaseCredit(
  run: <T>(work: (db: Db) => Promise<T>) => Promise<T>,
  id: number,
  subscriptionId: number,
  at: Date,
): Promise<{ takenOver: boolean } | null> {
  const take = (free: SQL) =>
    run((db) =>
      db
        .update(referralCredits)
        .set({ placingAt: at })
        .where(
          and(
            eq(referralCredits.id, id),
            eq(referralCredits.subscriptionId, subscriptionId),
            isNull(referralCredits.placedAt),
            free,
          ),
        )
        .returning({ id: referralCredits.id }),
    );
  if ((await take(isNull(referralCredits.placingAt))).length > 0) return { takenOver: false };
  const lapsed = lt(referralCredits.placingAt, new Date(at.getTime() - CREDIT_LEASE_MS));
  if ((await take(lapsed)).length > 0) return { takenOver: true };
  return null;
}

/**
 * Gives claimed credit `id` to Stripe, leased as of `at` with no transaction open: another
 * pass skips it meanwhile, and finds it placed after. `claimedNow`: this pass claimed it, so
 * unless it takes over a lapsed lease, Stripe cannot have its item yet; otherwise it asks first.
 * Answers the cents seen placed (0 when leased elsewhere, refused or unanswered).
 */
async function giveToStripe(
  run: <T>(work: (db: Db) => Promise<T>) => Promise<T>,
  provider: Pick<PaymentProvider, "adjustNextPayment" | "findAdjustment">,
  id: number,
  claimedNow: boolean,
  now: Date,
  at: Date,
): Promise<number> {
  const [credit] = await run((db) =>
    db
      .select({
        cents: referralCredits.cents,
        createdAt: referralCredits.createdAt,
        subscriptionId: subscriptions.id,
        providerSubscription: orders.providerSubscription,
        paymentProvider: orders.paymentProvider,
        position: orderLines.position,
      })
      .from(referralCredits)
      .innerJoin(subscriptions, eq(subscriptions.id, referralCredits.subscriptionId))
      .innerJoin(orders, eq(orders.id, subscriptions.orderId))
      .innerJoin(orderLines, eq(orderLines.subscriptionId, subscriptions.id))
      .where(and(eq(referralCredits.id, id), isNull(referralCredits.placedAt))),
  );
  if (!credit?.providerSubscription || credit.paymentProvider !== "stripe") return 0;
  const lease = await leaseCredit(run, id, credit.subscriptionId, at);
  if (!lease) return 0;
  const line = {
    subscription: credit.providerSubscription,
    position: credit.position,
    idempotencyKey: `referral-credit-${id}`,
  };
  const markPlaced = async () => {
    const [row] = await run((db) =>
      db
        .update(referralCredits)
        .set({ placedAt: now, placingAt: null })
        .where(and(eq(referralCredits.id, id), isNull(referralCredits.placedAt)))
        .returning({ id: referralCredits.id }),
    );
    return row ? credit.cents : 0;
  };
  try {
    if (lease.takenOver || !claimedNow) {
      // Without a way to ask, a blind retry could credit twice: the row waits, claimed.
      if (!provider.findAdjustment) return 0;
      const since = new Date(credit.createdAt.getTime() - CLOCK_SLACK_MS);
      if (await provider.findAdjustment(line, creditTag(id), since)) return await markPlaced();
    }
    await provider.adjustNextPayment!(
      line,
      -credit.cents,
      "Referral credit: your friend's first box has shipped",
      creditTag(id),
    );
  } catch (error) {
    // Any other error (the pass stops here) may come after Stripe made the item: the row stays
    // leased, and the pass that takes it after the lease asks Stripe first.
    if (!(error instanceof PaymentUnavailableError)) throw error;
    // Stripe said no: back on the account, for the next pass, unless another pass took the
    // lease meanwhile. No answer: Stripe may have made the item, so the row stays claimed and
    // leased, and the pass that takes it after the lease asks first.
    if (!error.unknownOutcome) {
      await run((db) =>
        db
          .update(referralCredits)
          .set({ subscriptionId: null, placingAt: null })
          .where(
            and(
              eq(referralCredits.id, id),
              eq(referralCredits.placingAt, at),
              isNull(referralCredits.placedAt),
            ),
          ),
      );
    }
    return 0;
  }
  return markPlaced();
}
