import { Stripe } from "stripe";
import type { PaymentProvider } from "./provider";
import { stripeCheckout } from "./stripe-checkout";
import { stripeEvents } from "./stripe-events";
import { stripeRefunds } from "./stripe-refunds";
import { stripeSubscriptions } from "./stripe-subscriptions";

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** The shop's public address, for Stripe's success and cancel pages ("https://petbox.example"). */
  shopUrl: string;
  /** Where the API is: Stripe's by default; tests point it at a stand-in on loopback. */
  api?: { host: string; port: number; protocol: "http" | "https" };
}

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
  return {
    id: "stripe",
    method: "card",
    ...stripeCheckout(stripe, shopUrl),
    ...stripeEvents(stripe, settings.webhookSecret),
    ...stripeSubscriptions(stripe),
    ...stripeRefunds(stripe),
  };
}
