import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Address } from "../../shared/api/address";
import type { Gift, GiftAnswer, GiftInput, GiftOrder } from "../../shared/api/gifts";
import { orderNumberLabel } from "../../shared/api/orders";
import { findBox, type Box } from "../../shared/catalogue";
import { addDays, compareDates, isCalendarDate, todayIn } from "../../shared/commerce/calendar";
import { formatCents } from "../../shared/commerce/money";
import { giftPrice as sharedGiftPrice } from "../../shared/commerce/gift-price";
import type { BankDetails } from "../../shared/shop/bank-details";
import { siteRoutes } from "../../shared/site-routes";
import { shippingPerBox } from "../../shared/shop/shipping-zones";
import { inOneTransaction, type Db } from "../db/client";
import { addresses, gifts, orders } from "../db/schema";
import type { CheckoutDeps, Customer } from "./checkout-deps";
import type { PaymentStart } from "../payments/provider";
import { rememberAddressRow } from "./addresses";
import { reserveOrderNumber } from "./checkout";
import { giftMessage } from "./gift-messages";
import { toAddress } from "./orders";
import { enqueueMessage } from "./outbox";
import { invalidFields, ok, refuse, type Result } from "./result";

// Gift subscriptions (issue 28, decision 269): the buyer's side. The claim is gift-claims.ts.

export interface GiftDeps extends CheckoutDeps {
  /** Where a bank transfer goes (shared/shop/bank-details.json). */
  bankDetails: BankDetails;
}

type GiftRow = typeof gifts.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;

/** The furthest ahead a gift e-mail can be planned. */
export const GIFT_SEND_WITHIN_DAYS = 365;

/** Shipping is priced to this country when the buyer leaves the address to the recipient. */
const HOME_COUNTRY = "US";

/** A claim token: 256 random bits, base64url; only its SHA-256 is stored. */
export function newClaimToken(): string {
  return randomBytes(32).toString("base64url");
}

export function claimTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The price of `deliveries` boxes given at once: shared with the gift form (decision 271). */
export function giftPrice(
  deps: Pick<CheckoutDeps, "plans">,
  listPriceDollars: number,
  deliveries: number,
  country: string,
) {
  return sharedGiftPrice(deps.plans, listPriceDollars, deliveries, country);
}

/** A gift checked and priced, its order's id and number taken, its payment started. */
export interface StartedGift {
  input: GiftInput;
  box: Box;
  sendOn: string;
  orderId: string;
  number: number;
  total: number;
  shipping: number;
  now: Date;
  /** Card: Stripe's page (decision 274); else the bank transfer the order waits for (269). */
  start: PaymentStart | null;
}

/**
 * POST /api/gifts, in checkout's two steps (decision 175; the route runs them): `startGift`
 * checks and prices the gift and, with card payments, starts a one-off payment for it outside
 * any transaction; `recordGift` then writes the gift and its order in one. A payment started for
 * a gift that is then not written is abandoned (`abandonGift`).
 *
 * The first step: refusals (nothing stored), the price, the order's id and number, and with
 * card payments a one-off payment of the whole price, shipping included (decision 274). Throws
 * PaymentUnavailableError when the provider cannot be reached: nothing is written then.
 */
