import { asc, eq } from "drizzle-orm";
import type { Subscription } from "../../shared/api/subscriptions";
import type { Db } from "../db/client";
import { subscriptions } from "../db/schema";

type SubscriptionRow = typeof subscriptions.$inferSelect;

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    orderId: row.orderId,
    boxId: row.boxId,
    petId: row.petId,
    status: row.status,
    frequency: row.frequency,
    unitPrice: row.unitPriceCents,
    quantity: row.quantity,
    nextDeliveryDate: row.nextDeliveryDate,
    planId: row.planId,
    deliveriesLeft: row.deliveriesLeft,
  };
}

/** GET /api/subscriptions: the account's subscriptions, oldest first. */
export async function listSubscriptions(db: Db, uid: string): Promise<Subscription[]> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.uid, uid))
    .orderBy(asc(subscriptions.id));
  return rows.map(toSubscription);
}
