import type { Reader } from "./reader";

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
/** Copies of one box: checkout's MAX_QUANTITY (cart-lines.test.ts keeps them equal). */
export const MAX_CART_QUANTITY = 5;

function lineOf(input: unknown): CartLine | null {
  if (typeof input !== "object" || input === null) return null;
  const { boxId, quantity } = input as Record<string, unknown>;
  return typeof boxId === "string" &&
    boxId.length >= 1 &&
    boxId.length <= MAX_BOX_ID_LENGTH &&
    Number.isSafeInteger(quantity) &&
    (quantity as number) >= 1 &&
    (quantity as number) <= MAX_CART_QUANTITY
    ? { boxId, quantity: quantity as number }
    : null;
}

/**
 * `cartAnswerSchema` (api/cart.ts): GET /api/cart, and what PUT and merge answer. Written out
 * rather than with shared/reader.ts, so the lazily loaded cart sync stays one small chunk;
 * api/answer-readers.test.ts compares it with the schema like every reader.
 */
export const cartAnswerReader: Reader<{ lines: CartLine[] }> = {
  safeParse(input) {
    const raw =
      typeof input === "object" && input !== null ? (input as { lines?: unknown }).lines : null;
    if (!Array.isArray(raw) || raw.length > MAX_CART_LINES) return { success: false };
    const lines = raw.map(lineOf);
    return lines.every((line) => line !== null)
      ? { success: true, data: { lines: lines as CartLine[] } }
      : { success: false };
  },
};

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
    merged.set(boxId, Math.min(MAX_CART_QUANTITY, Math.max(merged.get(boxId) ?? 0, quantity)));
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