export async function startGift(
  db: Db,
  deps: GiftDeps,
  customer: Customer,
  input: GiftInput,
): Promise<Result<StartedGift>> {
  const fields: Record<string, string> = {};
  const box = findBox(deps.catalogue, input.boxId);
  if (!box) fields.boxId = "This box is not sold any more: choose another box.";
  const now = deps.now();
  const today = todayIn(deps.timeZone, now);
  const sendOn = input.sendOn ?? today;
  if (!isCalendarDate(sendOn)) fields.sendOn = "Give a day of the calendar, as YYYY-MM-DD.";
  else if (compareDates(sendOn, today) < 0) fields.sendOn = "Choose today or a day ahead.";
  else if (compareDates(sendOn, addDays(today, GIFT_SEND_WITHIN_DAYS)) > 0)
    fields.sendOn = "Choose a day within a year from today.";
  if (!box || Object.keys(fields).length > 0) return invalidFields(fields);

  const price = giftPrice(
    deps,
    box.price,
    input.deliveries,
    input.address?.country ?? HOME_COUNTRY,
  );
  const total = price.lineTotal + price.shipping;
  const orderId = randomUUID();
  const number = await reserveOrderNumber(db);
  let start: PaymentStart | null = null;
  if (deps.payments.method === "card") {
    if (!deps.payments.initiateOnce) throw new Error("a card provider without one-off payments");
    start = await deps.payments.initiateOnce({
      orderId,
      orderNumber: number,
      customerEmail: customer.email,
      name: giftLineName(input.deliveries, box.name),
      description: `Paid once, never renewed${price.shippingPerBox > 0 ? `; shipping ${formatCents(price.shippingPerBox)} a box included` : "; shipping included"}.`,
      total,
      // The buyer's gifts are listed in their account; a cancelled payment goes back to the box.
      successPath: GIFT_PAID_PATH,
      cancelPath: `/subscribe/${encodeURIComponent(String(box.id))}`,
      metadata: { kind: "gift", boxId: String(box.id), deliveries: String(input.deliveries) },
    });
  }
  return ok({
    input,
    box,
    sendOn,
    orderId,
    number,
    total,
    shipping: price.shipping,
    now,
    start,
  });
}

/** Where Stripe's page sends the buyer once a gift is paid: their gifts (/account/gifts). */
export const GIFT_PAID_PATH = siteRoutes.accountGifts.pattern;

/** The gift's one line on the provider's page: "Gift of 3 Cozy Cat Corner boxes". */
export function giftLineName(deliveries: number, boxName: string) {
  return `Gift of ${deliveries} ${boxName} boxes`;
}

/** A payment started for a gift that was not written can never be paid (best effort). */
export async function abandonGift(deps: GiftDeps, started: StartedGift) {
  if (started.start) await deps.payments.abandon?.(started.start);
}

/**
 * The second step, in one transaction (the caller's, if `db` is one): the recipient's address,
 * the order and the gift. A card gift's order is `pending` with the provider's reference, as
 * checkout's card orders are, until the webhook says it is paid; else it waits for the bank
 * transfer (`awaiting_transfer`). The gift e-mail goes out on `sendOn` only once paid; its
 * claim token is made then (gift-mails.ts).
 */
