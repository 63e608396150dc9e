import { allergenConflicts, swapSentence, type AllergenConflict } from "@shared/allergens";
import { MAX_QUANTITY } from "@shared/api/checkout-limits";
import type { Pet } from "@shared/api/pets";
import type { Box } from "@shared/catalogue";
import type { ConsentLine } from "@shared/commerce/consent";
import { boxesPaidFor, orderTotalCents, priceLine } from "@shared/commerce/money";
import type { Plan } from "@shared/commerce/plans";

/**
 * Checkout's own logic, free of React (decision 125). A cart line is a box and a quantity, as the
 * cart groups it; each unit of a line goes to one pet, so two of a box may go to two pets. The
 * order's lines are the units grouped again, by box and pet.
 */
export interface CartLine {
  box: Box;
  quantity: number;
}

/** For each cart line (by box id), the pet of each unit, or null while none is chosen. */
export type Assignments = Readonly<Record<string, readonly (number | null)[]>>;

export type PetSummary = Pick<Pet, "id" | "name" | "species" | "allergies">;

export const boxKey = (box: Pick<Box, "id">) => String(box.id);

export function petsFor(box: Box, pets: readonly PetSummary[]): PetSummary[] {
  return pets.filter((pet) => pet.species === box.pet);
}

/**
 * The pets of the units, kept where they were chosen and fitted to the current lines: a new unit
 * goes to the preferred pet (the one just created or chosen on the subscribe page), else to the
 * only pet of the box's species, else to nobody yet. A pet that is gone or of the wrong species
 * is dropped.
 */
export function fitAssignments(
  lines: readonly CartLine[],
  pets: readonly PetSummary[],
  previous: Assignments = {},
  preferred: { boxId?: string; petId?: number } = {},
): Record<string, (number | null)[]> {
  const next: Record<string, (number | null)[]> = {};
  for (const line of lines) {
    const key = boxKey(line.box);
    const fitting = petsFor(line.box, pets);
    const valid = (id: number | null | undefined) =>
      id != null && fitting.some((pet) => pet.id === id) ? id : null;
    const before = previous[key] ?? [];
    const wanted =
      preferred.petId !== undefined && (preferred.boxId === undefined || preferred.boxId === key)
        ? valid(preferred.petId)
        : null;
    const fallback = fitting.length === 1 ? fitting[0]!.id : null;
    next[key] = Array.from({ length: line.quantity }, (_, unit) => {
      if (unit < before.length) return valid(before[unit]) ?? fallback;
      return wanted ?? fallback;
    });
    // A preferred pet for this box takes the first unit nobody has been chosen for yet.
    if (wanted !== null && !next[key].includes(wanted)) {
      const free = next[key].indexOf(null);
      if (free !== -1) next[key][free] = wanted;
    }
  }
  return next;
}

export interface OrderLineDraft {
  box: Box;
  pet: PetSummary;
  quantity: number;
}

/** The units grouped by box and pet, in cart order; units without a pet are named apart. */
export function orderLines(
  lines: readonly CartLine[],
  assignments: Assignments,
  pets: readonly PetSummary[],
): { lines: OrderLineDraft[]; unassigned: { boxId: string; unit: number }[] } {
  const drafts: OrderLineDraft[] = [];
  const unassigned: { boxId: string; unit: number }[] = [];
  for (const line of lines) {
    const key = boxKey(line.box);
    const units = assignments[key] ?? [];
    for (let unit = 0; unit < line.quantity; unit += 1) {
      const pet = pets.find((each) => each.id === units[unit] && each.species === line.box.pet);
      if (!pet) {
        unassigned.push({ boxId: key, unit });
        continue;
      }
      const draft = drafts.find((each) => each.box === line.box && each.pet.id === pet.id);
      if (draft) draft.quantity += 1;
      else drafts.push({ box: line.box, pet, quantity: 1 });
    }
  }
  return { lines: drafts, unassigned };
}

/** Which box for which pet: the key of an order line, and of its allergy confirmation. */
export const lineKey = (box: Pick<Box, "id">, petId: number) => `${boxKey(box)}:${petId}`;

/** The allergy swaps the customer confirmed, by line key: the sentence each confirmed. */
export type Confirmations = Readonly<Record<string, string>>;

/** The swap the shop makes in `box` for `pet` ("we swap … for …"), or null when none is needed. */
export function swapFor(box: Box, pet: PetSummary | undefined): string | null {
  return swapSentence(conflictsFor(box, pet)) || null;
}

/** The lines whose allergy swap is not confirmed as it reads now (decision 215). */
export function unconfirmedLines(lines: readonly OrderLineDraft[], confirmed: Confirmations) {
  return lines.filter((line) => {
    const swap = swapFor(line.box, line.pet);
    return swap !== null && confirmed[lineKey(line.box, line.pet.id)] !== swap;
  });
}

/**
 * The body's lines for POST /api/checkout: ids and quantities only, never a price, and the swap
 * confirmed for a line that needs one, which the server compares with its own.
 */
