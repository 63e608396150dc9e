import { and, asc, eq, inArray } from "drizzle-orm";
import type { SubscriptionDetail } from "../../shared/api/subscriptions";
import { findBox } from "../../shared/catalogue";
import { todayIn } from "../../shared/commerce/dates";
import { advance } from "../../shared/commerce/lifecycle-schedule";
import {
  nextChangeDeadline,
  nextDelivery,
  pricePerDelivery,
  type LifecycleState,
} from "../../shared/commerce/lifecycle-state";
import { availableActions } from "../../shared/commerce/subscription-lifecycle";
import type { Db } from "../db/client";
import { inTurn } from "../db/in-turn";
import { addresses, orders, pets, subscriptions } from "../db/schema";
import { toAddress } from "./orders";
import type { SubscriptionDeps } from "./subscription-deps";
import { deliveriesOf, prepaidBlocks, toState, type SubscriptionRow } from "./subscription-state";
import { toSubscription } from "./subscriptions";

// The portal's cards: the read model of /account/subscriptions.

/** The cards of /account/subscriptions, as the state machine sees them today (nothing written). */
export async function listSubscriptionDetails(
  db: Db,
  deps: SubscriptionDeps,
  uid: string,
): Promise<SubscriptionDetail[]> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.uid, uid))
    .orderBy(asc(subscriptions.id));
  return details(db, deps, rows);
}

/** One card; another account's subscription, or none, is null (404). */
export async function getSubscriptionDetail(
  db: Db,
  deps: SubscriptionDeps,
  uid: string,
  id: number,
): Promise<SubscriptionDetail | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.uid, uid)));
  const [detail] = await details(db, deps, rows);
  return detail ?? null;
}

async function details(
  db: Db,
  deps: SubscriptionDeps,
  rows: readonly SubscriptionRow[],
): Promise<SubscriptionDetail[]> {
  if (rows.length === 0) return [];
  const today = todayIn(deps.timeZone, deps.now());
  const ids = rows.map((row) => row.id);
  const petIds = [...new Set(rows.flatMap((row) => (row.petId === null ? [] : [row.petId])))];
  const [slots, blocks, petRows, places, orderRows] = await inTurn(
    () => deliveriesOf(db, ids),
    () => prepaidBlocks(db, ids),
    () =>
      petIds.length > 0
        ? db
            .select({ id: pets.id, name: pets.name, species: pets.species })
            .from(pets)
            .where(inArray(pets.id, petIds))
        : Promise.resolve([]),
    () =>
      db
        .select()
        .from(addresses)
        .where(inArray(addresses.id, [...new Set(rows.map((row) => row.addressId))])),
    () =>
      db
        .select({ id: orders.id, planName: orders.planName })
        .from(orders)
        .where(inArray(orders.id, [...new Set(rows.map((row) => row.orderId))])),
  );
  return rows.map((row) => {
    const block = row.deliveriesLeft === null ? 0 : (blocks.get(row.id) ?? 0);
    const state = advance(toState(row, slots.get(row.id) ?? [], block), today);
    return detailOf(deps, row, state, today, {
      pet: petRows.find((pet) => pet.id === state.contents.petId) ?? null,
      address: places.find((place) => place.id === state.contents.addressId),
      planName: orderRows.find((order) => order.id === row.orderId)?.planName ?? row.planId,
      block,
    });
  });
}

export function detailOf(
  deps: SubscriptionDeps,
  row: SubscriptionRow,
  state: LifecycleState,
  today: string,
  found: {
    pet: { id: number; name: string; species: "cat" | "dog" } | null;
    address: typeof addresses.$inferSelect | undefined;
    planName: string;
    block: number;
  },
): SubscriptionDetail {
  if (!found.address) throw new Error(`subscription ${row.id} has no address row`);
  const box = findBox(deps.catalogue, state.contents.boxId);
  const actions = availableActions(state, today);
  return {
    ...toSubscription(row),
    status: state.status,
    boxId: state.contents.boxId,
    petId: state.contents.petId,
    quantity: state.contents.quantity,
    unitPrice: state.contents.unitPrice,
    frequency: state.frequency,
    deliveriesLeft: state.deliveriesLeft,
    nextDeliveryDate: nextDelivery(state, today)?.date ?? null,
    box: box
      ? { id: String(box.id), name: box.name, thumbnail: box.thumbnail, pet: box.pet }
      : null,
    pet: found.pet,
    plan: { id: row.planId, name: found.planName, deliveriesPrepaid: found.block },
    pricePerDelivery: pricePerDelivery(state.contents),
    pausedUntil: state.pausedUntil,
    endsOn: state.endsOn,
    changeUntil: nextChangeDeadline(state, today),
    paymentIssue: row.paymentIssue === "payment_failed" ? "payment_failed" : null,
    addressId: state.contents.addressId,
    address: toAddress(found.address),
    actions,
  };
}
