import { Stripe } from "stripe";
import { addDays, lastChangeDay } from "../../shared/commerce/dates";
import type {
  LineBilling,
  PaymentCheckLine,
  PaymentProvider,
  PaymentRequest,
  PaymentStart,
  ProviderLine,
  WebhookReading,
} from "./provider";
import { PaymentUnavailableError } from "./provider";

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** The shop's public address, for Stripe's success and cancel pages ("https://petbox.example"). */
  shopUrl: string;
  /** Where the API is: Stripe's by default; tests point it at a stand-in on loopback. */
  api?: { host: string; port: number; protocol: "http" | "https" };
}

/** Stripe bills at most every 36 months (a price's interval_count). */
const MAX_INTERVAL_MONTHS = 36;

export const ONE_RHYTHM_PER_ORDER =
  "Card payment takes boxes that arrive on one rhythm per order: place the monthly, 2-monthly " +
  "and 3-monthly boxes as separate orders.";

/**
 * Production payments (decision 092): a Stripe Checkout Session in subscription mode whose
 * prices come from the catalogue and the plan, and signed webhooks that say how it ended. One
 * order is one Stripe subscription; each line is one recurring item billing `unitAmount` every
 * `intervalMonths` months, so the first invoice (charged today) is exactly the order's total.
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    ...settings.api,
  });
  const shopUrl = settings.shopUrl.replace(/\/+$/, "");

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
          success_url: `${shopUrl}/orders/${request.orderId}`,
          cancel_url: `${shopUrl}/checkout`,
          metadata: { orderId: request.orderId, orderNumber: String(request.orderNumber) },
          subscription_data: { metadata: { orderId: request.orderId } },
        },
        // Retries of this request (ours or the SDK's) create one session, not several.
        { idempotencyKey: `petbox-checkout-${request.orderId}` },
      );
    } catch (error) {
      const code =
        error instanceof Stripe.errors.StripeError ? (error.code ?? error.type) : "network";
      throw new PaymentUnavailableError(`Stripe refused or did not answer (${code}).`, {
        cause: error,
      });
    }
    if (!session.url)
      throw new PaymentUnavailableError("Stripe returned a session without a page.");
    // What the customer was shown must be what Stripe charges (taxes or a price rule in the
    // Stripe account would change it): refuse rather than charge a different amount.
    if (session.amount_total !== null && session.amount_total !== request.total) {
      throw new PaymentUnavailableError(
        `Stripe would charge ${session.amount_total} cents, not the order's ${request.total}.`,
      );
    }
    return { method: "card", reference: session.id, redirectUrl: session.url };
  }

  function readWebhook(rawBody: string, signature: string | undefined): WebhookReading {
    if (!signature) return { valid: false };
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    } catch {
      return { valid: false };
    }
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
        const subscription = invoiceSubscription(event.data.object);
        return {
          valid: true,
          eventId: event.id,
          type: event.type,
          change: null,
          renewal: subscription
            ? {
                providerSubscription: subscription,
                outcome: event.type === "invoice.paid" ? "paid" : "payment_failed",
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

  /** Any failure to reach Stripe, or a refusal, as the boundary's one error. */
  async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      const code =
        error instanceof Stripe.errors.StripeError ? (error.code ?? error.type) : "network";
      throw new PaymentUnavailableError(`Stripe could not ${what} (${code}).`, { cause: error });
    }
  }

  /** The provider subscription and the item of an order line (items keep the lines' order). */
  async function itemOf(line: ProviderLine) {
    const subscription = await call("read the subscription", () =>
      stripe.subscriptions.retrieve(line.subscription),
    );
    const item = subscription.items.data[line.position];
    if (!item) {
      throw new PaymentUnavailableError(
        `Stripe subscription ${line.subscription} has no item ${line.position}.`,
      );
    }
    const customer =
      typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
    return { subscription, item, customer };
  }

  // Decision 104: a skip or pause of a pay-per-box line is money off its next payment (a negative
  // invoice item), taken back when the box comes back; Stripe's pause_collection would pause
  // every box of the order, since one order is one Stripe subscription.
  async function adjustNextPayment(line: ProviderLine, amount: number, description: string) {
    const { customer } = await itemOf(line);
    await call("adjust the next payment", () =>
      stripe.invoiceItems.create(
        {
          customer,
          subscription: line.subscription,
          amount,
          currency: "usd",
          description,
        },
        { idempotencyKey: `${line.idempotencyKey}-adjust` },
      ),
    );
  }

  async function changeLine(line: ProviderLine, billing: LineBilling): Promise<string | null> {
    const { subscription, item } = await itemOf(line);
    const live = subscription.items.data.length;
    if (billing.rhythmStartsOn !== null && live > 1) {
      // One Stripe subscription bills all its items on one interval (decision 092).
      return (
        "This box is paid by card together with other boxes of the same order, which arrive on " +
        "the same rhythm: swap to a box with that rhythm, or cancel it and order the new box."
      );
    }
    const product = await call("name the box", () =>
      stripe.products.create(
        { name: billing.name },
        { idempotencyKey: `${line.idempotencyKey}-product` },
      ),
    );
    // A new interval would otherwise bill at once: the first box on it is the next payment.
    const nextPayment =
      billing.rhythmStartsOn === null
        ? null
        : Math.floor(
            Date.parse(`${addDays(lastChangeDay(billing.rhythmStartsOn), 1)}T00:00:00Z`) / 1000,
          );
    await call("change the price", () =>
      stripe.subscriptions.update(
        line.subscription,
        {
          items: [
            {
              id: item.id,
              quantity: billing.quantity,
              price_data: {
                currency: "usd",
                product: product.id,
                unit_amount: billing.unitAmount,
                recurring: { interval: "month", interval_count: billing.intervalMonths },
              },
            },
          ],
          proration_behavior: "none",
          ...(nextPayment !== null ? { trial_end: nextPayment } : {}),
        },
        { idempotencyKey: `${line.idempotencyKey}-price` },
      ),
    );
    return null;
  }

  async function endLine(line: ProviderLine, options: { lastLiveLine: boolean }) {
    if (options.lastLiveLine) {
      // Paid periods run out; nothing more is charged (the boxes paid for still ship).
      await call("cancel at the period's end", () =>
        stripe.subscriptions.update(
          line.subscription,
          { cancel_at_period_end: true },
          { idempotencyKey: `${line.idempotencyKey}-cancel` },
        ),
      );
      return;
    }
    const { item } = await itemOf(line);
    await call("remove the box", () =>
      stripe.subscriptionItems.del(
        item.id,
        { proration_behavior: "none" },
        { idempotencyKey: `${line.idempotencyKey}-remove` },
      ),
    );
  }

  return {
    id: "stripe",
    method: "card",
    refuse,
    initiate,
    readWebhook,
    adjustNextPayment,
    changeLine,
    endLine,
  };
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
