import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Frequency } from "../../shared/commerce/dates";
import {
  nextDelivery,
  type LifecycleState,
  type Slot,
} from "../../shared/commerce/lifecycle-state";
import type { Db } from "../db/client";
import { deliveries, orderLines, orders, subscriptions } from "../db/schema";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect;

/**
 * Between the database and the pure state machine (decision 100): a subscription row and its
 * delivery rows become a LifecycleState, and a new state is written back as the difference.
 */
export function toState(
  row: SubscriptionRow,
  rows: readonly DeliveryRow[],
  prepaidBlock: number,
): LifecycleState {
  return {
    status: row.status,
    pausedUntil: row.pausedUntil,
    endsOn: row.endsOn,
    frequency: row.frequency,
    anchorDate: row.anchorDate,
    anchorSequence: row.anchorSequence,
    prepaidBlock,
    deliveriesLeft: row.deliveriesLeft,
    contents: {
      boxId: row.boxId,
      petId: row.petId,
      quantity: row.quantity,
      addressId: row.addressId,
      unitPrice: row.unitPriceCents,
      shipping: row.shippingCents,
    },
    slots: [...rows]
      .sort((a, b) => a.sequence - b.sequence)
      .map((delivery) => ({
        sequence: delivery.sequence,
        date: delivery.date,
        status: delivery.status,
        contents: {
          boxId: delivery.boxId,
          petId: delivery.petId,
          quantity: delivery.quantity,
          addressId: delivery.addressId,
          unitPrice: delivery.unitPriceCents,
          shipping: delivery.shippingCents,
        },
      })),
  };
}

/** Deliveries one payment of each subscription covers (0 for pay per box), from its order line. */
export async function prepaidBlocks(db: Db, ids: readonly number[]) {
  const blocks = new Map<number, number>();
  if (ids.length === 0) return blocks;
  const lines = await db
    .select({ subscriptionId: orderLines.subscriptionId, deliveries: orderLines.deliveries })
    .from(orderLines)
    .where(inArray(orderLines.subscriptionId, [...ids]));
  for (const line of lines) blocks.set(line.subscriptionId, line.deliveries);
  return blocks;
}

export async function deliveriesOf(db: Db, ids: readonly number[]) {
  const bySubscription = new Map<number, DeliveryRow[]>();
  if (ids.length === 0) return bySubscription;
  const rows = await db
    .select()
    .from(deliveries)
    // A replacement box (decision 233) is no slot of the lifecycle's schedule.
    .where(and(inArray(deliveries.subscriptionId, [...ids]), isNull(deliveries.replacesDeliveryId)))
    .orderBy(asc(deliveries.subscriptionId), asc(deliveries.sequence));
  for (const row of rows) {
    const list = bySubscription.get(row.subscriptionId) ?? [];
    list.push(row);
    bySubscription.set(row.subscriptionId, list);
  }
  return bySubscription;
}

/** The state of one subscription, read inside the caller's transaction (after its lock). */
export async function loadState(db: Db, row: SubscriptionRow): Promise<LifecycleState> {
  const blocks = await prepaidBlocks(db, [row.id]);
  return loadStateWithBlock(db, row, blocks.get(row.id) ?? null);
}

/**
 * loadState when the caller has read the order line's `deliveries` already (with its lock,
 * subscription-actions.ts): one query, the deliveries. `block` null: no order line.
 */
export async function loadStateWithBlock(
  db: Db,
  row: SubscriptionRow,
  block: number | null,
): Promise<LifecycleState> {
  const rows = await deliveriesOf(db, [row.id]);
  return stateOf(row, rows.get(row.id) ?? [], block);
}

/** The state from rows already read: its deliveries and its order line's `deliveries` (or null). */
export function stateOf(
  row: SubscriptionRow,
  rows: readonly DeliveryRow[],
  block: number | null,
): LifecycleState {
  const prepaid = row.deliveriesLeft === null ? 0 : (block ?? 0);
  return toState(row, rows, prepaid > 1 ? prepaid : 0);
}

const sameContents = (a: Slot, b: Slot) =>
  a.contents.boxId === b.contents.boxId &&
  a.contents.petId === b.contents.petId &&
  a.contents.quantity === b.contents.quantity &&
  a.contents.addressId === b.contents.addressId &&
  a.contents.unitPrice === b.contents.unitPrice &&
  a.contents.shipping === b.contents.shipping;

/**
 * A discount code's cents off a box (decision 267): the subscription's discount for a box dated
 * before its end, at most the box's own price. This is where every renewal's price is written.
 */
const discountOf = (row: Pick<SubscriptionRow, "discountCents" | "discountEndsOn">, slot: Slot) =>
  row.discountEndsOn !== null && slot.date < row.discountEndsOn
    ? Math.min(row.discountCents, slot.contents.quantity * slot.contents.unitPrice)
    : 0;

