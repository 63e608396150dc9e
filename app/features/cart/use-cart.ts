import { useMemo, useSyncExternalStore } from "react";
import { cart as browserCart } from "./cart";
import type { Cart } from "./cart-storage";

// Prerendered HTML knows nothing of this browser's cart; hydration starts from "unknown".
const UNKNOWN = "\u0000unknown";
const unknown = () => UNKNOWN;

/**
 * The stored cart entries, kept in step with localStorage (this tab's writes and other tabs'
 * `storage` events); null until the page has hydrated.
 */
export function useCartItems(cart: Cart = browserCart): unknown[] | null {
  const snapshot = useSyncExternalStore(cart.subscribe, cart.snapshot, unknown);
  // The snapshot stands for the items: a new one means they changed.
  return useMemo(() => (snapshot === UNKNOWN ? null : cart.items()), [snapshot, cart]);
}
