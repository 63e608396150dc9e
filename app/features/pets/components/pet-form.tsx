import { useEffect, useRef, useState, type JSX } from "react";
import {
  chewingStrengths,
  dogSizes,
  petSpecies,
  type AffectedBox,
  type Pet,
  type PetInput,
} from "@shared/api/pets";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { Chip, ChipGroup } from "~/components/ui/chips";
import { Field, SelectField, type SelectOption } from "~/components/ui/field";
import { useForm } from "~/lib/use-form";
import { savePet } from "~/api/pets";
import { chewingLabels, sizeLabels, speciesLabels } from "../pet-labels";
import { BirthdayField } from "./birthday-field";
import { petFormSchema } from "./pet-form-schema";
import { TagsField } from "./tags-field";

type Species = Pet["species"];

const notGiven = { value: "", label: "Not given" };
const sizeOptions = [
  notGiven,
  ...dogSizes.map((size) => ({ value: size, label: sizeLabels[size] })),
];
const chewingOptions = [
  notGiven,
  ...chewingStrengths.map((strength) => ({ value: strength, label: chewingLabels[strength] })),
];

/**
 * Adds a pet (POST /api/pets) or, given `pet`, edits it (PATCH /api/pets/:id). With `species`
 * the species is fixed: shown, not asked (checkout creates a pet for a cat box this way). Size
 * and chewing strength are asked for dogs only. Errors show beside the fields, the server's too
 * (a 409 "species cannot change while a live subscription uses it"); `onSaved` gets the stored
 * pet.
 */
export function PetForm(props: {
  pet?: Pet;
  species?: "cat" | "dog";
  /** The stored pet, and the upcoming boxes its allergies now call a swap for (an edit). */
  onSaved: (pet: Pet, affected: AffectedBox[]) => void;
  onCancel?: () => void;
  submitLabel?: string;
}): JSX.Element {
  const { pet, species: fixedSpecies, onSaved, onCancel } = props;
  const [species, setSpecies] = useState<Species | null>(fixedSpecies ?? pet?.species ?? null);
  const form = useForm({
    schema: petFormSchema,
    submit: (input: PetInput) => savePet(input, pet?.id),
    failure: "Your pet could not be saved just now. Please try again.",
  });
  const { state, errors, field } = form;

  // Hand the stored pet over once per save.
  const handled = useRef<unknown>(null);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  });
  useEffect(() => {
    if (state.status !== "done" || handled.current === state) return;
    handled.current = state;
    onSavedRef.current(state.result.pet, state.result.affected);
  }, [state]);

  const isDog = species === "dog";
  const label = props.submitLabel ?? (pet ? "Save changes" : "Add pet");
  const [birthYear, birthMonth] = pet?.birthday ? pet.birthday.split("-") : ["", ""];
  // Size and chewing strength: asked for dogs only, "Not given" by default.
  const dogChoice = (
    label: string,
    name: "size" | "chewing",
    value: string | null | undefined,
    options: readonly SelectOption[],
  ) => (
    <SelectField
      className="sm:max-w-sm"
      label={label}
      defaultValue={value ?? ""}
      options={options}
      {...field(name)}
    />
  );

  return (
    <form
      {...form.props}
      aria-label={pet ? `Edit ${pet.name}` : "Add a pet"}
      className="flex flex-col gap-6"
    >
      <Field
        label="Name"
        type="text"
        autoComplete="off"
        required
        maxLength={40}
        defaultValue={pet?.name}
        {...field("name")}
      />

      {fixedSpecies ? (
        <div className="flex flex-col gap-1.5">
          <input type="hidden" name="species" value={fixedSpecies} />
          <p className="text-sm font-semibold text-stone-800">Species</p>
          <p className="text-stone-900">{speciesLabels[fixedSpecies]}</p>
        </div>
      ) : (
        <ChipGroup legend="Species" error={errors.species}>
          {petSpecies.map((option) => (
            <Chip
              key={option}
              type="radio"
              name="species"
              value={option}
              defaultChecked={pet?.species === option}
              invalid={Boolean(errors.species)}
              onChange={() => setSpecies(option)}
            >
              {speciesLabels[option]}
            </Chip>
          ))}
        </ChipGroup>
      )}

      {isDog ? dogChoice("Size", "size", pet?.size, sizeOptions) : null}

      <BirthdayField error={errors.birthday} year={birthYear ?? ""} month={birthMonth ?? ""} />

      <TagsField list="allergies" pet={pet} errors={errors} />
      <TagsField list="dislikes" pet={pet} errors={errors} />

      {isDog ? dogChoice("Chewing strength", "chewing", pet?.chewing, chewingOptions) : null}

      <FormAlert
        state={state}
        kept="What you entered is still here."
        invalid="Your pet was not saved: please check the messages beside the fields."
      />

      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={form.pending} pendingLabel="Saving…">
          {label}
        </SubmitButton>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={form.pending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
