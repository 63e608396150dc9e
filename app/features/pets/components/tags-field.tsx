import { allergenTags } from "@shared/allergens";
import type { Pet } from "@shared/api/pets";
import { Chip, ChipGroup } from "~/components/ui/chips";
import { Field } from "~/components/ui/field";
import type { FieldErrors } from "~/lib/use-form";
import { allergenLabels } from "../pet-labels";

const NOTE_MAX = 200;

const texts = {
  allergies: {
    legend: "Allergies",
    hint: "Choose any that apply; we warn you when a box holds one of them.",
    otherLabel: "Other allergies",
  },
  dislikes: {
    legend: "Dislikes",
    hint: "What your pet turns its nose up at.",
    otherLabel: "Other dislikes",
  },
} as const;

/**
 * A list of allergen tags as chips (`allergies:<tag>`, one checkbox each, as readForm reads a
 * checkbox) with a line of free text for anything else (`allergiesOther`).
 */
export function TagsField({
  list,
  pet,
  errors,
}: {
  list: "allergies" | "dislikes";
  /** The pet being edited, whose choices are filled in. */
  pet: Pet | undefined;
  errors: FieldErrors;
}) {
  const otherName = `${list}Other` as const;
  const { legend, hint, otherLabel } = texts[list];
  const chosen = pet?.[list] ?? [];
  return (
    <div className="flex flex-col gap-3">
      <ChipGroup legend={legend} name={list} hint={hint} error={errors[list]} optional>
        {allergenTags.map((tag) => (
          <Chip
            key={tag}
            type="checkbox"
            name={`${list}:${tag}`}
            defaultChecked={chosen.includes(tag)}
          >
            {allergenLabels[tag]}
          </Chip>
        ))}
      </ChipGroup>
      <Field
        label={otherLabel}
        type="text"
        maxLength={NOTE_MAX}
        defaultValue={pet?.[otherName] ?? ""}
        hint={`Anything not in the list, up to ${NOTE_MAX} characters (optional).`}
        name={otherName}
        error={errors[otherName]}
      />
    </div>
  );
}
