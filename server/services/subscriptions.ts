import { asc, desc, eq } from "drizzle-orm";
import type { Subscription } from "../../shared/api/subscriptions";
import { findBox, type Box } from "../../shared/catalogue";
import { todayIn } from "../../shared/commerce/dates";
import { advance } from "../../shared/commerce/lifecycle-schedule";
import { nextDelivery } from "../../shared/commerce/lifecycle-state";
import type { Db } from "../db/client";
import { addresses, orders, pets, subscriptions } from "../db/schema";
import { deliveriesOf, prepaidBlocks, toState } from "./subscription-state";
import { inTurn } from "../db/in-turn";

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
    shipping: row.shippingCents,
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

/**
 * For the owner (`npm run shop -- subscriptions`): every subscription, newest first, as the
 * lifecycle sees it today (a box whose day has passed counts as used even before the daily
 * job has marked it; whether it really left is its fulfilment, decision 225).
 */
export async function allSubscriptions(
  db: Db,
  deps: { catalogue: readonly Box[]; timeZone: string; now: () => Date },
) {
  const today = todayIn(deps.timeZone, deps.now());
  const rows = await db
    .select({
      subscription: subscriptions,
      orderNumber: orders.number,
      planName: orders.planName,
      email: orders.customerEmail,
      petName: pets.name,
      city: addresses.city,
      country: addresses.country,
    })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .innerJoin(addresses, eq(addresses.id, subscriptions.addressId))
    .leftJoin(pets, eq(pets.id, subscriptions.petId))
    .orderBy(desc(subscriptions.id));
  const ids = rows.map((row) => row.subscription.id);
  const [slots, blocks] = await inTurn(
    () => deliveriesOf(db, ids),
    () => prepaidBlocks(db, ids),
  );
  return rows.map((row) => {
    const s = row.subscription;
    const block = s.deliveriesLeft === null ? 0 : (blocks.get(s.id) ?? 0);
    const state = advance(toState(s, slots.get(s.id) ?? [], block), today);
    return {
      ...row,
      box: findBox(deps.catalogue, state.contents.boxId)?.name ?? state.contents.boxId,
      state,
      nextDeliveryDate: nextDelivery(state, today)?.date ?? null,
    };
  });
}
