import type { Box } from "@shared/catalogue";
import { mergeCartLines, sameCartLines, type CartLine } from "@shared/cart-lines";
import { getAccountCart, mergeAccountCart, putAccountCart } from "~/api/cart";
import type { ShopApi } from "~/lib/shop-api";
import type { CartStore } from "./cart-store";
import { readMark, writeMark, type MarkStorage } from "./cart-mark";

/**
 * The browser's cart following a signed-in account (decision 219). Loaded only once an account
 * is signed in (cart-follows-account.tsx).
 *
 * - The first time the account is seen on this device, or when this device changed its cart
 *   without the server hearing of it, the device's cart and the account's are joined
 *   (POST /api/cart/merge); otherwise the account's cart, as the server keeps it, is the cart.
 * - Every later change of the cart on this device is put to the server (PUT /api/cart).
 * - The mark (cart-mark.ts) remembers whose cart this is and what the server last stored.
 *
 * Returns a function that stops following (on sign-out, before the cart is cleared, so the
 * empty cart is never put to the account).
 */
export function followAccount({
  uid,
  store,
  marks,
  loadCatalogue,
  api,
}: {
  uid: string;
  store: CartStore;
  marks: MarkStorage;
  loadCatalogue: () => Promise<readonly Box[]>;
  api?: ShopApi;
}): () => void {
  let stopped = false;
  let stopWatching = () => {};
  let queue = Promise.resolve();
  let lastPut: CartLine[] | null = null;
  const previous = readMark(marks);
  const ours = previous?.uid === uid ? previous : null;
  // Whose cart it is, from now: a sign-out on this device or in another tab clears it.
  writeMark(marks, { uid, synced: ours?.synced ?? null });
  // Another account's cart (it signed in over the last one without signing out) is not this one's.
  if (previous && !ours) store.write([], false);

  const boxOf = (catalogue: readonly Box[], id: unknown) =>
    catalogue.find((box) => String(box.id) === String(id));

  /** The cart's copies as lines: one per box of the catalogue, as the cart page groups them. */
  function linesOf(catalogue: readonly Box[]): CartLine[] {
    const lines = new Map<string, number>();
    for (const item of store.items()) {
      const box = boxOf(catalogue, (item as { id?: unknown } | null)?.id);
      if (box) lines.set(String(box.id), (lines.get(String(box.id)) ?? 0) + 1);
    }
    return mergeCartLines(
      [...lines].map(([boxId, quantity]) => ({ boxId, quantity })),
      [],
    );
  }

  /** Writes `lines` as the spec's cart: a whole copy of the box per unit. */
  function show(lines: readonly CartLine[], catalogue: readonly Box[]) {
    if (sameCartLines(lines, linesOf(catalogue))) return;
    const items = lines.flatMap(({ boxId, quantity }) => {
      const box = boxOf(catalogue, boxId);
      return box ? Array.from({ length: quantity }, () => structuredClone(box)) : [];
    });
    store.write(items, false);
  }

  /** Puts the cart to the server, one write at a time, in the order the changes happened. */
  function put(lines: CartLine[]) {
    if (lastPut && sameCartLines(lines, lastPut)) return;
    lastPut = lines;
    queue = queue.then(async () => {
      if (stopped) return;
      try {
        const stored = await putAccountCart(lines, api);
        if (!stopped) writeMark(marks, { uid, synced: stored });
      } catch {
        // Not stored: the mark still holds the server's last cart, so the next page load joins.
        lastPut = null;
      }
    });
  }

  async function start() {
    const catalogue = await loadCatalogue();
    if (stopped) return;
    const device = linesOf(catalogue);
    const join = !ours?.synced || !sameCartLines(device, ours.synced);
    const server = await (join ? mergeAccountCart(device, api) : getAccountCart(api));
    if (stopped) return;
    // A box added while the server answered is kept too.
    const now = linesOf(catalogue);
    const next = sameCartLines(now, device) ? server : mergeCartLines(now, server);
    show(next, catalogue);
    if (sameCartLines(next, server)) writeMark(marks, { uid, synced: server });
    else put(next);

    stopWatching = store.subscribe(() => {
      const mark = readMark(marks);
      // Signed out (here or in another tab): the cleared cart is not the account's.
      if (mark?.uid !== uid) return;
      const lines = linesOf(catalogue);
      if (mark.synced && sameCartLines(lines, mark.synced)) return;
      put(lines);
    });
  }

  start().catch(() => {
    // The catalogue or the shop cannot be reached: the cart stays as it is on this device, and the
    // mark says it was not joined, so the next page load tries again.
  });

  return () => {
    stopped = true;
    stopWatching();
  };
}
