import { describe, expect, it } from "vitest";
import { fieldErrors } from "./errors";
import { changeInputSchema, pauseInputSchema } from "./subscriptions";

describe("subscription action bodies", () => {
  it("pauses for 1, 2 or 3 months only", () => {
    expect(pauseInputSchema.parse({ months: 2 })).toEqual({ months: 2 });
    for (const months of [0, 4, "2", 1.5, null]) {
      const parsed = pauseInputSchema.safeParse({ months });
      expect(parsed.success).toBe(false);
      if (!parsed.success) {
        expect(fieldErrors(parsed.error)).toEqual({
          months: "Choose a pause of 1, 2 or 3 months.",
        });
      }
    }
  });

  it("changes at least one of box, pet, quantity and address, and names a wrong field", () => {
    expect(changeInputSchema.parse({ boxId: 8, quantity: 3 })).toEqual({ boxId: "8", quantity: 3 });
    const empty = changeInputSchema.safeParse({});
    expect(!empty.success && empty.error.issues[0]?.message).toBe(
      "Choose what to change: box, pet, quantity or delivery address.",
    );
    const many = changeInputSchema.safeParse({ quantity: 6 });
    expect(!many.success && fieldErrors(many.error)).toEqual({
      quantity: "Choose how many boxes, from 1 to 5.",
    });
    const both = changeInputSchema.safeParse({
      addressId: 3,
      address: {
        fullName: "Ada Lovelace",
        line1: "12 Main Street",
        city: "Springfield",
        region: "IL",
        postalCode: "62704",
        country: "US",
      },
    });
    expect(!both.success && fieldErrors(both.error)).toEqual({
      address: "Choose a stored address or enter a new one, not both.",
    });
    // A price sent along is not part of a change.
    expect(changeInputSchema.parse({ quantity: 2, unitPrice: 1 })).toEqual({ quantity: 2 });
  });
});
