import type { Box } from "@shared/catalogue";
import { findBox } from "@shared/find-box";
import { createCartStore, type CartStorage, type CartStore, type SaveResult } from "./cart-store";

/** Most copies of one box per delivery (the cart page's stepper and checkout both hold to it). */
export const MAX_PER_BOX = 5;

export { CART_KEY, parseCart, type CartStorage, type SaveResult } from "./cart-store";
export type AddToCartResult = SaveResult;

export interface CartLine {
  /** The catalogue's box: its price, not the stored copy's, is the one shown. */
  box: Box;
  quantity: number;
}

export interface GroupedCart {
  /** One line per box, in the order the boxes were first added. */
  lines: CartLine[];
  /** Names of stored entries that are no longer (or never were) boxes of the catalogue. */
  dropped: string[];
  /** True when a box had more than MAX_PER_BOX copies and was cut down. */
  capped: boolean;
}

function idOf(item: unknown): string | number | undefined {
  if (typeof item !== "object" || item === null || !("id" in item)) return undefined;
  const { id } = item;
  return typeof id === "string" || typeof id === "number" ? id : undefined;
}

function nameOf(item: unknown): string {
  if (typeof item === "object" && item !== null && "name" in item) {
    const { name } = item;
    if (typeof name === "string" && name.trim() !== "") return name.trim().slice(0, 80);
  }
  return "An item";
}

/** Groups the stored copies by box, against the current catalogue. */
export function groupCart(items: readonly unknown[], catalogue: readonly Box[]): GroupedCart {
  const lines = new Map<string, CartLine>();
  const dropped: string[] = [];
  let capped = false;
  for (const item of items) {
    const box = findBox(catalogue, idOf(item));
    if (!box) {
      dropped.push(nameOf(item));
      continue;
    }
    const key = String(box.id);
    const line = lines.get(key);
    if (!line) lines.set(key, { box, quantity: 1 });
    else if (line.quantity < MAX_PER_BOX) line.quantity += 1;
    else capped = true;
  }
  return { lines: [...lines.values()], dropped, capped };
}

/** Back to the spec's format: one whole copy of the box per unit, lines in order. */
export function cartItems(lines: readonly CartLine[]): Box[] {
  return lines.flatMap(({ box, quantity }) =>
    Array.from({ length: quantity }, () => structuredClone(box)),
  );
}

/** The cart's operations on a store (the browser's: cart.ts). */
export function cartOperations(store: CartStore) {
  return {
    items: store.items,
    snapshot: store.snapshot,
    subscribe: store.subscribe,
    add(item: object): AddToCartResult {
      const current = store.read();
      // A whole copy, so later changes to the catalogue object never alter what is in the cart.
      return store.write([...current.items, structuredClone(item)], current.corrupt);
    },
    /**
     * Makes the stored cart what the cart page shows: entries that are not boxes of the catalogue
     * go, a box never has more than MAX_PER_BOX copies, a corrupt value becomes a valid array.
     * Writes only when something changed; says what went.
     */
    tidy(catalogue: readonly Box[]): GroupedCart & { repaired: boolean } {
      const current = store.read();
      const grouped = groupCart(current.items, catalogue);
      const changed = current.corrupt || grouped.dropped.length > 0 || grouped.capped;
      if (changed) store.write(cartItems(grouped.lines), current.corrupt);
      return { ...grouped, repaired: current.corrupt };
    },
    /** Writes the cart page's lines back in the spec's format. */
    replace(lines: readonly CartLine[]): SaveResult {
      return store.write(cartItems(lines), store.read().corrupt);
    },
    /**
     * Takes the boxes of a placed order out, `quantity` copies of each (the latest added first),
     * and leaves everything else as it is, whatever another tab added meanwhile.
     */
    remove(bought: readonly { boxId: string; quantity: number }[]): SaveResult {
      const left = new Map<string, number>();
      for (const { boxId, quantity } of bought) left.set(boxId, (left.get(boxId) ?? 0) + quantity);
      const current = store.read();
      const kept = [...current.items]
        .reverse()
        .filter((item) => {
          const id = idOf(item);
          const owed = id === undefined ? 0 : (left.get(String(id)) ?? 0);
          if (owed > 0) left.set(String(id), owed - 1);
          return owed === 0;
        })
        .reverse();
      return store.write(kept, current.corrupt);
    },
  };
}

export function createCart(storage: CartStorage) {
  return cartOperations(createCartStore(storage));
}

export type Cart = ReturnType<typeof createCart>;

function listOf(names: readonly string[]): string {
  const quoted = names.map((name) => `“${name}”`);
  return quoted.length <= 1
    ? (quoted[0] ?? "")
    : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
}

/** What the cart page says after `tidy` took something out, or null when nothing went. */
export function tidyNotice({ dropped, capped }: Pick<GroupedCart, "dropped" | "capped">) {
  const parts: string[] = [];
  if (dropped.length > 0) {
    parts.push(
      `${listOf(dropped)} ${dropped.length === 1 ? "is" : "are"} no longer in our shop, so we took ${dropped.length === 1 ? "it" : "them"} out of your cart.`,
    );
  }
  if (capped) parts.push(`We send at most ${MAX_PER_BOX} of one box per delivery.`);
  return parts.length > 0 ? parts.join(" ") : null;
}
