import { describe, expect, it, vi } from "vitest";
import { checkoutAnswerSchema } from "@shared/api/checkout";
import { placeOrder, type CheckoutBody } from "./checkout-api";

const body: CheckoutBody = {
  lines: [{ boxId: "1", petId: 7, quantity: 1 }],
  planId: "per-box",
  address: { fullName: "Mia Moss" },
};

describe("placeOrder", () => {
  it("checks the answer against the checkout's answer schema", async () => {
    const request = vi
      .fn()
      .mockResolvedValue({ kind: "conflict", fields: {}, message: "Sold out." });
    expect(await placeOrder(body, { request })).toEqual({
      kind: "conflict",
      fields: {},
      message: "Sold out.",
    });
    expect(request).toHaveBeenCalledWith("POST", "/api/checkout", checkoutAnswerSchema, body);
  });

  it("sends nothing and says the shop cannot be reached when that schema cannot load", async () => {
    const offline = () =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
    const request = vi.fn();
    expect(await placeOrder(body, { request }, offline)).toEqual({
      kind: "unavailable",
      message: "The shop cannot be reached right now. Please try again.",
    });
    expect(request).not.toHaveBeenCalled();
  });
});
