import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { deliveries, failedRenewals, orders, paymentEvents, subscriptions } from "../db/schema";
import type { FailedInvoice, PaymentProvider } from "../payments/provider";
import { isGiftOrder, payGiftOrder } from "./gifts";
import { newOrderMessages } from "./order-messages";
import { orderById } from "./orders";
import { enqueueMessage } from "./outbox";
import type { SubscriptionDeps } from "./subscription-deps";
import { cancelOrderFromProvider } from "./subscription-from-provider";

export type WebhookOutcome =
  /** 400: not from the provider (or not for us). Nothing is stored. */
  | { kind: "invalid_signature" }
  /** 400: signed, but not an event we can read; `fields` says where (no values). Nothing is stored. */
  | { kind: "malformed_event"; fields: Record<string, string> }
  /** 200: this event was processed before; nothing changes. */
  | { kind: "duplicate"; eventId: string }
  /** 200: recorded, changes no order. `why` is a code for the log. */
  | {
      kind: "ignored";
      eventId: string;
      why:
        | "no_order_change"
        | "unknown_order"
        | "unknown_subscription"
        | "waiting"
        | "already_final"
        | "amount_mismatch";
    }
  /** 200: the order moved from pending to paid or failed. */
  | { kind: "applied"; eventId: string; orderId: string; status: "paid" | "failed" }
  /** 200: a renewal failed or was paid, or the provider cancelled: the order's subscriptions show it. */
  | {
      kind: "renewal";
      eventId: string;
      orderId: string;
      outcome: "payment_failed" | "paid" | "cancelled";
    };

