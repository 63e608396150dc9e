/**
 * The cart (spec §3): a JSON array of whole item copies in localStorage under "cart".
 * A missing or corrupt value counts as empty and is overwritten with a valid array; when the
 * browser refuses to store (full, disabled, private mode) the cart lives in memory for the visit.
 */
export const CART_KEY = "cart";

export interface CartStorage {
  read: (key: string) => string | null;
  /** Returns false when the value could not be stored. */
  write: (key: string, value: string) => boolean;
}

export type AddToCartResult =
  /** Saved in the browser; `repaired` when a corrupt stored value was replaced. */
  | { saved: true; count: number; repaired: boolean }
  /** The browser would not store it: kept in memory until the page is reloaded. */
  | { saved: false; count: number; repaired: boolean };

/** Reads a stored cart. Anything but a JSON array is corrupt and counts as empty. */
export function parseCart(raw: string | null): { items: unknown[]; corrupt: boolean } {
  if (raw === null) return { items: [], corrupt: false };
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? { items: value, corrupt: false } : { items: [], corrupt: true };
  } catch {
    return { items: [], corrupt: true };
  }
}

export function createCart(storage: CartStorage) {
  // Used once storage has refused a write, so the cart keeps working for the visit.
  let memory: unknown[] | null = null;

  function items(): unknown[] {
    if (memory) return memory;
    return parseCart(storage.read(CART_KEY)).items;
  }

  function add(item: object): AddToCartResult {
    const stored = memory ? { items: memory, corrupt: false } : parseCart(storage.read(CART_KEY));
    // A whole copy, so later changes to the catalogue object never alter what is in the cart.
    const next = [...stored.items, structuredClone(item)];
    let serialized: string;
    try {
      serialized = JSON.stringify(next);
    } catch {
      memory = next;
      return { saved: false, count: next.length, repaired: stored.corrupt };
    }
    if (storage.write(CART_KEY, serialized)) {
      memory = null;
      return { saved: true, count: next.length, repaired: stored.corrupt };
    }
    memory = next;
    return { saved: false, count: next.length, repaired: stored.corrupt };
  }

  return { items, add };
}

export type Cart = ReturnType<typeof createCart>;
