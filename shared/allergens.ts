/**
 * The allergens a box item may be tagged with and a pet may be allergic to (issue 12). One list
 * for the catalogue, the pet profiles, checkout's warning and the owner's packing list.
 */
export const allergenTags = ["chicken", "beef", "fish", "grain", "dairy", "catnip"] as const;

export type AllergenTag = (typeof allergenTags)[number];

/** Which item of a box holds which allergens (a catalogue box's `allergens`, shared/catalogue.ts). */
export interface AllergenEntry {
  item: string;
  tags: readonly AllergenTag[];
}

export interface AllergenConflict {
  /** The box item, exactly as in the box's `features`. */
  item: string;
  /** The pet's allergies this item holds, in the order of `allergenTags`. */
  tags: AllergenTag[];
}

/**
 * The items of `box` that hold something a pet with `allergies` must not have, in the box's
 * order. A box without declared allergens gives none: "not declared" is not "safe", which is
 * why every box of the catalogue declares its list, an empty one included.
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
    if (tags.length > 0) conflicts.push({ item: entry.item, tags });
  }
  return conflicts;
}
