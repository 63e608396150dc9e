import { describe, expect, it } from "vitest";
import { checkoutInputSchema } from "./checkout";
import { fieldErrors } from "./errors";

const address = {
  fullName: "Ada Lovelace",
  line1: "12 Main Street",
  city: "Springfield",
  region: "IL",
  postalCode: "62704",
  country: "US",
};

function errors(input: unknown) {
  const result = checkoutInputSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("checkoutInputSchema", () => {
  it("drops prices and totals the browser sends, and reads box ids as text", () => {
    const input = checkoutInputSchema.parse({
      lines: [{ boxId: 1, petId: 7, quantity: 2, price: 0.01 }],
      planId: "per-box",
      address,
      total: 1,
    });
    expect(input.lines).toEqual([{ boxId: "1", petId: 7, quantity: 2 }]);
    expect(input).not.toHaveProperty("total");
  });

  it("refuses an empty cart, quantities outside 1–5, and a line without a pet", () => {
    expect(errors({ lines: [], planId: "per-box", address })).toEqual({
      lines: "Your cart is empty.",
    });
    expect(errors({ planId: "per-box", address })).toEqual({ lines: "Your cart is empty." });
    expect(
      errors({ lines: [{ boxId: 1, petId: 7, quantity: 6 }], planId: "per-box", address }),
    ).toEqual({
      "lines.0.quantity": "Choose how many boxes, from 1 to 5.",
    });
    expect(errors({ lines: [{ boxId: 1, quantity: 1 }], planId: "per-box", address })).toEqual({
      "lines.0.petId": "Choose which pet this box is for.",
    });
    expect(errors({ lines: [{ boxId: 1, petId: 7, quantity: 1 }], address })).toEqual({
      planId: "Choose a plan.",
    });
  });

  it("refuses the same box twice for one pet, but takes one box for two pets", () => {
    const twice = [
      { boxId: 1, petId: 7, quantity: 1 },
      { boxId: "1", petId: 7, quantity: 1 },
    ];
    expect(errors({ lines: twice, planId: "per-box", address })).toEqual({
      "lines.1.petId": "This pet already gets this box in this order: change the quantity instead.",
    });
    const twoPets = [
      { boxId: 1, petId: 7, quantity: 1 },
      { boxId: 1, petId: 8, quantity: 1 },
    ];
    expect(errors({ lines: twoPets, planId: "per-box", address })).toEqual({});
  });

  it("holds at most 20 lines, one Stripe item each", () => {
    const lines = Array.from({ length: 21 }, (_, i) => ({ boxId: 1, petId: i + 1, quantity: 1 }));
    expect(errors({ lines, planId: "per-box", address })).toEqual({
      lines: "An order holds at most 20 lines.",
    });
  });
});
