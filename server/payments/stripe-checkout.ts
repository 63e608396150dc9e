import type { Stripe } from "stripe";
import { log } from "../log";
import type {
  OneOffPaymentRequest,
  PaymentCheckLine,
  PaymentDiscount,
  PaymentRequest,
  PaymentStart,
} from "./provider";
import { PaymentUnavailableError } from "./provider";
import { stripeErrorCode, stripeUnavailable } from "./stripe-call";

/** Stripe bills at most every 36 months (a price's interval_count). */
const MAX_INTERVAL_MONTHS = 36;

export const ONE_RHYTHM_PER_ORDER =
  "Card payment takes boxes that arrive on one rhythm per order: place the monthly, 2-monthly " +
  "and 3-monthly boxes as separate orders.";

/**
 * Checkout's part of Stripe (decision 092): which orders a card subscription can take, and the
 * Checkout Session the customer pays on. `shopUrl` has no trailing slash.
 */
export function stripeCheckout(stripe: Stripe, shopUrl: string) {
  function refuse(lines: readonly PaymentCheckLine[]): Record<string, string> | null {
    // A Stripe subscription bills all its items on one interval (mixed intervals need an API
    // Checkout does not offer), so an order with two rhythms cannot be one card subscription.
    if (new Set(lines.map((line) => line.intervalMonths)).size > 1) {
      return { lines: ONE_RHYTHM_PER_ORDER };
    }
    if (lines.some((line) => line.intervalMonths > MAX_INTERVAL_MONTHS)) {
      return { planId: "This plan covers more than 3 years at once; choose a shorter one." };
    }
    return null;
  }

  async function initiate(request: PaymentRequest): Promise<PaymentStart> {
    let session: Stripe.Checkout.Session;
    try {
      const coupon = request.discount ? await couponFor(request.orderId, request.discount) : null;
      session = await stripe.checkout.sessions.create(
        {
          mode: "subscription",
          client_reference_id: request.orderId,
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          line_items: request.lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: "usd",
              unit_amount: line.unitAmount,
              recurring: { interval: "month", interval_count: line.intervalMonths },
              product_data: { name: line.name, description: line.description },
            },
          })),
          ...(coupon ? { discounts: [{ coupon }] } : {}),
          success_url: `${shopUrl}/orders/${request.orderId}`,
          cancel_url: `${shopUrl}/checkout`,
          metadata: { orderId: request.orderId, orderNumber: String(request.orderNumber) },
          subscription_data: { metadata: { orderId: request.orderId } },
        },
        // Retries of this request (ours or the SDK's) create one session, not several.
        { idempotencyKey: `petbox-checkout-${request.orderId}` },
      );
    } catch (error) {
      throw stripeUnavailable("Stripe refused or did not answer", error);
    }
    return started(session, request.total);
  }

  /**
   * A gift (decision 274): a payment-mode session of one line, the whole price with shipping,
   * paid once; nothing at Stripe renews it. The PaymentIntent carries the order's id too.
   */
  async function initiateOnce(request: OneOffPaymentRequest): Promise<PaymentStart> {
    let session: Stripe.Checkout.Session;
    const metadata = {
      ...request.metadata,
      orderId: request.orderId,
      orderNumber: String(request.orderNumber),
    };
    try {
      session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          client_reference_id: request.orderId,
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "usd",
                unit_amount: request.total,
                product_data: { name: request.name, description: request.description },
              },
            },
          ],
          success_url: `${shopUrl}${request.successPath}`,
          cancel_url: `${shopUrl}${request.cancelPath}`,
          metadata,
          payment_intent_data: { metadata: { orderId: request.orderId } },
        },
        { idempotencyKey: `petbox-once-${request.orderId}` },
      );
    } catch (error) {
      throw stripeUnavailable("Stripe refused or did not answer", error);
    }
    return started(session, request.total);
  }

  /** The session's page, once it is sure to charge exactly `total` cents. */
  async function started(session: Stripe.Checkout.Session, total: number): Promise<PaymentStart> {
    if (!session.url) {
      await expire(session.id);
      throw new PaymentUnavailableError("Stripe returned a session without a page.");
    }
    // What the customer was shown must be what Stripe charges (taxes or a price rule in the
    // Stripe account would change it): refuse rather than charge a different amount.
    if (session.amount_total !== null && session.amount_total !== total) {
      await expire(session.id);
      throw new PaymentUnavailableError(
        `Stripe would charge ${session.amount_total} cents, not the order's ${total}.`,
      );
    }
    return { method: "card", reference: session.id, redirectUrl: session.url };
  }

  /**
   * The order's own coupon (decision 267): the same cents off as our order, on the first invoice
   * only, or on every invoice within the code's months (Stripe's "repeating"). One per order, by
   * its idempotency key, so a retry makes no second coupon.
   */
  async function couponFor(orderId: string, discount: PaymentDiscount): Promise<string> {
    const coupon = await stripe.coupons.create(
      {
        amount_off: discount.amount,
        currency: "usd",
        name: discount.code,
        ...(discount.months === null
          ? { duration: "once" as const }
          : { duration: "repeating" as const, duration_in_months: discount.months }),
        metadata: { orderId },
      },
      { idempotencyKey: `petbox-coupon-${orderId}` },
    );
    return coupon.id;
  }

  /** A session no order of ours points at can never be paid (its webhooks find no order). */
  async function abandon(start: PaymentStart) {
    if (start.method === "card") await expire(start.reference);
  }

  async function expire(session: string) {
    try {
      await stripe.checkout.sessions.expire(session);
    } catch (error) {
      // Left open, it expires unpaid within a day; nobody has its page.
      log.warn(`Stripe session ${session} not expired (${stripeErrorCode(error)})`);
    }
  }

  return { refuse, initiate, initiateOnce, abandon };
}
