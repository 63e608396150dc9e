import { asc, eq } from "drizzle-orm";
import type { DeliveryEntry } from "../../shared/api/subscriptions";
import { findBox } from "../../shared/catalogue";
import { compareDates, todayIn } from "../../shared/commerce/dates";
import { deliveryState, hasShipped } from "../../shared/commerce/delivery-state";
import { findCarrier, trackingUrl } from "../../shared/shop/carriers";
import type { Db } from "../db/client";
import { inTurn } from "../db/in-turn";
import { deliveries, orderLines, pets, subscriptions } from "../db/schema";
import { listOrders } from "./orders";
import { problemsOf } from "./problems";
import { listSubscriptionDetails } from "./subscription-details";
import type { SubscriptionDeps } from "./subscription-deps";

// The read model of /account/orders.

/**
 * Every order and every delivery of the account, newest first: boxes shipped, skipped, paused,
 * and those to come up to each subscription's next one (later ones are the same box again and
 * again; the cards show them). Each in its real state (decision 225): a box whose day has passed
 * and that nobody has shipped is late, never "shipped"; a shipped one names its carrier and links
 * the carrier's page for the parcel.
 */
export async function accountHistory(db: Db, deps: SubscriptionDeps, uid: string) {
  const today = todayIn(deps.timeZone, deps.now());
  const [orderList, rows] = await inTurn(
    () => listOrders(db, uid),
    () =>
      db
        .select({
          id: deliveries.id,
          subscriptionId: deliveries.subscriptionId,
          orderId: subscriptions.orderId,
          subscriptionStatus: subscriptions.status,
          date: deliveries.date,
          status: deliveries.status,
          fulfilment: deliveries.fulfilment,
          carrier: deliveries.carrier,
          trackingNumber: deliveries.trackingNumber,
          boxId: deliveries.boxId,
          quantity: deliveries.quantity,
          unitPrice: deliveries.unitPriceCents,
          petName: pets.name,
          orderedBoxName: orderLines.boxName,
        })
        .from(deliveries)
        .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
        .innerJoin(orderLines, eq(orderLines.subscriptionId, subscriptions.id))
        .leftJoin(pets, eq(pets.id, deliveries.petId))
        .where(eq(subscriptions.uid, uid))
        .orderBy(asc(deliveries.subscriptionId), asc(deliveries.sequence)),
  );
  const nextOf = new Map<number, string>();
  for (const row of rows) {
    if (
      row.status === "scheduled" &&
      compareDates(row.date, today) >= 0 &&
      !nextOf.has(row.subscriptionId)
    ) {
      nextOf.set(row.subscriptionId, row.date);
    }
  }
  const entries: DeliveryEntry[] = [];
  for (const row of rows) {
    const next = nextOf.get(row.subscriptionId);
    if (next !== undefined && compareDates(row.date, next) > 0) continue;
    const parcel =
      row.carrier && row.trackingNumber && hasShipped(row.fulfilment)
        ? {
            carrier: findCarrier(row.carrier)?.name ?? row.carrier,
            trackingNumber: row.trackingNumber,
            trackingUrl: trackingUrl(row.carrier, row.trackingNumber),
          }
        : { carrier: null, trackingNumber: null, trackingUrl: null };
    entries.push({
      id: row.id,
      subscriptionId: row.subscriptionId,
      orderId: row.orderId,
      date: row.date,
      status: deliveryState(
        {
          status: row.status,
          fulfilment: row.fulfilment,
          date: row.date,
          pending: row.subscriptionStatus === "pending",
        },
        today,
      ),
      boxId: row.boxId,
      boxName: findBox(deps.catalogue, row.boxId)?.name ?? row.orderedBoxName,
      petName: row.petName,
      quantity: row.quantity,
      unitPrice: row.unitPrice,
      ...parcel,
    });
  }
  entries.sort((a, b) => compareDates(b.date, a.date) || b.id - a.id);
  const cards = await listSubscriptionDetails(db, deps, uid);
  const upcoming = cards
    .filter((card) => card.status !== "cancelled" && card.upcoming.length > 0)
    .map((card) => ({
      subscriptionId: card.id,
      boxName: card.box?.name ?? "A box no longer sold",
      petName: card.pet?.name ?? null,
      boxes: card.upcoming,
    }));
  return { orders: orderList, deliveries: entries, upcoming, problems: await problemsOf(db, uid) };
}
