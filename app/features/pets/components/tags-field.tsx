import { allergenTags, type AllergenTag } from "@shared/allergens";
import { Chip, ChipGroup } from "~/components/ui/chips";
import { Field } from "~/components/ui/field";
import type { FieldErrors } from "~/lib/use-form";
import { allergenLabels } from "../pet-labels";

const NOTE_MAX = 200;

/**
 * A list of allergen tags as chips (`allergies:<tag>`, one checkbox each, as readForm reads a
 * checkbox) with a line of free text for anything else (`allergiesOther`).
 */
export function TagsField({
  list,
  legend,
  hint,
  chosen,
  other,
  otherLabel,
  errors,
}: {
  list: "allergies" | "dislikes";
  legend: string;
  hint: string;
  chosen: readonly AllergenTag[];
  other: string;
  otherLabel: string;
  errors: FieldErrors;
}) {
  const otherName = `${list}Other` as const;
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
        defaultValue={other}
        hint={`Anything not in the list, up to ${NOTE_MAX} characters (optional).`}
        name={otherName}
        error={errors[otherName]}
      />
    </div>
  );
}
