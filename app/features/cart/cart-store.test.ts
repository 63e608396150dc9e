import { describe, expect, it } from "vitest";
import { cartOperations } from "./cart-storage";
import { CART_KEY, createCartStore } from "./cart-store";

describe("the cart store", () => {
  it("is the one the operations write to: its watchers (the navigation's count) hear every change", () => {
    const values = new Map<string, string>();
    const store = createCartStore({
      read: (key) => values.get(key) ?? null,
      write: (key, value) => {
        values.set(key, value);
        return true;
      },
    });
    const cart = cartOperations(store);
    const counts: number[] = [];
    const stop = store.subscribe(() => counts.push(store.items().length));
    cart.add({ id: 1, name: "Cozy Cat Corner" });
    cart.add({ id: 2, name: "Playful Pup Pack" });
    cart.remove([{ boxId: "1", quantity: 1 }]);
    stop();
    expect(counts).toEqual([1, 2, 1]);
    expect(JSON.parse(values.get(CART_KEY)!)).toEqual([{ id: 2, name: "Playful Pup Pack" }]);
  });

  it("keeps counting in memory when the browser refuses to store", () => {
    const store = createCartStore({ read: () => null, write: () => false });
    const cart = cartOperations(store);
    expect(cart.add({ id: 1 })).toEqual({ saved: false, count: 1, repaired: false });
    expect(store.items()).toHaveLength(1);
  });
});
