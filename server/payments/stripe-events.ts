import type { Stripe } from "stripe";
import { fieldErrors } from "../../shared/api/errors";
import type { WebhookReading } from "./provider";
import { stripeEventProblems } from "./stripe-event-schema";

/** Stripe's signed events, verified with the webhook secret and read into our terms. */
export function stripeEvents(stripe: Stripe, webhookSecret: string) {
  function readWebhook(rawBody: string, signature: string | undefined): WebhookReading {
    if (!signature) return { valid: false };
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
    } catch {
      return { valid: false };
    }
    // The signature says who sent it, not that it is what we read below.
    const problems = stripeEventProblems(event);
    if (problems) return { valid: false, malformed: fieldErrors(problems) };
    const read = (session: Stripe.Checkout.Session, outcome: "paid" | "failed" | "waiting") =>
      session.client_reference_id
        ? {
            orderId: session.client_reference_id,
            reference: session.id,
            outcome,
            amount: session.amount_total,
            currency: session.currency,
            providerSubscription:
              typeof session.subscription === "string"
                ? session.subscription
                : (session.subscription?.id ?? null),
          }
        : null;
    switch (event.type) {
      case "checkout.session.completed": {
        const session = event.data.object;
        // Card payments are "paid" here; bank debits complete later (async_payment_*).
        const paid =
          session.payment_status === "paid" || session.payment_status === "no_payment_required";
        return {
          valid: true,
          eventId: event.id,
          type: event.type,
          change: read(session, paid ? "paid" : "waiting"),
        };
      }
      case "checkout.session.async_payment_succeeded":
        return {
          valid: true,
          eventId: event.id,
          type: event.type,
          change: read(event.data.object, "paid"),
        };
      case "checkout.session.async_payment_failed":
      case "checkout.session.expired":
        return {
          valid: true,
          eventId: event.id,
          type: event.type,
          change: read(event.data.object, "failed"),
        };
      case "invoice.payment_failed":
      case "invoice.paid": {
        const invoice = event.data.object;
        const subscription = invoiceSubscription(invoice);
        return {
          valid: true,
          eventId: event.id,
          type: event.type,
          change: null,
          renewal: subscription
            ? {
                providerSubscription: subscription,
                outcome: event.type === "invoice.paid" ? "paid" : "payment_failed",
                invoice:
                  event.type === "invoice.payment_failed" && invoice.id
                    ? {
                        id: invoice.id,
                        // Optional in what we check (stripe-event-schema.ts): absent, none.
                        amount: invoice.amount_due ?? 0,
                        retryAt:
                          typeof invoice.next_payment_attempt === "number"
                            ? new Date(invoice.next_payment_attempt * 1000)
                            : null,
                        payUrl: invoice.hosted_invoice_url ?? null,
                      }
                    : null,
              }
            : null,
        };
      }
      case "customer.subscription.deleted":
        return {
          valid: true,
          eventId: event.id,
          type: event.type,
          change: null,
          renewal: { providerSubscription: event.data.object.id, outcome: "cancelled" },
        };
      default:
        return { valid: true, eventId: event.id, type: event.type, change: null };
    }
  }
  return { readWebhook };
}

/** The subscription an invoice renews: `parent.subscription_details` (or the older field). */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const parent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: unknown }).subscription;
  const value = parent ?? legacy;
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && "id" in value && typeof value.id === "string") {
    return value.id;
  }
  return null;
}
