import { and, eq, ne } from "drizzle-orm";
import { findBox } from "../../shared/catalogue";
import { formatCalendarDate, monthsBetweenDeliveries } from "../../shared/commerce/dates";
import {
  pricePerDelivery,
  type LifecycleEvent,
  type LifecycleState,
} from "../../shared/commerce/lifecycle-state";
import type { Db } from "../db/client";
import { orderLines, pets, subscriptions } from "../db/schema";
import type { SubscriptionDeps } from "./subscription-deps";
import type { SubscriptionRow } from "./subscription-state";

// A decided change, reflected at the card provider (decision 104).

export async function reflectAtProvider(
  tx: Db,
  deps: SubscriptionDeps,
  row: SubscriptionRow,
  providerSubscription: string,
  change: {
    before: LifecycleState;
    after: LifecycleState;
    event: LifecycleEvent;
    key: string;
  },
): Promise<string | null> {
  const provider = deps.payments;
  const [line] = await tx
    .select({ position: orderLines.position })
    .from(orderLines)
    .where(eq(orderLines.subscriptionId, row.id));
  if (!line) return null;
  const ref = {
    subscription: providerSubscription,
    position: line.position,
    idempotencyKey: change.key,
  };
  const { before, after, event } = change;

  if (event.kind === "cancelled") {
    const others = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.orderId, row.orderId),
          ne(subscriptions.id, row.id),
          ne(subscriptions.status, "cancelled"),
        ),
      );
    await provider.endLine?.(ref, { lastLiveLine: others.length === 0 });
    return null;
  }
  if (event.kind === "changed") {
    const priced = pricePerDelivery(before.contents) !== pricePerDelivery(after.contents);
    if (priced || before.frequency !== after.frequency) {
      const box = findBox(deps.catalogue, after.contents.boxId);
      const [pet] =
        after.contents.petId === null
          ? []
          : await tx
              .select({ name: pets.name })
              .from(pets)
              .where(eq(pets.id, after.contents.petId));
      const perPayment = after.prepaidBlock > 0 ? after.prepaidBlock : 1;
      return (
        (await provider.changeLine?.(ref, {
          name: `${box?.name ?? "PetBox box"}${pet ? ` for ${pet.name}` : ""}`,
          unitAmount: after.contents.unitPrice * perPayment,
          quantity: after.contents.quantity,
          intervalMonths: monthsBetweenDeliveries[after.frequency] * perPayment,
          rhythmStartsOn: before.frequency !== after.frequency ? event.from : null,
        })) ?? null
      );
    }
    return null;
  }
  // Pay per box: a box held back by a skip or pause is taken off the next payment; one brought
  // back is added again. Prepaid boxes are paid already and only move later.
  if (after.deliveriesLeft !== null) return null;
  const held = (state: LifecycleState) =>
    new Map(
      state.slots
        .filter((slot) => slot.status === "skipped" || slot.status === "paused")
        .map((slot) => [slot.sequence, pricePerDelivery(slot.contents)]),
    );
  const wasHeld = held(before);
  const isHeld = held(after);
  let amount = 0;
  for (const [sequence, price] of isHeld) if (!wasHeld.has(sequence)) amount -= price;
  for (const [sequence, price] of wasHeld) if (!isHeld.has(sequence)) amount += price;
  if (amount !== 0) {
    const what =
      event.kind === "skipped" || event.kind === "unskipped"
        ? `box of ${formatCalendarDate(event.date)}`
        : "paused boxes";
    await provider.adjustNextPayment?.(
      ref,
      amount,
      `${amount < 0 ? "Not sent" : "Sent after all"}: ${what}`,
    );
  }
  return null;
}
