import { describe, expect, it } from "vitest";
import { CART_KEY, createCart, parseCart, type CartStorage } from "./cart-storage";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  let full = false;
  const storage: CartStorage = {
    read: (key) => values.get(key) ?? null,
    write: (key, value) => {
      if (full) return false;
      values.set(key, value);
      return true;
    },
  };
  return {
    storage,
    stored: () => values.get(CART_KEY),
    fill: () => {
      full = true;
    },
  };
}

const box = { id: 2, name: "Playful Pup Pack", price: 34.99, features: ["Rope tug toy"] };

describe("parseCart", () => {
  it("reads a missing value as an empty cart that is not corrupt", () => {
    expect(parseCart(null)).toEqual({ items: [], corrupt: false });
  });

  it("treats anything but a JSON array as corrupt and empty", () => {
    for (const raw of ["{oops", '{"id":1}', "42", "null", '"text"', ""]) {
      expect(parseCart(raw)).toEqual({ items: [], corrupt: true });
    }
  });

  it("reads a stored array", () => {
    expect(parseCart('[{"id":1}]')).toEqual({ items: [{ id: 1 }], corrupt: false });
  });
});

describe("cart.add", () => {
  it("appends a whole copy of the item to the stored array", () => {
    const { storage, stored } = memoryStorage({ [CART_KEY]: JSON.stringify([{ id: 1 }]) });
    const cart = createCart(storage);
    expect(cart.add(box)).toEqual({ saved: true, count: 2, repaired: false });
    expect(cart.add(box)).toEqual({ saved: true, count: 3, repaired: false });
    expect(JSON.parse(stored()!)).toEqual([{ id: 1 }, box, box]);
  });

  it("stores a copy, not a reference", () => {
    const { storage } = memoryStorage();
    const cart = createCart(storage);
    const item = { ...box, features: [...box.features] };
    cart.add(item);
    item.features.push("changed later");
    expect(cart.items()).toEqual([box]);
  });

  it("starts a missing cart as empty", () => {
    const { storage, stored } = memoryStorage();
    expect(createCart(storage).add(box)).toEqual({ saved: true, count: 1, repaired: false });
    expect(JSON.parse(stored()!)).toEqual([box]);
  });

  it("repairs a corrupt cart by replacing it with a valid array", () => {
    const { storage, stored } = memoryStorage({ [CART_KEY]: "{not json" });
    expect(createCart(storage).add(box)).toEqual({ saved: true, count: 1, repaired: true });
    expect(JSON.parse(stored()!)).toEqual([box]);
  });

  it("keeps working in memory when storage is full, and says it was not saved", () => {
    const { storage, stored, fill } = memoryStorage({ [CART_KEY]: JSON.stringify([{ id: 1 }]) });
    const cart = createCart(storage);
    fill();
    expect(cart.add(box)).toEqual({ saved: false, count: 2, repaired: false });
    expect(cart.add(box)).toEqual({ saved: false, count: 3, repaired: false });
    expect(cart.items()).toEqual([{ id: 1 }, box, box]);
    expect(JSON.parse(stored()!)).toEqual([{ id: 1 }]);
  });

  it("works with storage that is disabled altogether", () => {
    const cart = createCart({ read: () => null, write: () => false });
    expect(cart.add(box)).toEqual({ saved: false, count: 1, repaired: false });
    expect(cart.add(box).count).toBe(2);
  });
});
