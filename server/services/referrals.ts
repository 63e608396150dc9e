import { randomInt } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
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
export async function placeAccountCredits(tx: Db, uid: string): Promise<number> {
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
    .set({ subscriptionId: target.id })
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
  const placed = (await placeAccountCredits(tx, use.referrerUid)) > 0;
  return referralCreditMessage(
    { cents: granted.cents, placed },
    { uid: use.referrerUid, email: use.referrerEmail },
    shopUrl,
  );
}

/**
 * Referral credits kept on the account of a referrer paying by card (decision 276): each is
 * given to Stripe as a negative invoice item on their oldest live card subscription, which its
 * next invoice takes, and is then marked as placed there (`subscription_id`). The row is claimed
 * before the call and given back to the account if Stripe refuses or cannot be reached, so a
 * pay-on-delivery checkout meanwhile cannot move it too; the call's idempotency key is the
 * credit's, so a retry credits once. Answers the cents placed.
 */
export async function placeCardCredits(
  run: <T>(work: (db: Db) => Promise<T>) => Promise<T>,
  provider: Pick<PaymentProvider, "adjustNextPayment">,
): Promise<number> {
  const adjust = provider.adjustNextPayment;
  if (!adjust) return 0;
  const waiting = await run((db) =>
    db
      .select({ id: referralCredits.id, uid: referralCredits.referrerUid })
      .from(referralCredits)
      .where(isNull(referralCredits.subscriptionId))
      .orderBy(asc(referralCredits.id)),
  );
  let placed = 0;
  for (const credit of waiting) {
    const claimed = await run((db) =>
      db.transaction(async (tx) => {
        const [target] = await tx
          .select({
            id: subscriptions.id,
            providerSubscription: orders.providerSubscription,
            position: orderLines.position,
          })
          .from(subscriptions)
          .innerJoin(orders, eq(orders.id, subscriptions.orderId))
          .innerJoin(orderLines, eq(orderLines.subscriptionId, subscriptions.id))
          .where(
            and(
              eq(subscriptions.uid, credit.uid),
              inArray(subscriptions.status, ["active", "paused"]),
              eq(orders.paymentProvider, "stripe"),
              isNotNull(orders.providerSubscription),
            ),
          )
          .orderBy(asc(subscriptions.id))
          .limit(1);
        if (!target?.providerSubscription) return null;
        const [row] = await tx
          .update(referralCredits)
          .set({ subscriptionId: target.id })
          .where(and(eq(referralCredits.id, credit.id), isNull(referralCredits.subscriptionId)))
          .returning({ cents: referralCredits.cents });
        return row
          ? { ...target, providerSubscription: target.providerSubscription, ...row }
          : null;
      }),
    );
    if (!claimed) continue;
    try {
      await adjust(
        {
          subscription: claimed.providerSubscription,
          position: claimed.position,
          idempotencyKey: `referral-credit-${credit.id}`,
        },
        -claimed.cents,
        "Referral credit: your friend's first box has shipped",
      );
      placed += claimed.cents;
    } catch (error) {
      // Not given at Stripe: back on the account, for the next pass.
      await run((db) =>
        db
          .update(referralCredits)
          .set({ subscriptionId: null })
          .where(eq(referralCredits.id, credit.id)),
      );
      if (!(error instanceof PaymentUnavailableError)) throw error;
    }
  }
  return placed;
}
