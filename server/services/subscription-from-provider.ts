import { and, asc, eq, inArray } from "drizzle-orm";
import { todayIn } from "../../shared/commerce/dates";
import { advance } from "../../shared/commerce/lifecycle-schedule";
import { decide } from "../../shared/commerce/subscription-lifecycle";
import type { Db } from "../db/client";
import { orders, subscriptions } from "../db/schema";
import { enqueueMessage } from "./outbox";
import type { SubscriptionDeps } from "./subscription-deps";
import { getSubscriptionDetail } from "./subscription-details";
import { lifecycleMessage } from "./subscription-messages";
import { loadState, writeState } from "./subscription-state";

// What the card provider tells us about a running subscription (decision 104).

/**
 * The provider's subscription renewing `orderId` was cancelled there (by the owner in Stripe's
 * dashboard, or after failed renewals): each live subscription of the order is cancelled as if
 * the customer had, ending after the boxes already paid for, with the confirmation. The caller
 * runs it in the webhook's transaction.
 */
export async function cancelOrderFromProvider(db: Db, deps: SubscriptionDeps, orderId: string) {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.orderId, orderId), inArray(subscriptions.status, ["active", "paused"])),
    )
    .orderBy(asc(subscriptions.id))
    .for("update");
  const now = deps.now();
  const today = todayIn(deps.timeZone, now);
  for (const row of rows) {
    const loaded = await loadState(db, row);
    const decision = decide(advance(loaded, today), { kind: "cancel" }, today);
    if (!decision.ok) continue;
    await writeState(db, row, loaded, decision.state, today, now);
    const detail = await getSubscriptionDetail(db, deps, row.uid, row.id);
    const [order] = await db
      .select({ email: orders.customerEmail })
      .from(orders)
      .where(eq(orders.id, orderId));
    const message =
      detail &&
      lifecycleMessage(
        decision.event,
        detail,
        { uid: row.uid, email: order?.email ?? null },
        deps.shopUrl,
      );
    if (message) await enqueueMessage(db, message);
  }
  return rows.length;
}
