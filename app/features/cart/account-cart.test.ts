import { describe, expect, it, vi } from "vitest";
import type { Box } from "@shared/catalogue";
import { mergeCartLines, type CartLine } from "@shared/cart-lines";
import { createApiClient } from "~/lib/api-client";
import { followAccount } from "./account-cart";
import { MARK_KEY, readMark, type MarkStorage } from "./cart-mark";
import { createCartStore, type CartStorage } from "./cart-store";
import { forgetAccountCart } from "./components/cart-follows-account";

const box = (id: number, name: string) => ({ id, name, price: 30 }) as unknown as Box;
const catalogue = [box(1, "Cozy Cat Corner"), box(2, "Playful Pup Pack"), box(3, "Treat Trove")];

/** One localStorage for the cart and its mark, as the browser has. */
function device(items: unknown[] = []) {
  const values = new Map<string, string>([["cart", JSON.stringify(items)]]);
  const storage: CartStorage & MarkStorage = {
    read: (key) => values.get(key) ?? null,
    write: (key, value) => (values.set(key, value), true),
    remove: (key) => void values.delete(key),
  };
  const store = createCartStore(storage);
  const ids = () => store.items().map((item) => (item as { id: number }).id);
  return { storage, store, ids };
}

/** The shop's cart endpoints, in memory, for one account; every call is recorded. */
function shop(stored: CartLine[] = []) {
  let lines = stored;
  const calls: string[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    calls.push(`${method} ${String(url)}`);
    const sent = init?.body ? (JSON.parse(String(init.body)) as { lines: CartLine[] }).lines : [];
    if (method === "PUT") lines = sent;
    if (method === "POST") lines = mergeCartLines(sent, lines);
    return new Response(JSON.stringify({ lines }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
  return {
    api: createApiClient({ fetch }),
    calls,
    lines: () => lines,
    /** Another device of the account changed the cart. */
    set: (next: CartLine[]) => void (lines = next),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function follow(
  uid: string,
  { storage, store }: ReturnType<typeof device>,
  server: ReturnType<typeof shop>,
) {
  const stop = followAccount({
    uid,
    store,
    marks: storage,
    loadCatalogue: async () => catalogue,
    api: server.api,
  });
  await vi.waitFor(() => expect(readMark(storage)?.synced).not.toBeNull());
  return stop;
}

describe("the cart follows the account", () => {
  it("joins this device's cart with the account's at sign-in: both boxes, the larger quantity of one in both", async () => {
    const phone = device([catalogue[0], catalogue[1]]);
    const server = shop([
      { boxId: "2", quantity: 2 },
      { boxId: "3", quantity: 1 },
    ]);
    await follow("ada", phone, server);
    expect(server.calls).toEqual(["POST /api/cart/merge"]);
    expect(phone.ids()).toEqual([1, 2, 2, 3]);
    expect(server.lines()).toEqual([
      { boxId: "1", quantity: 1 },
      { boxId: "2", quantity: 2 },
      { boxId: "3", quantity: 1 },
    ]);
  });

  it("puts every later change of the cart to the account", async () => {
    const laptop = device();
    const server = shop();
    await follow("ada", laptop, server);
    laptop.store.write([catalogue[2]], false);
    await vi.waitFor(() => expect(server.lines()).toEqual([{ boxId: "3", quantity: 1 }]));
    expect(server.calls).toEqual(["POST /api/cart/merge", "PUT /api/cart"]);
    expect(readMark(laptop.storage)?.synced).toEqual([{ boxId: "3", quantity: 1 }]);
  });

  it("on the next visit takes the account's cart as it is: a box taken out elsewhere stays out", async () => {
    const laptop = device();
    const server = shop([{ boxId: "1", quantity: 1 }]);
    const stop = await follow("ada", laptop, server);
    expect(laptop.ids()).toEqual([1]);
    stop();
    // On the phone the box went; the laptop opens the shop again.
    server.set([]);
    server.calls.length = 0;
    await follow("ada", laptop, server);
    await vi.waitFor(() => expect(laptop.ids()).toEqual([]));
    expect(server.calls).toEqual(["GET /api/cart"]);
  });

  it("on sign-out stops following, then clears the cart from the device, and the account keeps it", async () => {
    const shared = device([catalogue[1]]);
    const server = shop();
    const stop = await follow("ada", shared, server);
    stop();
    forgetAccountCart(shared.store, shared.storage);
    await settle();
    expect(shared.ids()).toEqual([]);
    expect(shared.storage.read(MARK_KEY)).toBeNull();
    expect(server.lines()).toEqual([{ boxId: "2", quantity: 1 }]);
    expect(server.calls).toEqual(["POST /api/cart/merge"]);
  });

  it("a visitor's cart is not touched when nobody was signed in", () => {
    const visitor = device([catalogue[0]]);
    forgetAccountCart(visitor.store, visitor.storage);
    expect(visitor.ids()).toEqual([1]);
  });

  it("never gives one account's cart to the next who signs in over it", async () => {
    const shared = device([catalogue[0]]);
    const adas = shop();
    (await follow("ada", shared, adas))();
    const bobs = shop([{ boxId: "3", quantity: 1 }]);
    await follow("bob", shared, bobs);
    expect(shared.ids()).toEqual([3]);
    expect(bobs.lines()).toEqual([{ boxId: "3", quantity: 1 }]);
    expect(adas.lines()).toEqual([{ boxId: "1", quantity: 1 }]);
  });
});
