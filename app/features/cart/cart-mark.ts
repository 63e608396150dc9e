import type { CartLine } from "@shared/cart-lines";
import { MARK_KEY, type MarkStorage } from "./cart-mark-key";

export { MARK_KEY, type MarkStorage };

/**
 * Whose cart the browser's cart is (decision 219): set while an account is signed in on this
 * device, with the cart the server last stored for it (`synced`; null until the device's cart and
 * the account's have been joined). Kept in localStorage beside "cart", so every tab and the next
 * visit know it; gone once the cart has been cleared on sign-out.
 */
export interface CartMark {
  uid: string;
  synced: CartLine[] | null;
}

export function readMark(storage: MarkStorage): CartMark | null {
  try {
    const value: unknown = JSON.parse(storage.read(MARK_KEY) ?? "null");
    if (typeof value !== "object" || value === null || !("uid" in value)) return null;
    const { uid } = value;
    const synced = "synced" in value && Array.isArray(value.synced) ? value.synced : null;
    return typeof uid === "string" ? { uid, synced: synced as CartLine[] | null } : null;
  } catch {
    return null;
  }
}

export function writeMark(storage: MarkStorage, mark: CartMark) {
  storage.write(MARK_KEY, JSON.stringify(mark));
}
