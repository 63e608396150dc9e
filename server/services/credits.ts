import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { deliveries, subscriptions } from "../db/schema";

// Credit on the next box (issue 26, decision 240). Pay on delivery: support's credit for a
// problem is kept on the subscription and taken off the next box that ships, as far as that
// box's price goes (the rest waits for the box after). What the courier collects for a box is
// its price less the credit it took. Card orders get their credit from the provider instead.

type DeliveryRow = typeof deliveries.$inferSelect;

/**
 * What a box costs the customer, in cents: its boxes and shipping, less the credit it took and
 * a discount code's cents (decision 267).
 */
export const amountDue = (
  delivery: Pick<
    DeliveryRow,
    "quantity" | "unitPriceCents" | "shippingCents" | "creditCents" | "discountCents"
  >,
) =>
  delivery.quantity * (delivery.unitPriceCents + delivery.shippingCents) -
  delivery.creditCents -
  delivery.discountCents;

/** The same, in SQL, for sums over deliveries. */
export const amountDueSql = sql<number>`${deliveries.quantity} * (${deliveries.unitPriceCents} + ${deliveries.shippingCents}) - ${deliveries.creditCents} - ${deliveries.discountCents}`;

/**
 * Moves the subscription's credit onto `delivery` as it ships (its subscription's row is locked
 * by the caller, before the delivery's, as every lifecycle write does). Answers the cents taken.
 */
export async function takeCredit(tx: Db, delivery: DeliveryRow): Promise<number> {
  const due = amountDue(delivery);
  if (due <= 0) return 0;
  const [row] = await tx
    .select({ credit: subscriptions.creditCents })
    .from(subscriptions)
    .where(eq(subscriptions.id, delivery.subscriptionId));
  const taken = Math.min(row?.credit ?? 0, due);
  if (taken === 0) return 0;
  await tx
    .update(subscriptions)
    .set({ creditCents: sql`${subscriptions.creditCents} - ${taken}` })
    .where(eq(subscriptions.id, delivery.subscriptionId));
  await tx
    .update(deliveries)
    .set({ creditCents: sql`${deliveries.creditCents} + ${taken}` })
    .where(eq(deliveries.id, delivery.id));
  return taken;
}
