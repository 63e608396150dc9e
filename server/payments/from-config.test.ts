// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readServerConfig } from "../config";
import { paymentProviderFor } from "./from-config";

describe("paymentProviderFor", () => {
  it("takes no card by default: the order is paid on its first delivery", async () => {
    const provider = paymentProviderFor(readServerConfig({}));
    expect(provider).toMatchObject({ id: "manual", method: "pay_on_delivery" });
    expect(provider.readWebhook).toBeUndefined();
    expect(provider.refuse([{ intervalMonths: 1 }, { intervalMonths: 3 }])).toBeNull();
    await expect(
      provider.initiate({ orderId: "x", orderNumber: 1, customerEmail: null, lines: [], total: 0 }),
    ).resolves.toEqual({ method: "pay_on_delivery" });
  });

  it("takes cards through Stripe when both Stripe settings are set", () => {
    const provider = paymentProviderFor(
      readServerConfig({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" }),
    );
    expect(provider).toMatchObject({ id: "stripe", method: "card" });
    expect(provider.readWebhook?.("{}", undefined)).toEqual({ valid: false });
  });
});
