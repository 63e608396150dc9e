import { describe, expect, it } from "vitest";
import { MAX_QUANTITY } from "./api/checkout-limits";
import { MAX_CART_QUANTITY, mergeCartLines, sameCartLines } from "./cart-lines";

describe("mergeCartLines: two carts of one account as one (decision 219)", () => {
  it("keeps every box of both, the first cart's order first, and the larger quantity of a box in both", () => {
    expect(
      mergeCartLines(
        [
          { boxId: "2", quantity: 1 },
          { boxId: "1", quantity: 3 },
        ],
        [
          { boxId: "1", quantity: 2 },
          { boxId: "4", quantity: 1 },
          { boxId: "2", quantity: 2 },
        ],
      ),
    ).toEqual([
      { boxId: "2", quantity: 2 },
      { boxId: "1", quantity: 3 },
      { boxId: "4", quantity: 1 },
    ]);
  });

  it("never goes above checkout's most copies of one box", () => {
    expect(MAX_CART_QUANTITY).toBe(MAX_QUANTITY);
    expect(mergeCartLines([{ boxId: "1", quantity: 9 }], [])).toEqual([
      { boxId: "1", quantity: MAX_QUANTITY },
    ]);
  });

  it("compares carts by box, quantity and order", () => {
    const cart = [
      { boxId: "1", quantity: 1 },
      { boxId: "2", quantity: 1 },
    ];
    expect(sameCartLines(cart, [...cart])).toBe(true);
    expect(sameCartLines(cart, [...cart].reverse())).toBe(false);
    expect(sameCartLines(cart, [{ boxId: "1", quantity: 1 }])).toBe(false);
  });
});
