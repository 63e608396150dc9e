import { useMemo, useSyncExternalStore } from "react";
import { cartStore, type CartStore } from "./cart-store";

// Prerendered HTML knows nothing of this browser's cart; hydration starts from "unknown".
const UNKNOWN = "\u0000unknown";
const unknown = () => UNKNOWN;

/**
 * The stored cart entries, kept in step with localStorage (this tab's writes and other tabs'
 * `storage` events); null until the page has hydrated.
 */
export function useCartItems(
  cart: Pick<CartStore, "subscribe" | "snapshot" | "items"> = cartStore,
): unknown[] | null {
  const snapshot = useSyncExternalStore(cart.subscribe, cart.snapshot, unknown);
  // The snapshot stands for the items: a new one means they changed.
  return useMemo(() => (snapshot === UNKNOWN ? null : cart.items()), [snapshot, cart]);
}
