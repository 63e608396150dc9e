import { and, asc, eq, gt, inArray, isNotNull, or, sql } from "drizzle-orm";
import { orderNumberLabel } from "../../shared/api/orders";
import type { Db } from "../db/client";
import { addresses, deliveries, orders, pets, refunds, subscriptions } from "../db/schema";
import { amountDueSql } from "../services/credits";
import type { OwnerRecord } from "./records";

// One page of each export (decision 252): rows in the order of a unique key, from after the last
// page's key, so a page is one indexed range read and 50,000 customers never sit in memory.

export interface Page {
  rows: OwnerRecord[];
  /** The key to read on from; null once the last page was read. */
  next: string | number | null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const label = (number: number | null) => (number === null ? null : orderNumberLabel(number));
const lastOf = <T>(rows: readonly T[], size: number, key: (row: T) => string | number) => {
  const last = rows.at(-1);
  return rows.length === size && last !== undefined ? key(last) : null;
};

/** Customers: every uid the shop holds an order, a pet or an address of, by uid. */
export async function customersPage(db: Db, after: string, size: number): Promise<Page> {
  const known = await db
    .select({ uid: orders.uid })
    .from(orders)
    .where(gt(orders.uid, after))
    .union(db.select({ uid: pets.uid }).from(pets).where(gt(pets.uid, after)))
    .union(db.select({ uid: addresses.uid }).from(addresses).where(gt(addresses.uid, after)))
    .orderBy(sql`1`)
    .limit(size);
  const uids = known.map((row) => row.uid);
  if (uids.length === 0) return { rows: [], next: null };
  const orderRows = await db
    .select({
      uid: orders.uid,
      first: sql<string>`min(${orders.createdAt})`,
      last: sql<string>`max(${orders.createdAt})`,
      count: sql<number>`count(*)::int`,
      email: sql<
        string | null
      >`(array_agg(${orders.customerEmail} order by ${orders.number} desc) filter (where ${orders.customerEmail} is not null))[1]`,
    })
    .from(orders)
    .where(inArray(orders.uid, uids))
    .groupBy(orders.uid);
  const addressRows = await db
    .selectDistinctOn([addresses.uid])
    .from(addresses)
    .where(inArray(addresses.uid, uids))
    .orderBy(addresses.uid, sql`${addresses.lastUsedAt} desc`, sql`${addresses.id} desc`);
  const petRows = await db
    .select({
      uid: pets.uid,
      names: sql<string>`string_agg(${pets.name}, '; ' order by ${pets.id})`,
    })
    .from(pets)
    .where(inArray(pets.uid, uids))
    .groupBy(pets.uid);
  const liveRows = await db
    .select({ uid: subscriptions.uid, count: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(
      and(inArray(subscriptions.uid, uids), inArray(subscriptions.status, ["active", "paused"])),
    )
    .groupBy(subscriptions.uid);
  const byUid = <T extends { uid: string }>(rows: readonly T[]) =>
    new Map(rows.map((row) => [row.uid, row]));
  const [ordered, lived, petted, live] = [
    byUid(orderRows),
    byUid(addressRows),
    byUid(petRows),
    byUid(liveRows),
  ];
  return {
    rows: uids.map((uid) => {
      const o = ordered.get(uid);
      const a = lived.get(uid);
      return {
        uid,
        email: o?.email ?? null,
        name: a?.fullName ?? null,
        phone: a?.phone || null,
        city: a?.city ?? null,
        country: a?.country ?? null,
        orders: o?.count ?? 0,
        first_order_at: o ? new Date(o.first).toISOString() : null,
        last_order_at: o ? new Date(o.last).toISOString() : null,
        live_subscriptions: live.get(uid)?.count ?? 0,
        pets: petted.get(uid)?.names ?? null,
      };
    }),
    next: lastOf(uids, size, (uid) => uid),
  };
}

/** Every subscription, by id. */
export async function subscriptionsPage(db: Db, after: number, size: number): Promise<Page> {
  const found = await db
    .select({ s: subscriptions, number: orders.number, pet: pets.name, a: addresses })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .innerJoin(addresses, eq(addresses.id, subscriptions.addressId))
    .leftJoin(pets, eq(pets.id, subscriptions.petId))
    .where(gt(subscriptions.id, after))
    .orderBy(asc(subscriptions.id))
    .limit(size);
  return {
    rows: found.map(({ s, number, pet, a }) => ({
      id: s.id,
      created_at: iso(s.createdAt),
      order: label(number),
      uid: s.uid,
      status: s.status,
      box_id: s.boxId,
      pet,
      quantity: s.quantity,
      frequency: s.frequency,
      plan: s.planId,
      unit_price_cents: s.unitPriceCents,
      shipping_cents: s.shippingCents,
      credit_cents: s.creditCents,
      next_delivery: s.nextDeliveryDate,
      deliveries_left: s.deliveriesLeft,
      paused_until: s.pausedUntil,
      ends_on: s.endsOn,
      cancelled_at: iso(s.cancelledAt),
      payment_issue: s.paymentIssue,
      city: a.city,
      country: a.country,
      discount_cents: s.discountCents,
      discount_ends_on: s.discountEndsOn,
    })),
    next: lastOf(found, size, (row) => row.s.id),
  };
}

/** Every order (one row an order; `npm run shop -- orders` has a row per line), by number. */
export async function ordersPage(db: Db, after: number, size: number): Promise<Page> {
  const found = await db
    .select({ o: orders, a: addresses })
    .from(orders)
    // A gift's order may have no address (decision 269): listed, its address columns empty.
    .leftJoin(addresses, eq(addresses.id, orders.addressId))
    .where(gt(orders.number, after))
    .orderBy(asc(orders.number))
    .limit(size);
  return {
    rows: found.map(({ o, a }) => ({
      order: label(o.number),
      created_at: iso(o.createdAt),
      status: o.status,
      uid: o.uid,
      email: o.customerEmail,
      plan: o.planId,
      payment: o.paymentProvider,
      total_cents: o.totalCents,
      shipping_cents: o.shippingCents,
      currency: o.currency,
      ship_to: a?.fullName ?? null,
      city: a?.city ?? null,
      postal_code: a?.postalCode ?? null,
      country: a?.country ?? null,
      discount_cents: o.discountCents,
    })),
    next: lastOf(found, size, (row) => row.o.number),
  };
}

/** Every box, written ahead or done (replacements included), by id. */
export async function deliveriesPage(db: Db, after: number, size: number): Promise<Page> {
  const found = await db
    .select({
      d: deliveries,
      uid: subscriptions.uid,
      number: orders.number,
      pet: pets.name,
      a: addresses,
    })
    .from(deliveries)
    .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .innerJoin(addresses, eq(addresses.id, deliveries.addressId))
    .leftJoin(pets, eq(pets.id, deliveries.petId))
    .where(gt(deliveries.id, after))
    .orderBy(asc(deliveries.id))
    .limit(size);
  return {
    rows: found.map(({ d, uid, number, pet, a }) => ({
      id: d.id,
      date: d.date,
      subscription: d.subscriptionId,
      order: label(number),
      uid,
      status: d.status,
      fulfilment: d.fulfilment,
      box_id: d.boxId,
      pet,
      quantity: d.quantity,
      unit_price_cents: d.unitPriceCents,
      shipping_cents: d.shippingCents,
      credit_cents: d.creditCents,
      replaces: d.replacesDeliveryId,
      carrier: d.carrier,
      tracking_number: d.trackingNumber,
      packed_at: iso(d.packedAt),
      shipped_at: iso(d.shippedAt),
      delivered_at: iso(d.deliveredAt),
      returned_at: iso(d.returnedAt),
      payment_status: d.paymentStatus,
      payment_method: d.paymentMethod,
      full_name: a.fullName,
      city: a.city,
      postal_code: a.postalCode,
      country: a.country,
      discount_cents: d.discountCents,
    })),
    next: lastOf(found, size, (row) => row.d.id),
  };
}

/** Card orders' first payments (renewals are the card provider's, decision 229), by number. */
export async function cardPaymentsPage(db: Db, after: number, size: number): Promise<Page> {
  const found = await db
    .select()
    .from(orders)
    .where(
      and(
        gt(orders.number, after),
        eq(orders.paymentProvider, "stripe"),
        or(eq(orders.status, "paid"), isNotNull(orders.providerSubscription)),
      ),
    )
    .orderBy(asc(orders.number))
    .limit(size);
  return {
    rows: found.map((o) => ({
      at: iso(o.createdAt),
      kind: "card",
      order: label(o.number),
      delivery: null,
      uid: o.uid,
      email: o.customerEmail,
      status: "paid",
      method: "card",
      amount_cents: o.totalCents,
      reference: o.paymentReference,
    })),
    next: lastOf(found, size, (o) => o.number),
  };
}

/** Pay on delivery: each box whose payment the courier's answer was recorded for, by id. */
export async function deliveryPaymentsPage(db: Db, after: number, size: number): Promise<Page> {
  const found = await db
    .select({
      d: deliveries,
      amount: amountDueSql,
      uid: orders.uid,
      email: orders.customerEmail,
      number: orders.number,
    })
    .from(deliveries)
    .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(and(gt(deliveries.id, after), isNotNull(deliveries.paymentStatus)))
    .orderBy(asc(deliveries.id))
    .limit(size);
  return {
    rows: found.map(({ d, amount, uid, email, number }) => ({
      at: iso(d.paymentRecordedAt),
      kind: "on delivery",
      order: label(number),
      delivery: d.id,
      uid,
      email,
      status: d.paymentStatus,
      method: d.paymentMethod,
      amount_cents: Number(amount),
      reference: null,
    })),
    next: lastOf(found, size, (row) => row.d.id),
  };
}

/** Every refund, by id. */
export async function refundsPage(db: Db, after: number, size: number): Promise<Page> {
  const found = await db
    .select({ r: refunds, number: orders.number, uid: orders.uid })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(gt(refunds.id, after))
    .orderBy(asc(refunds.id))
    .limit(size);
  return {
    rows: found.map(({ r, number, uid }) => ({
      id: r.id,
      created_at: iso(r.createdAt),
      order: label(number),
      uid,
      amount_cents: r.amountCents,
      method: r.method,
      reason: r.reason,
      provider_refund: r.providerRefund,
      by: r.actorEmail,
      role: r.actorRole,
    })),
    next: lastOf(found, size, (row) => row.r.id),
  };
}