export function checkoutBodyLines(lines: readonly OrderLineDraft[], confirmed: Confirmations = {}) {
  return lines.map((line) => {
    const allergySwap = confirmed[lineKey(line.box, line.pet.id)];
    return {
      boxId: line.box.id,
      petId: line.pet.id,
      quantity: line.quantity,
      ...(allergySwap ? { allergySwap } : {}),
    };
  });
}

export interface PricedDraft extends OrderLineDraft {
  listPrice: number;
  unitPrice: number;
  deliveries: number;
  lineTotal: number;
}

/**
 * Each line at the plan's price (shared/commerce/money.ts), the boxes the first payment pays
 * for, their shipping at `shippingPerBox` (the address's zone), and the total due on payment:
 * what the server will compute.
 */
export function priceOrder(lines: readonly OrderLineDraft[], plan: Plan, shippingPerBox: number) {
  const priced: PricedDraft[] = lines.map((line) => ({
    ...line,
    ...priceLine(line.box.price, line.quantity, plan),
  }));
  const boxes = boxesPaidFor(priced);
  return {
    lines: priced,
    boxes,
    shipping: shippingPerBox * boxes,
    total: orderTotalCents(priced, shippingPerBox),
  };
}

/** The consent text's lines (shared/commerce/consent.ts), as the server builds them. */
export function consentLines(lines: readonly PricedDraft[]): ConsentLine[] {
  return lines.map((line) => ({
    boxName: line.box.name,
    petName: line.pet.name,
    quantity: line.quantity,
    frequency: line.box.frequency,
    unitPrice: line.unitPrice,
  }));
}

/** What a pet must not get from a box: the items and the allergies they hold. */
export function conflictsFor(box: Box, pet: PetSummary | undefined): AllergenConflict[] {
  return pet ? allergenConflicts(box, pet.allergies) : [];
}

/**
 * Boxes for the same species that hold nothing the pet is allergic to, and that the cart can
 * take one more of, cheapest first. Boxes that declare no allergens are left out: "not declared"
 * is not "safe" (shared/allergens.ts).
 */
export function saferBoxes(
  box: Box,
  pet: PetSummary,
  catalogue: readonly Box[],
  lines: readonly CartLine[],
): Box[] {
  return catalogue
    .filter(
      (other) =>
        other.pet === box.pet &&
        boxKey(other) !== boxKey(box) &&
        other.allergens !== undefined &&
        allergenConflicts(other, pet.allergies).length === 0 &&
        (lines.find((line) => boxKey(line.box) === boxKey(other))?.quantity ?? 0) < MAX_QUANTITY,
    )
    .sort((a, b) => a.price - b.price);
}

/**
 * One unit of a line becomes a box of `replacement`, for the same pet: the line loses a unit (or
 * is replaced in place when it had one), and the replacement's line gains one (or appears where
 * the old line was). The cart is written back from the lines in the spec's format.
 */
export function swapUnit(
  lines: readonly CartLine[],
  assignments: Assignments,
  from: { boxId: string; unit: number },
  replacement: Box,
): { lines: CartLine[]; assignments: Record<string, (number | null)[]> } {
  const source = lines.find((line) => boxKey(line.box) === from.boxId);
  if (!source || from.unit >= source.quantity) {
    return {
      lines: [...lines],
      assignments: { ...assignments } as Record<string, (number | null)[]>,
    };
  }
  const toKey = boxKey(replacement);
  const pet = assignments[from.boxId]?.[from.unit] ?? null;
  const existing = lines.find((line) => boxKey(line.box) === toKey);
  const next: CartLine[] = [];
  for (const line of lines) {
    if (line === source) {
      if (line.quantity > 1) next.push({ ...line, quantity: line.quantity - 1 });
      if (!existing) next.push({ box: replacement, quantity: 1 });
    } else if (line === existing) {
      next.push({ ...line, quantity: line.quantity + 1 });
    } else {
      next.push(line);
    }
  }
  const moved: Record<string, (number | null)[]> = {};
  for (const [key, units] of Object.entries(assignments)) moved[key] = [...units];
  moved[from.boxId] = (moved[from.boxId] ?? []).filter((_, unit) => unit !== from.unit);
  if (moved[from.boxId]!.length === 0) delete moved[from.boxId];
  moved[toKey] = [...(moved[toKey] ?? []), pet];
  return { lines: next, assignments: moved };
}

/** Takes the bought units out of the cart's current lines (another tab may have changed it). */
export function withoutBought(
  current: readonly CartLine[],
  bought: readonly { boxId: string; quantity: number }[],
): CartLine[] {
  const left = new Map<string, number>();
  for (const line of bought) left.set(line.boxId, (left.get(line.boxId) ?? 0) + line.quantity);
  return current
    .map((line) => ({
      ...line,
      quantity: line.quantity - Math.min(line.quantity, left.get(boxKey(line.box)) ?? 0),
    }))
    .filter((line) => line.quantity > 0);
}
