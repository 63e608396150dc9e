import type { ServerConfig } from "../config";
import { createManualProvider } from "./manual";
import type { PaymentProvider } from "./provider";
import { createStripeProvider } from "./stripe";

/** Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else pay on first delivery. */
export function paymentProviderFor(
  config: Pick<ServerConfig, "stripe" | "shopUrl">,
): PaymentProvider {
  return config.stripe
    ? createStripeProvider({ ...config.stripe, shopUrl: config.shopUrl })
    : createManualProvider();
}