const deliveryValues = (row: SubscriptionRow, slot: Slot) => ({
  subscriptionId: row.id,
  sequence: slot.sequence,
  date: slot.date,
  status: slot.status,
  boxId: slot.contents.boxId,
  petId: slot.contents.petId,
  quantity: slot.contents.quantity,
  addressId: slot.contents.addressId,
  unitPriceCents: slot.contents.unitPrice,
  shippingCents: slot.contents.shipping,
  discountCents: discountOf(row, slot),
});

/** What an update of a kept delivery sets (its date and number stay). */
function changedValues(row: SubscriptionRow, slot: Slot) {
  const {
    status,
    boxId,
    petId,
    quantity,
    addressId,
    unitPriceCents,
    shippingCents,
    discountCents,
  } = deliveryValues(row, slot);
  return {
    status,
    boxId,
    petId,
    quantity,
    addressId,
    unitPriceCents,
    shippingCents,
    discountCents,
  };
}

/**
 * Writes `after` over `before` (both of subscription `row`, locked by the caller): removed
 * deliveries first, then changed ones, then new ones, so the unique (subscription, date) and
 * (subscription, sequence) indexes hold at every statement. A delivery whose date moves is
 * removed and added again.
 */
export async function writeState(
  db: Db,
  row: SubscriptionRow,
  before: LifecycleState,
  after: LifecycleState,
  today: string,
  now: Date,
): Promise<void> {
  const old = new Map(before.slots.map((slot) => [slot.sequence, slot]));
  const kept = new Map(after.slots.map((slot) => [slot.sequence, slot]));
  const removed = before.slots.filter((slot) => kept.get(slot.sequence)?.date !== slot.date);
  if (removed.length > 0) {
    await db.delete(deliveries).where(
      and(
        eq(deliveries.subscriptionId, row.id),
        isNull(deliveries.replacesDeliveryId),
        inArray(
          deliveries.sequence,
          removed.map((slot) => slot.sequence),
        ),
      ),
    );
  }
  const added: Slot[] = [];
  // Changed rows with the same new values are one statement: a change of box or quantity
  // touches every box to the horizon alike (one UPDATE, not a dozen; decision 132).
  const changed = new Map<
    string,
    { values: ReturnType<typeof changedValues>; sequences: number[] }
  >();
  for (const slot of after.slots) {
    const previous = old.get(slot.sequence);
    if (!previous || previous.date !== slot.date) {
      added.push(slot);
    } else if (previous.status !== slot.status || !sameContents(previous, slot)) {
      const values = changedValues(row, slot);
      const key = JSON.stringify(values);
      const group = changed.get(key) ?? { values, sequences: [] };
      group.sequences.push(slot.sequence);
      changed.set(key, group);
    }
  }
  for (const { values, sequences } of changed.values()) {
    await db
      .update(deliveries)
      .set(values)
      .where(
        and(
          eq(deliveries.subscriptionId, row.id),
          isNull(deliveries.replacesDeliveryId),
          inArray(deliveries.sequence, sequences),
        ),
      );
  }
  if (added.length > 0) {
    await db.insert(deliveries).values(added.map((slot) => deliveryValues(row, slot)));
  }
  await db
    .update(subscriptions)
    .set({
      status: after.status,
      pausedUntil: after.pausedUntil,
      endsOn: after.endsOn,
      frequency: after.frequency as Frequency,
      anchorDate: after.anchorDate,
      anchorSequence: after.anchorSequence,
      deliveriesLeft: after.deliveriesLeft,
      boxId: after.contents.boxId,
      petId: after.contents.petId,
      quantity: after.contents.quantity,
      addressId: after.contents.addressId,
      unitPriceCents: after.contents.unitPrice,
      shippingCents: after.contents.shipping,
      nextDeliveryDate: nextDelivery(after, today)?.date ?? null,
      advancedOn: today,
      ...(after.status === "cancelled" && before.status !== "cancelled"
        ? { cancelledAt: now }
        : {}),
      updatedAt: now,
    })
    .where(eq(subscriptions.id, row.id));
  if (after.status === "cancelled" && before.status !== "cancelled") {
    await cancelOrderIfVoid(db, row.orderId);
  }
}

/**
 * An order all of whose subscriptions were cancelled before anything was packed is cancelled
 * itself (decision 207): nothing of it ships, nothing of it is charged, and its page says so.
 */
async function cancelOrderIfVoid(db: Db, orderId: string) {
  await db
    .update(orders)
    .set({ status: "cancelled" })
    .where(
      and(
        eq(orders.id, orderId),
        inArray(orders.status, ["paid", "pay_on_delivery"]),
        sql`not exists (select 1 from ${subscriptions} where ${subscriptions.orderId} = ${orderId} and ${subscriptions.status} <> 'cancelled')`,
        sql`not exists (select 1 from ${deliveries} join ${subscriptions} on ${subscriptions.id} = ${deliveries.subscriptionId} where ${subscriptions.orderId} = ${orderId} and ${deliveries.status} in ('scheduled', 'shipped'))`,
      ),
    );
}
