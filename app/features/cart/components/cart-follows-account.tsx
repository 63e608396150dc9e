import { useEffect } from "react";
import type { Box } from "@shared/catalogue";
import { readStorage, removeStorage, writeStorage } from "~/lib/storage";
import { MARK_KEY, type MarkStorage } from "../cart-mark-key";
import { cartStore, type CartStore } from "../cart-store";

const browserMarks: MarkStorage = { read: readStorage, write: writeStorage, remove: removeStorage };

/**
 * Signed out: a cart that was an account's leaves this device, the mark first, so no tab puts
 * the emptied cart to the account (account-cart.ts watches the mark).
 */
export function forgetAccountCart(store: CartStore = cartStore, marks = browserMarks) {
  if (marks.read(MARK_KEY) === null) return;
  marks.remove(MARK_KEY);
  store.write([], false);
}

/**
 * The cart follows the account (issue 25 §8, decision 219): while an account is signed in, its
 * cart is kept on the server and joined with this device's; once it signs out, the cart leaves
 * this device. Renders nothing; the code that talks to the server loads only for an account.
 */
export function CartFollowsAccount({
  uid,
  known,
  loadCatalogue,
}: {
  /** The signed-in account, or null for a visitor. */
  uid: string | null;
  /**
   * False while the sign-in is being checked, or when the sign-in service could not be reached
   * (the app then shows a visitor, but nobody signed out).
   */
  known: boolean;
  loadCatalogue: () => Promise<readonly Box[]>;
}) {
  useEffect(() => {
    if (!known) return;
    if (uid === null) {
      forgetAccountCart();
      return;
    }
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import("../account-cart").then(({ followAccount }) => {
      if (cancelled) return;
      stop = followAccount({ uid, store: cartStore, marks: browserMarks, loadCatalogue });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [uid, known, loadCatalogue]);
  return null;
}
