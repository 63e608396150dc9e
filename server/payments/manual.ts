import type { PaymentProvider } from "./provider";

/**
 * The embedded default: no card is taken and the order is placed as "pay on first delivery",
 * as commerce engines' development providers do (Medusa's system provider, Saleor's dummy
 * gateway), so the whole flow runs offline.
 */
export function createManualProvider(): PaymentProvider {
  return {
    id: "manual",
    method: "pay_on_delivery",
    refuse: () => null,
    initiate: async () => ({ method: "pay_on_delivery" }),
  };
}
