import { allergenConflicts, allergenTags, swapSentence, type AllergenTag } from "@shared/allergens";
import type { Box } from "@shared/catalogue";

/**
 * A box's allergens in a swap dialog (issue 25 §3, decision 216), each one the pet can't have
 * marked, with the swap the shop would make: so a customer swapping away from an allergen sees
 * before choosing which box holds what. The back office's Change dialog shows it the same way.
 */
export function SwapAllergens({
  box,
  pet,
}: {
  box: Box;
  pet: { name: string; allergies: readonly AllergenTag[] } | null;
}) {
  if (!box.allergens) {
    return <span className="block text-sm font-normal text-stone-700">Allergens not declared</span>;
  }
  const held = allergenTags.filter((tag) => box.allergens?.some((each) => each.tags.includes(tag)));
  if (held.length === 0) {
    return (
      <span className="block text-sm font-normal text-stone-700">
        None of the allergens we track
      </span>
    );
  }
  const avoided = new Set(pet?.allergies ?? []);
  const swap = pet ? swapSentence(allergenConflicts(box, pet.allergies)) : "";
  return (
    <span className="block text-sm font-normal text-stone-800" data-testid="swap-allergens">
      Allergens:{" "}
      {held.map((tag, index) => (
        <span key={tag}>
          {index > 0 ? ", " : ""}
          {avoided.has(tag) ? (
            <mark className="rounded bg-red-100 px-1 font-semibold text-red-900">
              {tag} ({pet?.name} can&apos;t have it)
            </mark>
          ) : (
            tag
          )}
        </span>
      ))}
      {swap ? <span className="block font-semibold text-red-900">If chosen, {swap}.</span> : null}
    </span>
  );
}