export interface WebhookDeps {
  payments: PaymentProvider;
  /** For links in the confirmation e-mail sent when an order is paid. */
  shopUrl: string;
  /** SHOP_NOTIFY_EMAIL: told of each order once it is paid; null or absent: nobody. */
  shopNotifyEmail?: string | null;
  /**
   * For events about running subscriptions (decision 104): the catalogue and plans for the
   * cancellation e-mail, and the shop's zone and clock for its dates. Without them, the box is
   * unnamed in that e-mail and dates are UTC's.
   */
  lifecycle?: Partial<Pick<SubscriptionDeps, "catalogue" | "plans" | "timeZone" | "now">>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /api/payments/stripe/webhook (decision 092): verifies the event with the provider, then
 * in one transaction records its id (unique, so a redelivered event changes nothing) and moves
 * the order from pending to paid or failed, with its subscriptions, deliveries and the
 * confirmation e-mail; a gift's order paid schedules its gift, failed or expired leaves it unpaid
 * for good (decision 274). `rawBody` must be the request's bytes as received: the signature covers
 * them, not a re-serialised JSON.
 */
export async function processPaymentWebhook(
  db: Db,
  deps: WebhookDeps,
  request: { rawBody: string; signature: string | undefined },
): Promise<WebhookOutcome> {
  const provider = deps.payments;
  const reading = provider.readWebhook?.(request.rawBody, request.signature) ?? { valid: false };
  if (!reading.valid) {
    return "malformed" in reading
      ? { kind: "malformed_event", fields: reading.malformed }
      : { kind: "invalid_signature" };
  }
  const { eventId, type, change } = reading;

  return db.transaction(async (tx): Promise<WebhookOutcome> => {
    // The order row is locked first, so two deliveries of one event (or two events of one
    // order) take turns; the unique event id then turns the second into a duplicate.
    const [order] =
      change && UUID.test(change.orderId)
        ? await tx
            .select()
            .from(orders)
            .where(and(eq(orders.id, change.orderId), eq(orders.paymentProvider, provider.id)))
            .for("update")
        : [];
    const recorded = await tx
      .insert(paymentEvents)
      .values({ provider: provider.id, eventId, type, orderId: order?.id ?? null })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return { kind: "duplicate", eventId };

    if (reading.renewal) {
      return renewal(tx, deps, eventId, reading.renewal);
    }
    if (!change) return { kind: "ignored", eventId, why: "no_order_change" };
    if (!order || order.paymentReference !== change.reference) {
      return { kind: "ignored", eventId, why: "unknown_order" };
    }
    if (change.outcome === "waiting") return { kind: "ignored", eventId, why: "waiting" };
    if (order.status !== "pending") return { kind: "ignored", eventId, why: "already_final" };
    const now = new Date();

    if (change.outcome === "paid") {
      if (change.amount !== order.totalCents || change.currency?.toLowerCase() !== "usd") {
        // Stays pending for the owner to look at: we never confirm an amount we did not ask for.
        return { kind: "ignored", eventId, why: "amount_mismatch" };
      }
      if (await isGiftOrder(tx, order.id)) {
        // A gift (decision 274): paid as a recorded bank transfer pays one, the gift scheduled
        // for its day; its e-mail is the gift job's, and it has no subscription until claimed.
        await payGiftOrder(tx, order.id, now);
        return { kind: "applied", eventId, orderId: order.id, status: "paid" };
      }
      await tx
        .update(orders)
        .set({ status: "paid", providerSubscription: change.providerSubscription, updatedAt: now })
        .where(eq(orders.id, order.id));
      await tx
        .update(subscriptions)
        .set({ status: "active", updatedAt: now })
        .where(and(eq(subscriptions.orderId, order.id), eq(subscriptions.status, "pending")));
      const paid = await orderById(tx, order.id);
      if (!paid) throw new Error("the paid order is missing");
      const customer = { uid: order.uid, email: order.customerEmail };
      for (const message of newOrderMessages(paid, customer, deps)) {
        await enqueueMessage(tx, message);
      }
      return { kind: "applied", eventId, orderId: order.id, status: "paid" };
    }

    await tx
      .update(orders)
      .set({ status: "failed", updatedAt: now })
      .where(eq(orders.id, order.id));
    const cancelled = await tx
      .update(subscriptions)
      .set({
        status: "cancelled",
        nextDeliveryDate: null,
        endsOn: sql`current_date`,
        cancelledAt: now,
        updatedAt: now,
      })
      .where(eq(subscriptions.orderId, order.id))
      .returning({ id: subscriptions.id });
    if (cancelled.length > 0) {
      await tx
        .update(deliveries)
        .set({ status: "cancelled" })
        .where(
          and(
            inArray(
              deliveries.subscriptionId,
              cancelled.map((row) => row.id),
            ),
            eq(deliveries.status, "scheduled"),
          ),
        );
    }
    return { kind: "applied", eventId, orderId: order.id, status: "failed" };
  });
}

/**
 * A renewal of a running provider subscription (decision 104): a failed payment is shown on the
 * order's subscriptions until one is paid; a subscription cancelled at the provider is cancelled
 * here by the lifecycle's rule (the boxes already paid for still ship).
 */
async function renewal(
  tx: Db,
  deps: WebhookDeps,
  eventId: string,
  event: {
    providerSubscription: string;
    outcome: "payment_failed" | "paid" | "cancelled";
    invoice?: FailedInvoice | null;
  },
): Promise<WebhookOutcome> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentProvider, deps.payments.id),
        eq(orders.providerSubscription, event.providerSubscription),
      ),
    )
    .for("update");
  if (!order) return { kind: "ignored", eventId, why: "unknown_subscription" };
  const now = deps.lifecycle?.now?.() ?? new Date();
  if (event.outcome === "cancelled") {
    await cancelOrderFromProvider(
      tx,
      {
        catalogue: deps.lifecycle?.catalogue ?? [],
        plans: deps.lifecycle?.plans ?? [],
        timeZone: deps.lifecycle?.timeZone ?? "UTC",
        now: () => now,
        payments: deps.payments,
        shopUrl: deps.shopUrl,
      },
      order.id,
    );
  } else {
    await tx
      .update(subscriptions)
      .set({
        paymentIssue: event.outcome === "payment_failed" ? "payment_failed" : null,
        updatedAt: now,
      })
      .where(and(eq(subscriptions.orderId, order.id), ne(subscriptions.status, "cancelled")));
    // The back office's list of failed renewals (decision 230): the latest failure, until paid.
    if (event.outcome === "paid") {
      await tx.delete(failedRenewals).where(eq(failedRenewals.orderId, order.id));
    } else if (event.invoice) {
      const failure = {
        invoice: event.invoice.id,
        amountCents: event.invoice.amount,
        failedAt: now,
        retryAt: event.invoice.retryAt,
        payUrl: event.invoice.payUrl,
      };
      await tx
        .insert(failedRenewals)
        .values({ orderId: order.id, ...failure })
        .onConflictDoUpdate({
          target: failedRenewals.orderId,
          // A link sent for this invoice still counts; a new invoice has had none.
          set: {
            ...failure,
            linkSentAt: sql`case when ${failedRenewals.invoice} = excluded.invoice then ${failedRenewals.linkSentAt} end`,
          },
        });
    }
  }
  return { kind: "renewal", eventId, orderId: order.id, outcome: event.outcome };
}
