import { and, eq, sql } from "drizzle-orm";
import { allergenConflicts, type AllergenTag } from "../../shared/allergens";
import type { PickTotal } from "../../shared/api/admin/deliveries";
import type { StaffMember } from "../../shared/api/admin/staff";
import {
  shortfallOf,
  type StockAnswer,
  type StockInput,
  type StockKind,
  type StockLine,
  type StockSetAnswer,
} from "../../shared/api/admin/stock";
import { findBox, type Box } from "../../shared/catalogue";
import { addMonthsClamped, monthOf, todayIn } from "../../shared/commerce/dates";
import type { Db } from "../db/client";
import { stockLevels } from "../db/schema";
import { adminPacking, type AdminPackingDeps } from "./admin-packing";
import { recordAudit } from "./audit";
import { ok, refuse, type Result } from "./result";

// Stock against demand (issue 27, decisions 249 and 250): what is on the shelf, set by staff
// and taken off by packing, against the boxes still to pack this month and next, counted by the
// packing list's own pick list so that the two never disagree.

/** Every item the catalogue swaps in for an allergy, by name, once. */
export function swapInItems(catalogue: readonly Box[]): string[] {
  const names = catalogue.flatMap((box) => (box.allergens ?? []).map((each) => each.swapIn.item));
  return [...new Set(names)].sort((a, b) => a.localeCompare(b));
}

/** The name a line is shown by, or null when the catalogue knows no such box or swap-in. */
export function stockName(catalogue: readonly Box[], kind: StockKind, key: string): string | null {
  if (kind === "box") return findBox(catalogue, key)?.name ?? null;
  return swapInItems(catalogue).includes(key) ? key : null;
}

async function onHandByKey(db: Db): Promise<Map<string, number>> {
  const rows = await db.select().from(stockLevels);
  return new Map(rows.map((row) => [`${row.kind}:${row.key}`, row.onHand]));
}

/** The months' pick lists, each as "kind:key" → quantity. */
async function toPackIn(db: Db, month: string, deps: AdminPackingDeps) {
  const packing = await adminPacking(db, { month }, deps);
  // The months asked are this one and the next: always within the horizon.
  if (!packing.ok) throw new Error(`stock: the packing list of ${month} was refused`);
  const totals = new Map<string, number>();
  for (const total of packing.value.totals satisfies PickTotal[]) {
    totals.set(`${total.kind}:${total.key}`, total.quantity);
  }
  return totals;
}

/**
 * GET /api/admin/stock: every box of the catalogue and every swap-in item, with what is on the
 * shelf, what is still to pack this month and next (the packing list's pick list: due boxes not
 * packed yet, late ones of the month included) and the shortfall.
 */
export async function stockView(db: Db, deps: AdminPackingDeps): Promise<StockAnswer> {
  const today = todayIn(deps.timeZone, deps.now());
  const thisMonth = monthOf(today);
  const nextMonth = monthOf(addMonthsClamped(`${thisMonth}-01`, 1));
  // One after the other: each brings subscriptions up to today first (a write).
  const now = await toPackIn(db, thisMonth, deps);
  const next = await toPackIn(db, nextMonth, deps);
  const onHand = await onHandByKey(db);
  const line = (kind: StockKind, key: string, name: string): StockLine => {
    const id = `${kind}:${key}`;
    const counted = onHand.get(id) ?? 0;
    const a = now.get(id) ?? 0;
    const b = next.get(id) ?? 0;
    return {
      kind,
      key,
      name,
      onHand: counted,
      thisMonth: a,
      nextMonth: b,
      shortfall: shortfallOf(a + b, counted),
    };
  };
  return {
    thisMonth,
    nextMonth,
    boxes: deps.catalogue.map((box) => line("box", String(box.id), box.name)),
    swapIns: swapInItems(deps.catalogue).map((item) => line("swap_in", item, item)),
  };
}

/** The lines of `view` that are short, boxes first. */
export const shortLines = (view: StockAnswer) =>
  [...view.boxes, ...view.swapIns].filter((line) => line.shortfall > 0);

const NOT_FOUND: Record<StockKind, string> = {
  box: "There is no such box in the catalogue.",
  swap_in: "No box of the catalogue swaps in an item of this name.",
};

/** PUT /api/admin/stock/…: a person counted the shelf; audited with the count before. */
export async function setStock(
  db: Db,
  catalogue: readonly Box[],
  actor: StaffMember,
  target: { kind: StockKind; key: string },
  input: StockInput,
  now: Date,
): Promise<Result<StockSetAnswer>> {
  const name = stockName(catalogue, target.kind, target.key);
  if (name === null) return refuse("not_found", NOT_FOUND[target.kind]);
  return db.transaction(async (tx) => {
    const where = and(eq(stockLevels.kind, target.kind), eq(stockLevels.key, target.key));
    const [before] = await tx.select().from(stockLevels).where(where).for("update");
    await tx
      .insert(stockLevels)
      .values({ kind: target.kind, key: target.key, onHand: input.onHand, updatedAt: now })
      .onConflictDoUpdate({
        target: [stockLevels.kind, stockLevels.key],
        set: { onHand: input.onHand, updatedAt: now },
      });
    await recordAudit(tx, {
      actor,
      action: "stock.set",
      recordType: "stock",
      recordId: `${target.kind}:${target.key}`,
      customerUid: null,
      before: before ? { onHand: before.onHand } : null,
      after: { onHand: input.onHand },
    });
    return ok({ stock: { ...target, name, onHand: input.onHand } });
  });
}

/**
 * Packing a box takes it off the shelf, with the items swapped in for the pet's allergies, in
 * the pack's transaction (`tx`). Nothing stops it at zero: the box is in the packer's hands, so
 * the count was wrong, and it goes below zero for the screens to ask for a recount (decision 250).
 */
export async function takePackedStock(
  tx: Db,
  catalogue: readonly Box[],
  delivery: { boxId: string; quantity: number },
  allergies: readonly AllergenTag[],
  now: Date,
): Promise<void> {
  const box = findBox(catalogue, delivery.boxId);
  const swapIns = box
    ? allergenConflicts(box, allergies).flatMap((each) => (each.swapIn ? [each.swapIn] : []))
    : [];
  const taken: { kind: StockKind; key: string }[] = [
    { kind: "box", key: delivery.boxId },
    ...swapIns.map((key) => ({ kind: "swap_in" as const, key })),
  ];
  for (const item of taken) {
    await tx
      .insert(stockLevels)
      .values({ ...item, onHand: -delivery.quantity, updatedAt: now })
      .onConflictDoUpdate({
        target: [stockLevels.kind, stockLevels.key],
        set: { onHand: sql`${stockLevels.onHand} - ${delivery.quantity}`, updatedAt: now },
      });
  }
}
