import type { Stripe } from "stripe";
import type { PaidOrder, RefundOptions } from "./provider";
import { PaymentUnavailableError } from "./provider";
import { callStripe } from "./stripe-call";

/**
 * Refunds at Stripe (issue 26, decision 229): an order's first payment is the invoice its
 * Checkout Session created; the refund goes to that invoice's PaymentIntent through the refund
 * API, so Stripe's own records (and the customer's card statement) show it against that charge.
 */
export function stripeRefunds(stripe: Stripe) {
  async function refundPayment(
    payment: PaidOrder,
    amount: number,
    options: RefundOptions,
  ): Promise<string> {
    const session = await callStripe("read the payment", () =>
      stripe.checkout.sessions.retrieve(payment.reference),
    );
    const invoice = typeof session.invoice === "string" ? session.invoice : session.invoice?.id;
    const intent = invoice
      ? await paymentIntentOf(invoice)
      : typeof session.payment_intent === "string"
        ? session.payment_intent
        : (session.payment_intent?.id ?? null);
    if (!intent) {
      throw new PaymentUnavailableError(
        `Stripe has no card payment for checkout session ${payment.reference} to refund.`,
      );
    }
    const refund = await callStripe("refund the payment", () =>
      stripe.refunds.create(
        {
          payment_intent: intent,
          amount,
          reason: "requested_by_customer",
          metadata: { order_id: payment.orderId, reason: options.reason.slice(0, 500) },
        },
        { idempotencyKey: options.idempotencyKey },
      ),
    );
    return refund.id;
  }

  /** The PaymentIntent that paid `invoice`. */
  async function paymentIntentOf(invoice: string): Promise<string | null> {
    const payments = await callStripe("read the invoice's payments", () =>
      stripe.invoicePayments.list({ invoice, status: "paid", limit: 1 }),
    );
    const intent = payments.data[0]?.payment.payment_intent;
    return typeof intent === "string" ? intent : (intent?.id ?? null);
  }

  return { refundPayment };
}
