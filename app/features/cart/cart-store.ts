import { readStorage, watchStorage, writeStorage } from "~/lib/storage";

/**
 * The cart (spec §3): a JSON array of whole item copies in localStorage under "cart", one copy per
 * Add to Cart. A missing or corrupt value counts as empty and is overwritten with a valid array;
 * when the browser refuses to store (full, disabled, private mode) the cart lives in memory for
 * the visit. The cart page groups the copies by box (decision 032).
 */
export const CART_KEY = "cart";

export interface CartStorage {
  read: (key: string) => string | null;
  /** Returns false when the value could not be stored. */
  write: (key: string, value: string) => boolean;
  /** Calls back when another tab changes `key`; returns a function that stops listening. */
  watch?: (key: string, onChange: () => void) => () => void;
}

export type SaveResult =
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

/**
 * The stored cart and who watches it: what the navigation's count needs on every page, kept
 * apart from the cart's operations (cart-storage.ts), which only the shop's pages load.
 */
export function createCartStore(storage: CartStorage) {
  // Used once storage has refused a write, so the cart keeps working for the visit.
  let memory: { items: unknown[]; version: string } | null = null;
  let writes = 0;
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | undefined;

  function notify() {
    for (const listener of listeners) listener();
  }

  function stored() {
    return memory ? { items: memory.items, corrupt: false } : parseCart(storage.read(CART_KEY));
  }

  function save(next: unknown[], repaired: boolean): SaveResult {
    let saved = false;
    try {
      saved = storage.write(CART_KEY, JSON.stringify(next));
    } catch {
      // not serializable: kept in memory like a refused write
    }
    writes += 1;
    memory = saved ? null : { items: next, version: `memory ${writes}` };
    notify();
    return { saved, count: next.length, repaired } as SaveResult;
  }

  return {
    items: (): unknown[] => stored().items,
    /** A value that changes whenever the cart does (for useSyncExternalStore). */
    snapshot: (): string | null => (memory ? memory.version : storage.read(CART_KEY)),
    /** The stored entries, and whether the stored value was corrupt. */
    read: stored,
    /** Stores `next` (in memory when the browser refuses) and tells every watcher. */
    write: save,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      if (listeners.size === 1) {
        // Another tab wrote the cart: the stored value is the truth again.
        stopWatching = storage.watch?.(CART_KEY, () => {
          memory = null;
          notify();
        });
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopWatching?.();
          stopWatching = undefined;
        }
      };
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

/** The browser's cart: one per page load, backed by localStorage. */
export const cartStore = createCartStore({
  read: readStorage,
  write: writeStorage,
  watch: watchStorage,
});
