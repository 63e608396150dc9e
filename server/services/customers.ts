import { and, desc, eq, ilike, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { CustomerPageAnswer, CustomerSummary } from "../../shared/api/admin/customers";
import type { Db } from "../db/client";
import { inTurn } from "../db/in-turn";
import {
  addresses,
  contactMessages,
  deliveries,
  orders,
  pets,
  reviews,
  subscriptions,
} from "../db/schema";
import { accountHistory } from "./account-history";
import { listPets } from "./pets";
import { listSubscriptionDetails } from "./subscription-details";
import type { SubscriptionDeps } from "./subscription-deps";
import { listGifts } from "./gifts";

// The back office's customers (decision 231): the shop knows a customer by their Firebase uid,
// and their e-mail and name from what they gave it (orders, addresses, contact messages), so
// the search is one database's, with no call to the identity service.

/** At most this many customers answer one search. */
export const CUSTOMER_SEARCH_LIMIT = 20;

type Match = CustomerSummary["matched"][number];

/** "PB-000042", "#42" or "42": the order number it names, or null. */
export function orderNumberIn(q: string): number | null {
  const found = /^(?:pb-?|#)?0*(\d{1,15})$/i.exec(q.trim());
  const n = found ? Number(found[1]) : 0;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** `q` inside a LIKE pattern, its wildcards taken literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Customers whose e-mail (on an order or a contact message), name (on an address or a contact
 * message), order number or pet's name matches `q` (contains it, ignoring case; an order number
 * exactly), those who matched most recently first.
 */
export async function searchCustomers(db: Db, q: string): Promise<CustomerSummary[]> {
  const like = containing(q.trim());
  const number = orderNumberIn(q);
  const limit = CUSTOMER_SEARCH_LIMIT;
  const [byEmail, byName, byOrder, byPet, byMessage] = await inTurn(
    () =>
      db
        .selectDistinct({ uid: orders.uid })
        .from(orders)
        .where(ilike(orders.customerEmail, like))
        .limit(limit),
    () =>
      db
        .selectDistinct({ uid: addresses.uid })
        .from(addresses)
        .where(ilike(addresses.fullName, like))
        .limit(limit),
    () =>
      number === null
        ? Promise.resolve([])
        : db.select({ uid: orders.uid }).from(orders).where(eq(orders.number, number)),
    () =>
      db.selectDistinct({ uid: pets.uid }).from(pets).where(ilike(pets.name, like)).limit(limit),
    () =>
      db
        .select({
          uid: contactMessages.uid,
          email: sql<boolean>`${contactMessages.email} ilike ${like}`,
        })
        .from(contactMessages)
        .where(or(ilike(contactMessages.email, like), ilike(contactMessages.name, like)))
        .limit(limit),
  );
  const matches = new Map<string, Set<Match>>();
  const add = (uid: string, why: Match) => {
    if (!matches.has(uid)) matches.set(uid, new Set());
    matches.get(uid)?.add(why);
  };
  for (const row of byOrder) add(row.uid, "order");
  for (const row of byEmail) add(row.uid, "email");
  for (const row of byMessage) add(row.uid, row.email ? "email" : "name");
  for (const row of byName) add(row.uid, "name");
  for (const row of byPet) add(row.uid, "pet");
  const uids = [...matches.keys()].slice(0, limit);
  if (uids.length === 0) return [];
  const known = await whoAre(db, uids);
  return uids.map((uid) => ({
    uid,
    ...(known.get(uid) ?? { email: null, name: null, orderNumbers: [], petNames: [] }),
    matched: [...(matches.get(uid) ?? [])],
  }));
}

type Known = Omit<CustomerSummary, "uid" | "matched">;

/** Each customer's e-mail and name (the newest given), order numbers and pets' names. */
async function whoAre(db: Db, uids: string[]): Promise<Map<string, Known>> {
  const [orderRows, addressRows, petRows, messageRows] = await inTurn(
    () =>
      db
        .select({ uid: orders.uid, number: orders.number, email: orders.customerEmail })
        .from(orders)
        .where(inArray(orders.uid, uids))
        .orderBy(desc(orders.number)),
    () =>
      db
        .select({ uid: addresses.uid, name: addresses.fullName })
        .from(addresses)
        .where(inArray(addresses.uid, uids))
        .orderBy(desc(addresses.lastUsedAt), desc(addresses.id)),
    () =>
      db
        .select({ uid: pets.uid, name: pets.name })
        .from(pets)
        .where(inArray(pets.uid, uids))
        .orderBy(pets.id),
    () =>
      db
        .select({
          uid: contactMessages.uid,
          name: contactMessages.name,
          email: contactMessages.email,
        })
        .from(contactMessages)
        .where(inArray(contactMessages.uid, uids))
        .orderBy(desc(contactMessages.id)),
  );
  const known = new Map<string, Known>(
    uids.map((uid) => [uid, { email: null, name: null, orderNumbers: [], petNames: [] }]),
  );
  for (const row of orderRows) {
    const entry = known.get(row.uid);
    if (!entry) continue;
    entry.orderNumbers.push(row.number);
    entry.email ??= row.email;
  }
  for (const row of addressRows) {
    const entry = known.get(row.uid);
    if (entry) entry.name ??= row.name;
  }
  for (const row of petRows) known.get(row.uid)?.petNames.push(row.name);
  for (const row of messageRows) {
    const entry = known.get(row.uid);
    if (!entry) continue;
    entry.email ??= row.email;
    entry.name ??= row.name;
  }
  return known;
}

/**
 * One customer's page: everything the shop holds about them, the subscriptions and boxes as the
 * customer's own portal shows them. Null when the shop knows nothing of this uid (404).
 */
export async function customerPage(
  db: Db,
  deps: SubscriptionDeps,
  uid: string,
): Promise<CustomerPageAnswer | null> {
  const known = (await whoAre(db, [uid])).get(uid);
  const [
    petList,
    addressRows,
    subscriptionList,
    history,
    payments,
    reviewRows,
    messageRows,
    giftList,
  ] = await inTurn(
    () => listPets(db, uid),
    () =>
      db
        .select()
        .from(addresses)
        .where(eq(addresses.uid, uid))
        .orderBy(desc(addresses.lastUsedAt), desc(addresses.id)),
    () => listSubscriptionDetails(db, deps, uid),
    () => accountHistory(db, deps, uid),
    () => paymentsOf(db, uid),
    () => db.select().from(reviews).where(eq(reviews.authorUid, uid)).orderBy(desc(reviews.id)),
    () =>
      db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.uid, uid))
        .orderBy(desc(contactMessages.id)),
    () => listGifts(db, deps, uid),
  );
  const nothing =
    !known?.email &&
    !known?.name &&
    petList.length === 0 &&
    subscriptionList.length === 0 &&
    history.orders.length === 0 &&
    reviewRows.length === 0 &&
    giftList.length === 0;
  if (nothing) return null;
  return {
    customer: { uid, email: known?.email ?? null, name: known?.name ?? null },
    pets: petList,
    addresses: addressRows.map((row) => ({
      id: row.id,
      fullName: row.fullName,
      line1: row.line1,
      line2: row.line2,
      city: row.city,
      region: row.region,
      postalCode: row.postalCode,
      country: row.country,
      phone: row.phone === "" ? null : row.phone,
      lastUsedAt: row.lastUsedAt.toISOString(),
    })),
    subscriptions: subscriptionList,
    history,
    payments,
    reviews: reviewRows.map((row) => ({
      id: row.id,
      boxId: row.boxId,
      rating: row.rating,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
      hidden: row.hidden,
    })),
    messages: messageRows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
    })),
    problems: history.problems,
    gifts: giftList,
  };
}

/** The pay-on-delivery payments recorded for their boxes, newest first (decision 226). */
async function paymentsOf(db: Db, uid: string): Promise<CustomerPageAnswer["payments"]> {
  const rows = await db
    .select({
      deliveryId: deliveries.id,
      date: deliveries.date,
      orderNumber: orders.number,
      quantity: deliveries.quantity,
      unitPrice: deliveries.unitPriceCents,
      shipping: deliveries.shippingCents,
      status: deliveries.paymentStatus,
      method: deliveries.paymentMethod,
      recordedAt: deliveries.paymentRecordedAt,
    })
    .from(deliveries)
    .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(and(eq(subscriptions.uid, uid), isNotNull(deliveries.paymentStatus)))
    .orderBy(desc(deliveries.paymentRecordedAt));
  return rows.flatMap((row) =>
    row.status && row.recordedAt
      ? [
          {
            deliveryId: row.deliveryId,
            date: row.date,
            orderNumber: row.orderNumber,
            amount: row.quantity * (row.unitPrice + row.shipping),
            status: row.status,
            method: row.method,
            recordedAt: row.recordedAt.toISOString(),
          },
        ]
      : [],
  );
}
