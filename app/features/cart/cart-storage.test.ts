import { describe, expect, it } from "vitest";
import {
  CART_KEY,
  cartItems,
  createCart,
  groupCart,
  MAX_PER_BOX,
  parseCart,
  tidyNotice,
  type CartStorage,
} from "./cart-storage";

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

const catalogue = [
  {
    id: 1,
    name: "Cozy Cat Corner",
    pet: "cat" as const,
    thumbnail: "/images/a.jpg",
    banner: "/images/b.jpg",
    description: "Snug.",
    price: 29.99,
    frequency: "Monthly" as const,
    features: ["Nest"],
    subscription_benefits: ["Free shipping"],
    rating: 4.8,
    number_of_reviews: 214,
  },
  {
    id: 2,
    name: "Playful Pup Pack",
    pet: "dog" as const,
    thumbnail: "/images/c.jpg",
    banner: "/images/d.jpg",
    description: "Bouncy.",
    price: 34.99,
    frequency: "Bi-Monthly" as const,
    features: ["Rope tug toy"],
    subscription_benefits: ["Free shipping"],
    rating: 4.6,
    number_of_reviews: 120,
  },
];

describe("groupCart", () => {
  it("groups copies by box in the order they were first added, with the catalogue's box", () => {
    const stale = { ...catalogue[1], price: 1 };
    const grouped = groupCart([stale, { id: "1" }, stale, { id: 2 }], catalogue);
    expect(grouped.lines.map((l) => [l.box.name, l.box.price, l.quantity])).toEqual([
      ["Playful Pup Pack", 34.99, 3],
      ["Cozy Cat Corner", 29.99, 1],
    ]);
    expect(grouped).toMatchObject({ dropped: [], capped: false });
  });

  it("drops entries that are not boxes of the catalogue, naming them", () => {
    const grouped = groupCart(
      [{ id: 99, name: "Retired Box" }, null, "text", { name: "No id" }, { id: 1 }],
      catalogue,
    );
    expect(grouped.lines.map((l) => l.box.id)).toEqual([1]);
    expect(grouped.dropped).toEqual(["Retired Box", "An item", "An item", "No id"]);
  });

  it(`keeps at most ${MAX_PER_BOX} of a box and says it did`, () => {
    const grouped = groupCart(
      Array.from({ length: 7 }, () => ({ id: 2 })),
      catalogue,
    );
    expect(grouped.lines[0]?.quantity).toBe(MAX_PER_BOX);
    expect(grouped.capped).toBe(true);
  });
});

describe("cart.remove", () => {
  it("takes out as many copies as were bought and keeps every other entry in its order", () => {
    const items = [
      { id: 1, name: "Cat" },
      { id: 2, name: "Dog" },
      { id: 1, name: "Cat" },
      { id: 3, name: "Other" },
      { id: 1, name: "Cat" },
    ];
    const { storage, stored } = memoryStorage({ [CART_KEY]: JSON.stringify(items) });
    const cart = createCart(storage);
    expect(
      cart.remove([
        { boxId: "1", quantity: 2 },
        { boxId: "3", quantity: 1 },
      ]),
    ).toEqual({
      saved: true,
      count: 2,
      repaired: false,
    });
    expect(JSON.parse(stored()!)).toEqual([
      { id: 1, name: "Cat" },
      { id: 2, name: "Dog" },
    ]);
  });
});

describe("cart.replace", () => {
  it("writes lines back as whole copies, one per unit, in the spec's format", () => {
    const { storage, stored } = memoryStorage({ [CART_KEY]: "{corrupt" });
    const cart = createCart(storage);
    const [cat, dog] = catalogue;
    expect(
      cart.replace([
        { box: dog!, quantity: 2 },
        { box: cat!, quantity: 1 },
      ]),
    ).toEqual({ saved: true, count: 3, repaired: true });
    expect(JSON.parse(stored()!)).toEqual([dog, dog, cat]);
    expect(cartItems([])).toEqual([]);
  });
});

describe("cart.subscribe", () => {
  it("hears this tab's writes and other tabs' changes, and stops listening when nobody listens", () => {
    const { storage } = memoryStorage();
    let otherTab = () => {};
    let watching = 0;
    const cart = createCart({
      ...storage,
      watch: (_key, onChange) => {
        watching += 1;
        otherTab = onChange;
        return () => (watching -= 1);
      },
    });
    const heard: (string | null)[] = [];
    const stop = cart.subscribe(() => heard.push(cart.snapshot()));
    expect(watching).toBe(1);
    cart.add({ id: 1 });
    storage.write(CART_KEY, "[]");
    otherTab();
    expect(heard).toEqual(['[{"id":1}]', "[]"]);
    stop();
    expect(watching).toBe(0);
  });

  it("gives a new snapshot for each write kept in memory", () => {
    const cart = createCart({ read: () => null, write: () => false });
    const before = cart.snapshot();
    cart.add({ id: 1 });
    const first = cart.snapshot();
    cart.add({ id: 1 });
    expect(new Set([before, first, cart.snapshot()]).size).toBe(3);
  });
});

describe("cart.tidy", () => {
  it("drops what the catalogue no longer sells, caps each box, and repairs a corrupt value", () => {
    const { storage, stored } = memoryStorage({
      [CART_KEY]: JSON.stringify([{ id: 99, name: "Retired Box" }, ...Array(6).fill({ id: 2 })]),
    });
    const cart = createCart(storage);
    expect(cart.tidy(catalogue)).toMatchObject({
      dropped: ["Retired Box"],
      capped: true,
      repaired: false,
    });
    expect(JSON.parse(stored()!)).toEqual(Array(MAX_PER_BOX).fill(catalogue[1]));

    const corrupt = memoryStorage({ [CART_KEY]: "{oops" });
    expect(createCart(corrupt.storage).tidy(catalogue)).toMatchObject({
      lines: [],
      repaired: true,
    });
    expect(corrupt.stored()).toBe("[]");
  });

  it("writes nothing when the cart is already tidy", () => {
    const raw = JSON.stringify([{ id: 1 }]);
    let writes = 0;
    const cart = createCart({ read: () => raw, write: () => (writes += 1) > 0 });
    expect(cart.tidy(catalogue).lines).toHaveLength(1);
    expect(writes).toBe(0);
  });
});

describe("tidyNotice", () => {
  it("says what went, in words", () => {
    expect(tidyNotice({ dropped: [], capped: false })).toBeNull();
    expect(tidyNotice({ dropped: ["Retired Box"], capped: false })).toBe(
      "“Retired Box” is no longer in our shop, so we took it out of your cart.",
    );
    expect(tidyNotice({ dropped: ["A", "B", "C"], capped: true })).toBe(
      "“A”, “B” and “C” are no longer in our shop, so we took them out of your cart. We send at most 5 of one box per delivery.",
    );
  });
});
