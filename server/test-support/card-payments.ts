import { Stripe } from "stripe";
import type { CheckoutAnswer } from "../../shared/api/checkout";
import { createStripeProvider } from "../payments/stripe";
import type { PaymentProvider } from "../payments/provider";
import { startStripeStandIn } from "./stripe-stand-in";

// Card payments for tests whose subject is not Stripe but which need an order the shop only
// takes by card (prepaid plans, decision 217): the real Stripe adapter against the loopback
// stand-in of api.stripe.com, and the payment confirmed by a webhook event signed as Stripe signs
// it. One stand-in per test file, started when first asked for.

const SECRET = "whsec_test_card_payments";
const signer = new Stripe("sk_test_signer");

export interface CardPayments {
  provider: PaymentProvider;
  standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  /**
   * The signed `checkout.session.completed` event that pays `placed` (a card order's answer):
   * its Stripe subscription `sub_<order number>` is made known to the stand-in, one item a line.
   */
  paidEvent(placed: CheckoutAnswer): { rawBody: string; signature: string };
  /**
   * Any Checkout Session event (`type`, its session object), signed as Stripe signs it, under
   * the event id `id` (the same id twice: Stripe delivering it again).
   */
  sessionEvent(
    id: string,
    type: string,
    session: Record<string, unknown>,
  ): { rawBody: string; signature: string };
}

let shared: Promise<CardPayments> | null = null;
let events = 0;

/** This file's card payments: the stand-in starts on the first call. */
export function cardPayments(): Promise<CardPayments> {
  shared ??= start();
  return shared;
}

async function start(): Promise<CardPayments> {
  const standIn = await startStripeStandIn();
  standIn.unref();
  const provider = createStripeProvider({
    secretKey: "sk_test_petbox",
    webhookSecret: SECRET,
    shopUrl: "https://petbox.example/",
    api: standIn.api,
  });
  return {
    provider,
    standIn,
    paidEvent(placed) {
      const { order, payment } = placed;
      if (payment.method !== "card") throw new Error("not a card order");
      const session = new URL(payment.redirectUrl).pathname.split("/").at(-1);
      const subscription = `sub_${order.number}`;
      standIn.subscriptions.set(subscription, {
        customer: `cus_${order.number}`,
        items: order.lines.map((_, index) => `si_${order.number}_${index}`),
      });
      events += 1;
      const rawBody = JSON.stringify({
        id: `evt_card_${events}`,
        object: "event",
        type: "checkout.session.completed",
        api_version: "2026-10-28.endive",
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            object: "checkout.session",
            id: session,
            client_reference_id: order.id,
            payment_status: "paid",
            amount_total: order.total,
            currency: "usd",
            subscription,
          },
        },
      });
      const signature = signer.webhooks.generateTestHeaderString({
        payload: rawBody,
        secret: SECRET,
      });
      return { rawBody, signature };
    },
    sessionEvent(id, type, session) {
      const rawBody = JSON.stringify({
        id,
        object: "event",
        type,
        api_version: "2026-10-28.endive",
        created: Math.floor(Date.now() / 1000),
        data: { object: { object: "checkout.session", ...session } },
      });
      const signature = signer.webhooks.generateTestHeaderString({
        payload: rawBody,
        secret: SECRET,
      });
      return { rawBody, signature };
    },
  };
}

/**
 * Stripe's signed event that pays `placed`, posted to `shop`'s webhook as Stripe would post it:
 * answers the shop's response status (200 when applied).
 */
export async function postPaidEvent(
  shop: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  card: CardPayments,
  placed: CheckoutAnswer,
): Promise<number> {
  const event = card.paidEvent(placed);
  const response = await shop.request("/api/payments/stripe/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": event.signature },
    body: event.rawBody,
  });
  return response.status;
}
