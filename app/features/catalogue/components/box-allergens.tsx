import { useId } from "react";
import { allergenTags, swapSentence } from "@shared/allergens";
import type { Box } from "@shared/catalogue";

/**
 * The box's allergen tags where the catalogue declares them (issue 12): what it contains, which
 * item holds each, and what the shop packs instead for a pet allergic to it (decision 215).
 * Undeclared says nothing: "not declared" is not "free of".
 */
export function BoxAllergens({
  allergens,
  heading: Heading = "h2",
}: {
  allergens: Box["allergens"];
  /** The heading's level where the section sits: h2 on the details page, h3 in a summary. */
  heading?: "h2" | "h3";
}) {
  const headingId = useId();
  if (!allergens) return null;
  const contained = allergenTags.filter((tag) =>
    allergens.some((entry) => entry.tags.includes(tag)),
  );
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl bg-stone-50 p-4">
      <Heading id={headingId} className="text-base font-bold text-stone-900">
        Allergens
      </Heading>
      {contained.length === 0 ? (
        <p className="mt-1 text-stone-800" data-testid="box-allergens">
          Contains none of the allergens we track: {allergenTags.join(", ")}.
        </p>
      ) : (
        <>
          <p className="mt-1 font-semibold text-stone-900" data-testid="box-allergens">
            Contains: {contained.join(", ")}
          </p>
          <ul className="mt-2 space-y-1 text-sm text-stone-700">
            {allergens.map((entry) => (
              <li key={entry.item}>
                {entry.item}: {entry.tags.join(", ")}
                <span className="block text-stone-600" data-testid="box-allergen-swap">
                  For a pet allergic to {entry.tags.join(" or ")}:{" "}
                  {swapSentence([
                    { item: entry.item, tags: [...entry.tags], swapIn: entry.swapIn.item },
                  ])}
                  .
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