export function recordGift(
  db: Db,
  deps: GiftDeps,
  customer: Customer,
  started: StartedGift,
): Promise<Result<GiftAnswer>> {
  const { input, box, start, now } = started;
  const address = input.address ?? null;
  const card = start?.method === "card" ? start : null;
  return inOneTransaction(db, async (tx) => {
    const addressRow = address ? await rememberAddressRow(tx, customer.uid, address, null) : null;
    const [order] = await tx
      .insert(orders)
      .values({
        id: started.orderId,
        number: started.number,
        uid: customer.uid,
        customerEmail: customer.email,
        status: card ? "pending" : "awaiting_transfer",
        planId: `gift-${input.deliveries}`,
        planName: `Gift of ${input.deliveries} boxes`,
        totalCents: started.total,
        shippingCents: started.shipping,
        paymentProvider: deps.payments.id,
        paymentReference: card?.reference ?? null,
        addressId: addressRow?.id ?? null,
        consentText: giftConsent(box.name, input.deliveries, started.total),
        termsVersion: "gift-1",
        createdAt: now,
      })
      .returning();
    if (!order) throw new Error("gift order insert returned no row");
    const [gift] = await tx
      .insert(gifts)
      .values({
        uid: customer.uid,
        boxId: String(box.id),
        deliveries: input.deliveries,
        recipientName: input.recipientName,
        recipientEmail: input.recipientEmail,
        addressId: addressRow?.id ?? null,
        message: input.message ? input.message : null,
        sendOn: started.sendOn,
        orderId: order.id,
        status: "awaiting_payment",
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!gift) throw new Error("gift insert returned no row");
    return ok({
      gift: toGift(gift, deps, addressRow),
      order: toGiftOrder(
        order,
        card
          ? { method: "card", redirectUrl: card.redirectUrl }
          : {
              method: "transfer",
              bankDetails: deps.bankDetails,
              reference: orderNumberLabel(order.number),
            },
      ),
    });
  });
}

/**
 * A gift's order is paid (a bank transfer staff recorded, or the card payment Stripe
 * confirmed): the order `paid` and its gift `scheduled`, so the gift job sends the e-mail on its
 * day (decisions 269 and 274). `order` must be locked by the caller and not paid yet.
 */
export async function payGiftOrder(tx: Db, orderId: string, now: Date): Promise<OrderRow> {
  const [paid] = await tx
    .update(orders)
    .set({ status: "paid", updatedAt: now })
    .where(eq(orders.id, orderId))
    .returning();
  if (!paid) throw new Error("order update returned no row");
  await tx
    .update(gifts)
    .set({ status: "scheduled", updatedAt: now })
    .where(and(eq(gifts.orderId, orderId), eq(gifts.status, "awaiting_payment")));
  return paid;
}

/** Whether order `orderId` pays for a gift. */
export async function isGiftOrder(db: Db, orderId: string): Promise<boolean> {
  const [row] = await db.select({ id: gifts.id }).from(gifts).where(eq(gifts.orderId, orderId));
  return row !== undefined;
}

/** What the buyer agrees to: every box paid now, none ever renewed. */
function giftConsent(boxName: string, deliveries: number, total: number) {
  return `I pay ${formatCents(total)} now for ${deliveries} ${boxName} boxes given as a gift, shipping included. The gift never renews and nothing more is charged.`;
}

export function toGift(
  row: GiftRow,
  deps: Pick<CheckoutDeps, "catalogue">,
  address: AddressRow | null,
  boxesLeft: number = row.deliveries,
): Gift {
  return {
    id: row.id,
    boxId: row.boxId,
    boxName: findBox(deps.catalogue, row.boxId)?.name ?? `Box ${row.boxId}`,
    deliveries: row.deliveries,
    boxesLeft,
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    message: row.message,
    sendOn: row.sendOn,
    status: row.status,
    address: address ? toAddress(address) : null,
    orderId: row.orderId,
    subscriptionId: row.subscriptionId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toGiftOrder(row: OrderRow, payment: GiftOrder["payment"]): GiftOrder {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    total: row.totalCents,
    shipping: row.shippingCents,
    currency: "USD",
    payment,
  };
}

/**
 * GET /api/gifts: the buyer's gifts, newest first, with the boxes each has left; not those
 * whose card payment never came (decision 274).
 */
export async function listGifts(
  db: Db,
  deps: Pick<CheckoutDeps, "catalogue">,
  uid: string,
): Promise<Gift[]> {
  const rows = await db
    .select({
      gift: gifts,
      address: addresses,
      left: sql<
        number | null
      >`(select s.deliveries_left from subscriptions s where s.id = ${gifts.subscriptionId})`,
    })
    .from(gifts)
    .innerJoin(orders, eq(orders.id, gifts.orderId))
    .leftJoin(addresses, eq(addresses.id, gifts.addressId))
    // A card payment given up (its Stripe session expired) ends the order: no gift (274).
    .where(and(eq(gifts.uid, uid), notInArray(orders.status, ["failed", "cancelled"])))
    .orderBy(desc(gifts.id))
    .limit(200);
  return rows.map(({ gift, address, left }) =>
    toGift(gift, deps, address, left === null ? gift.deliveries : Number(left)),
  );
}

/** A gift of `uid`'s by id, locked for a change; null when it is not theirs. */
export async function ownGift(db: Db, uid: string, id: number) {
  const [row] = await db
    .select()
    .from(gifts)
    .where(and(eq(gifts.id, id), eq(gifts.uid, uid)))
    .for("update");
  return row ?? null;
}

/**
 * Queues the gift e-mail in the caller's transaction, with a new claim token whose hash replaces
 * the gift's (a resent e-mail retires the old link), and marks the gift sent.
 */
export async function queueGiftMail(
  tx: Db,
  gift: GiftRow,
  from: string | null,
  deps: { catalogue: readonly Box[]; shopUrl: string },
  now: Date,
) {
  const token = newClaimToken();
  await tx
    .update(gifts)
    .set({ status: "sent", tokenHash: claimTokenHash(token), sentAt: now, updatedAt: now })
    .where(eq(gifts.id, gift.id));
  await enqueueMessage(
    tx,
    giftMessage(
      {
        recipientName: gift.recipientName,
        recipientEmail: gift.recipientEmail,
        boxName: findBox(deps.catalogue, gift.boxId)?.name ?? "PetBox",
        deliveries: gift.deliveries,
        from,
        message: gift.message,
      },
      token,
      deps.shopUrl,
    ),
  );
}

const NO_GIFT = "There is no such gift in your account.";

/**
 * POST /api/gifts/:id/resend: the gift e-mail again, now, with a new link (the old one stops
 * working). Only a gift sent and not claimed: before its day the job sends it anyway.
 */
export function resendGift(
  db: Db,
  deps: Pick<CheckoutDeps, "catalogue" | "shopUrl" | "now">,
  uid: string,
  id: number,
): Promise<Result<Gift>> {
  return inOneTransaction(db, async (tx) => {
    const gift = await ownGift(tx, uid, id);
    if (!gift) return refuse("not_found", NO_GIFT);
    if (gift.status !== "sent") {
      return refuse(
        "conflict",
        gift.status === "claimed"
          ? "This gift has been claimed already: there is nothing to resend."
          : "This gift's e-mail has not gone out yet: it goes on its day once the gift is paid.",
      );
    }
    const [order] = await tx.select().from(orders).where(eq(orders.id, gift.orderId));
    const now = deps.now();
    await queueGiftMail(tx, gift, order?.customerEmail ?? null, deps, now);
    return ok(await giftAnswer(tx, deps, { ...gift, status: "sent", sentAt: now }));
  });
}

/**
 * PATCH /api/gifts/:id {address}: the recipient's address, before the gift is claimed. Shipping
 * there may cost no more a box than the gift paid.
 */
export function changeGiftAddress(
  db: Db,
  deps: Pick<CheckoutDeps, "catalogue" | "now">,
  uid: string,
  id: number,
  address: Address,
): Promise<Result<Gift>> {
  return inOneTransaction(db, async (tx) => {
    const gift = await ownGift(tx, uid, id);
    if (!gift) return refuse("not_found", NO_GIFT);
    if (gift.status === "claimed") {
      return refuse(
        "conflict",
        "This gift has been claimed: the recipient's address is theirs to change now.",
      );
    }
    const [order] = await tx.select().from(orders).where(eq(orders.id, gift.orderId));
    if (!order) throw new Error(`gift ${gift.id} has no order`);
    const paid = order.shippingCents / gift.deliveries;
    if (shippingPerBox(address.country) > paid) {
      return invalidFields({
        "address.country": `This gift's shipping was paid at ${formatCents(paid)} a box: choose an address where shipping costs no more.`,
      });
    }
    const row = await rememberAddressRow(tx, uid, address, null);
    const now = deps.now();
    const [changed] = await tx
      .update(gifts)
      .set({ addressId: row.id, updatedAt: now })
      .where(eq(gifts.id, gift.id))
      .returning();
    if (!changed) throw new Error("gift update returned no row");
    return ok(toGift(changed, deps, row));
  });
}

async function giftAnswer(db: Db, deps: Pick<CheckoutDeps, "catalogue">, gift: GiftRow) {
  const [address] =
    gift.addressId === null
      ? []
      : await db.select().from(addresses).where(eq(addresses.id, gift.addressId));
  return toGift(gift, deps, address ?? null);
}
