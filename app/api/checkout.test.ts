import { describe, expect, it, vi } from "vitest";
import { checkoutAnswerSchema } from "@shared/api/checkout";
import { ApiFailure } from "~/lib/api-failure";
import { placeOrder, type CheckoutBody } from "./checkout";

const body: CheckoutBody = {
  lines: [{ boxId: "1", petId: 7, quantity: 1 }],
  planId: "per-box",
  address: { fullName: "Mia Moss" },
};

describe("placeOrder", () => {
  it("checks the answer against the checkout's answer schema, and rejects a refusal", async () => {
    const request = vi.fn().mockResolvedValue({
      kind: "conflict",
      fields: { planId: "Sold out." },
      message: "Sold out.",
    });
    const failure = await placeOrder(body, { request }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as ApiFailure).result).toEqual({
      kind: "conflict",
      fields: { planId: "Sold out." },
      message: "Sold out.",
    });
    expect(request).toHaveBeenCalledWith("POST", "/api/checkout", checkoutAnswerSchema, body);
  });

  it("sends nothing and says the shop cannot be reached when that schema cannot load", async () => {
    const offline = () =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
    const request = vi.fn();
    await expect(placeOrder(body, { request }, offline)).rejects.toThrow(
      "The shop cannot be reached right now. Please try again.",
    );
    expect(request).not.toHaveBeenCalled();
  });
});
