import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Address } from "../../shared/api/address";
import { orderNumberLabel, type Order, type OrderLine } from "../../shared/api/orders";
import { shopBankDetails } from "../../shared/shop/bank-details";
import type { Db } from "../db/client";
import { addresses, orderLines, orders, subscriptions } from "../db/schema";
import { inTurn } from "../db/in-turn";

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;

export function toAddress(row: AddressRow): Address {
  return {
    fullName: row.fullName,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    region: row.region,
    postalCode: row.postalCode,
    country: row.country as Address["country"],
    phone: row.phone === "" ? null : row.phone,
  };
}

function toLine(row: LineRow): OrderLine {
  return {
    boxId: row.boxId,
    boxName: row.boxName,
    petId: row.petId,
    petName: row.petName,
    quantity: row.quantity,
    frequency: row.frequency,
    listPrice: row.listPriceCents,
    unitPrice: row.unitPriceCents,
    deliveries: row.deliveries,
    lineTotal: row.lineTotalCents,
    firstDeliveryDate: row.firstDeliveryDate,
    allergySwap: row.allergySwap,
    subscriptionId: row.subscriptionId,
    ...(row.discountCents > 0 ? { discount: row.discountCents } : {}),
  };
}

/** An order as the API shows it, from its rows (read, or just written: checkout.ts). */
export function toOrder(row: OrderRow, lines: readonly LineRow[], address: AddressRow): Order {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    planId: row.planId,
    planName: row.planName,
    total: row.totalCents,
    shipping: row.shippingCents,
    currency: "USD",
    // Without cards, a prepaid plan (its lines cover several deliveries) is paid by bank
    // transfer (decision 273); pay per box is paid on delivery.
    paymentMethod:
      row.paymentProvider !== "manual"
        ? "card"
        : lines.some((line) => line.deliveries > 1)
          ? "transfer"
          : "pay_on_delivery",
    ...(row.status === "awaiting_transfer"
      ? {
          transfer: { bankDetails: shopBankDetails, reference: orderNumberLabel(row.number) },
        }
      : {}),
    createdAt: row.createdAt.toISOString(),
    lines: lines.map(toLine),
    address: toAddress(address),
    consent: row.consentText,
    termsVersion: row.termsVersion,
    ...(row.discountCents > 0 ? { discount: row.discountCents } : {}),
  };
}

/** Orders with their lines and addresses, in the order of `rows`: three queries, not 1 + 2n. */
async function assemble(db: Db, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, places] = await inTurn(
    () =>
      db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, ids))
        .orderBy(asc(orderLines.orderId), asc(orderLines.position)),
    () =>
      db
        .select()
        .from(addresses)
        .where(
          inArray(addresses.id, [
            ...new Set(rows.flatMap((row) => (row.addressId === null ? [] : [row.addressId]))),
          ]),
        ),
  );
  return rows.map((row) => {
    const address = places.find((place) => place.id === row.addressId);
    if (!address) throw new Error(`order ${row.id} has no address row`);
    return toOrder(
      row,
      lines.filter((line) => line.orderId === row.id),
      address,
    );
  });
}

/**
 * A gift's order is shown with its gift (GET /api/gifts), not among the buyer's orders: it has no
 * line until the recipient claims it (decision 269).
 */
const notAGift = sql`not exists (select 1 from "gifts" where "gifts"."order_id" = "orders"."id")`;

/** GET /api/orders: the account's orders, newest first (at most `limit`). */
export async function listOrders(db: Db, uid: string, limit = 100): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.uid, uid), notAGift))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(limit);
  return assemble(db, rows);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/orders/:id: another account's order, or an id that is no order, is null (404). */
export async function getOrder(db: Db, uid: string, id: string): Promise<Order | null> {
  // Not a uuid: the database would refuse the comparison, and it can be no order anyway.
  if (!UUID.test(id)) return null;
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.uid, uid), notAGift));
  const [order] = await assemble(db, rows);
  return order ?? null;
}

/** For the owner (`npm run shop -- orders`): every order, newest first, one row per line. */
export async function allOrderLines(db: Db) {
  // A gift's order may have no address (the recipient gives it when claiming, decision 269):
  // its line ships to its subscription's address, and it is listed all the same.
  return db
    .select({
      createdAt: orders.createdAt,
      number: orders.number,
      status: orders.status,
      uid: orders.uid,
      planId: orders.planId,
      totalCents: orders.totalCents,
      paymentProvider: orders.paymentProvider,
      position: orderLines.position,
      boxId: orderLines.boxId,
      boxName: orderLines.boxName,
      petName: orderLines.petName,
      quantity: orderLines.quantity,
      unitPriceCents: orderLines.unitPriceCents,
      lineTotalCents: orderLines.lineTotalCents,
      firstDeliveryDate: orderLines.firstDeliveryDate,
      allergySwap: orderLines.allergySwap,
      fullName: addresses.fullName,
      city: addresses.city,
      country: addresses.country,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .leftJoin(subscriptions, eq(subscriptions.id, orderLines.subscriptionId))
    .leftJoin(
      addresses,
      eq(addresses.id, sql`coalesce(${orders.addressId}, ${subscriptions.addressId})`),
    )
    .orderBy(desc(orders.createdAt), desc(orders.number), asc(orderLines.position));
}

/** One order by id whoever owns it: for the webhook processor and the confirmation e-mail. */
export async function orderById(db: Db, id: string): Promise<Order | null> {
  if (!UUID.test(id)) return null;
  const [order] = await assemble(db, await db.select().from(orders).where(eq(orders.id, id)));
  return order ?? null;
}
