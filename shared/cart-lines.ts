import { MAX_QUANTITY } from "./api/checkout-limits";
import { array, int, object, reader, refine, string } from "./reader";

/**
 * A cart as the server keeps it for a signed-in account (decision 219): one line per box, in the
 * order the boxes were first added. The browser's cart stays the spec's list of whole copies in
 * localStorage "cart"; these lines are what goes between the two. Without zod, so the browser's
 * cart sync stays small (decision 205); shared/api/cart.ts holds the zod schemas the server
 * checks with, and cart-lines.test.ts keeps the two in step.
 */
export interface CartLine {
  boxId: string;
  quantity: number;
}

/** At most this many boxes in a cart (the catalogue has fewer). */
export const MAX_CART_LINES = 20;
export const MAX_BOX_ID_LENGTH = 40;

const lineRead = object<CartLine>({
  boxId: string((value) => value.length >= 1 && value.length <= MAX_BOX_ID_LENGTH),
  quantity: int((value) => value >= 1 && value <= MAX_QUANTITY),
});

/** `cartAnswerSchema` (api/cart.ts): GET /api/cart, and what PUT and merge answer. */
export const cartAnswerReader = reader(
  object<{ lines: CartLine[] }>({
    lines: refine(array(lineRead), (lines) => lines.length <= MAX_CART_LINES),
  }),
);

/**
 * Two carts of one account as one, when it signs in on a device whose cart holds boxes: every box
 * of either, in `first`'s order then the boxes only `second` has; a box in both keeps the larger
 * quantity, not the sum, since the same box added on two devices is most often the same wish
 * (the device that already pushed its cart and the server would otherwise double it).
 */
export function mergeCartLines(
  first: readonly CartLine[],
  second: readonly CartLine[],
): CartLine[] {
  const merged = new Map<string, number>();
  for (const { boxId, quantity } of [...first, ...second]) {
    merged.set(boxId, Math.min(MAX_QUANTITY, Math.max(merged.get(boxId) ?? 0, quantity)));
  }
  return [...merged].slice(0, MAX_CART_LINES).map(([boxId, quantity]) => ({ boxId, quantity }));
}

/** True when the two carts hold the same boxes in the same quantities and order. */
export function sameCartLines(a: readonly CartLine[], b: readonly CartLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, index) => line.boxId === b[index]?.boxId && line.quantity === b[index]?.quantity)
  );
}
