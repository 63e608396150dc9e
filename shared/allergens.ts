/**
 * The allergens a box item may be tagged with and a pet may be allergic to (issue 12). One list
 * for the catalogue, the pet profiles, checkout's warning and the owner's packing list.
 */
export const allergenTags = ["chicken", "beef", "fish", "grain", "dairy", "catnip"] as const;

export type AllergenTag = (typeof allergenTags)[number];

/** What goes into a box instead of an item a pet must not have (issue 25 §3). */
export interface SwapIn {
  item: string;
  /** The allergens the swap-in holds itself (never one of the item's it replaces). */
  tags: readonly AllergenTag[];
}

/** Which item of a box holds which allergens (a catalogue box's `allergens`, shared/catalogue.ts). */
export interface AllergenEntry {
  item: string;
  tags: readonly AllergenTag[];
  swapIn: SwapIn;
}

export interface AllergenConflict {
  /** The box item, exactly as in the box's `features`. */
  item: string;
  /** The pet's allergies this item holds, in the order of `allergenTags`. */
  tags: AllergenTag[];
  /** What is packed instead, or null when the pet must not have the swap-in either: left out. */
  swapIn: string | null;
}

/**
 * The items of `box` that hold something a pet with `allergies` must not have, in the box's
 * order, each with what the shop packs instead (decision 215). A box without declared allergens
 * gives none: "not declared" is not "safe", which is why every box of the catalogue declares its
 * list, an empty one included.
 */
export function allergenConflicts(
  box: { allergens?: readonly AllergenEntry[] | undefined },
  allergies: readonly AllergenTag[],
): AllergenConflict[] {
  if (allergies.length === 0) return [];
  const avoided = new Set(allergies);
  const conflicts: AllergenConflict[] = [];
  for (const entry of box.allergens ?? []) {
    const tags = allergenTags.filter((tag) => avoided.has(tag) && entry.tags.includes(tag));
    if (tags.length === 0) continue;
    const safeSwap = entry.swapIn.tags.every((tag) => !avoided.has(tag));
    conflicts.push({ item: entry.item, tags, swapIn: safeSwap ? entry.swapIn.item : null });
  }
  return conflicts;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const listed = (parts: readonly string[]) =>
  parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;

/**
 * What the shop does about `conflicts`, in the words checkout, the confirmation, the e-mail,
 * the portal and the packing list all use: "we swap the grass-fed beef jerky for wild salmon
 * bites", "we leave out the 3 organic catnip mice". Empty for no conflict.
 */
export function swapSentence(conflicts: readonly AllergenConflict[]): string {
  const swapped = conflicts
    .filter((each) => each.swapIn !== null)
    .map((each) => `the ${lowerFirst(each.item)} for ${lowerFirst(each.swapIn ?? "")}`);
  const left = conflicts
    .filter((each) => each.swapIn === null)
    .map((each) => `the ${lowerFirst(each.item)}`);
  const parts = [
    swapped.length > 0 ? `swap ${listed(swapped)}` : "",
    left.length > 0 ? `leave out ${listed(left)}` : "",
  ].filter(Boolean);
  return parts.length > 0 ? `we ${parts.join(" and ")}` : "";
}

/** How a page or message names a line's swap: "Allergy swap for Rex: we swap … for …." */
export function allergySwapNote(petName: string, swap: string): string {
  return `Allergy swap for ${petName}: ${swap}.`;
}

/** The swap a pet's allergies call for in a box: its sentence, or null when none is needed. */
export function allergySwapFor(
  box: { allergens?: readonly AllergenEntry[] | undefined },
  allergies: readonly AllergenTag[],
): string | null {
  return swapSentence(allergenConflicts(box, allergies)) || null;
}
