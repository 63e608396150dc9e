import { eq, sql } from "drizzle-orm";
import type { CartInput } from "../../shared/api/cart";
import { findBox, type Box } from "../../shared/catalogue";
import { mergeCartLines, type CartLine } from "../../shared/cart-lines";
import type { Db } from "../db/client";
import { carts } from "../db/schema";
import { invalidFields, ok, type Result } from "./result";

// A signed-in account's cart (decision 219): what the browser's cart holds, kept with the account
// so it follows the customer to another device. Prices are never stored: checkout takes them
// from the catalogue.

/** The account's stored cart; an account that never stored one has an empty cart. */
export async function getCart(db: Db, uid: string): Promise<CartLine[]> {
  const [row] = await db.select({ lines: carts.lines }).from(carts).where(eq(carts.uid, uid));
  return row?.lines ?? [];
}

/** The lines with the catalogue's ids ("2" for 2), or the lines whose box the shop does not sell. */
function known(lines: CartInput["lines"], catalogue: readonly Box[]): Result<CartLine[]> {
  const fields: Record<string, string> = {};
  const checked = lines.map((line, index) => {
    const box = findBox(catalogue, line.boxId);
    if (!box) fields[`lines.${index}.boxId`] = "There is no box with this id.";
    return { boxId: box ? String(box.id) : line.boxId, quantity: line.quantity };
  });
  return Object.keys(fields).length > 0 ? invalidFields(fields) : ok(checked);
}

async function store(db: Db, uid: string, lines: CartLine[]) {
  await db
    .insert(carts)
    .values({ uid, lines })
    .onConflictDoUpdate({ target: carts.uid, set: { lines, updatedAt: sql`now()` } });
}

/** Replaces the account's cart with `lines` (what the customer's device shows now). */
export async function saveCart(
  db: Db,
  uid: string,
  lines: CartInput["lines"],
  catalogue: readonly Box[],
): Promise<Result<CartLine[]>> {
  const checked = known(lines, catalogue);
  if (!checked.ok) return checked;
  await store(db, uid, checked.value);
  return checked;
}

/**
 * Joins a device's cart with the stored one as the account signs in there (mergeCartLines: every
 * box of both, the larger quantity of a box in both), stores and answers the result. The stored
 * row is locked while it is read and written, so two devices signing in at once both count.
 */
export async function mergeCart(
  db: Db,
  uid: string,
  lines: CartInput["lines"],
  catalogue: readonly Box[],
): Promise<Result<CartLine[]>> {
  const checked = known(lines, catalogue);
  if (!checked.ok) return checked;
  return db.transaction(async (tx) => {
    await tx.insert(carts).values({ uid, lines: [] }).onConflictDoNothing();
    const [row] = await tx
      .select({ lines: carts.lines })
      .from(carts)
      .where(eq(carts.uid, uid))
      .for("update");
    // A box the shop stopped selling since it was stored goes: checkout could not take it.
    const stored = (row?.lines ?? []).filter((line) => findBox(catalogue, line.boxId));
    const merged = mergeCartLines(checked.value, stored);
    await store(tx, uid, merged);
    return ok(merged);
  });
}
