import { useEffect, useId, useRef, useState, type JSX, type ReactNode } from "react";
import { allergenTags, type AllergenTag } from "@shared/allergens";
import {
  chewingStrengths,
  dogSizes,
  petInputSchema,
  petSpecies,
  type Pet,
  type PetInput,
} from "@shared/api/pets";
import { z } from "@shared/zod";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { ApiFailure } from "~/lib/api-failure";
import { cn } from "~/lib/cn";
import { useForm, type FieldErrors } from "~/lib/use-form";
import { savePet } from "~/api/pets";
import {
  allergenLabels,
  chewingLabels,
  monthNames,
  sizeLabels,
  speciesLabels,
} from "../pet-labels";
import { SelectField, selectClasses } from "./select-field";

type Species = Pet["species"];

/** The earliest year the birthday list offers; the schema refuses earlier ones too. */
const FIRST_YEAR = 1980;
const NOTE_MAX = 200;

/**
 * The form's fields as the pet API's input: chips become tag lists, the two birthday lists one
 * "YYYY-MM" (half a date stays half, so the schema's message asks for both), empty choices null.
 */
function toPetInput(values: unknown): unknown {
  if (typeof values !== "object" || values === null) return values;
  const form = values as Record<string, unknown>;
  const chosen = (list: string) => allergenTags.filter((tag) => form[`${list}:${tag}`] === true);
  const month = typeof form.birthdayMonth === "string" ? form.birthdayMonth : "";
  const year = typeof form.birthdayYear === "string" ? form.birthdayYear : "";
  const orNull = (value: unknown) => (value === "" || value === undefined ? null : value);
  return {
    name: form.name,
    species: form.species,
    size: orNull(form.size),
    birthday: month === "" && year === "" ? null : `${year}-${month}`,
    allergies: chosen("allergies"),
    allergiesOther: form.allergiesOther ?? "",
    dislikes: chosen("dislikes"),
    dislikesOther: form.dislikesOther ?? "",
    chewing: orNull(form.chewing),
  };
}

/** The pet form's one schema: the server's own (decision 080) behind the form's field layout. */
export const petFormSchema = z.pipe(z.transform(toPetInput), petInputSchema);

/** A save the server refused for reasons it names per field (400 or 409 with `fields`). */
type Outcome = { saved: Pet } | { refused: { message: string; fields: Record<string, string> } };

async function save(input: PetInput, id: number | undefined): Promise<Outcome> {
  try {
    return { saved: await savePet(input, id) };
  } catch (error) {
    const result = error instanceof ApiFailure ? error.result : null;
    if ((result?.kind === "invalid" || result?.kind === "conflict") && hasFields(result.fields)) {
      return { refused: { message: result.message, fields: result.fields } };
    }
    throw error;
  }
}

const hasFields = (fields: Record<string, string>) => Object.keys(fields).length > 0;

/**
 * Adds a pet (POST /api/pets) or, given `pet`, edits it (PATCH /api/pets/:id). With `species`
 * the species is fixed: shown, not asked (checkout creates a pet for a cat box this way). Size
 * and chewing strength are asked for dogs only. Errors show beside the fields, the server's too;
 * `onSaved` gets the stored pet.
 */
export function PetForm(props: {
  pet?: Pet;
  species?: "cat" | "dog";
  onSaved: (pet: Pet) => void;
  onCancel?: () => void;
  submitLabel?: string;
}): JSX.Element {
  const { pet, species: fixedSpecies, onSaved, onCancel } = props;
  const [species, setSpecies] = useState<Species | null>(fixedSpecies ?? pet?.species ?? null);
  const form = useForm({
    schema: petFormSchema,
    submit: (input: PetInput) => save(input, pet?.id),
    failure: "Your pet could not be saved just now. Please try again.",
  });
  const { state } = form;
  const refused =
    state.status === "done" && "refused" in state.result ? state.result.refused : null;
  const errors: FieldErrors = refused ? refused.fields : form.errors;
  const field = (name: string) => ({ name, error: errors[name] });

  // Hand the stored pet over once per save.
  const handled = useRef<unknown>(null);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  });
  useEffect(() => {
    if (state.status !== "done" || handled.current === state) return;
    handled.current = state;
    if ("saved" in state.result) onSavedRef.current(state.result.saved);
    else form.props.ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state, form.props.ref]);

  const isDog = species === "dog";
  const label = props.submitLabel ?? (pet ? "Save changes" : "Add pet");
  const formTitle = pet ? `Edit ${pet.name}` : "Add a pet";
  const [birthYear, birthMonth] = pet?.birthday ? pet.birthday.split("-") : ["", ""];
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: thisYear - FIRST_YEAR + 1 }, (_, i) => String(thisYear - i));
  const knownFields = new Set(Object.keys(petInputSchema.shape));
  const unplaced = refused
    ? Object.keys(refused.fields).some((key) => !knownFields.has(key.split(".")[0] ?? ""))
    : false;

  return (
    <form {...form.props} aria-label={formTitle} className="flex flex-col gap-6">
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
        <ChoiceGroup legend="Species" error={errors.species} required>
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
        </ChoiceGroup>
      )}

      {isDog ? (
        <SelectField
          className="sm:max-w-sm"
          label="Size"
          defaultValue={pet?.size ?? ""}
          options={[
            { value: "", label: "Not given" },
            ...dogSizes.map((size) => ({ value: size, label: sizeLabels[size] })),
          ]}
          {...field("size")}
        />
      ) : null}

      <BirthdayField
        error={errors.birthday}
        year={birthYear ?? ""}
        month={birthMonth ?? ""}
        years={years}
      />

      <TagsField
        list="allergies"
        legend="Allergies"
        hint="Choose any that apply; we warn you when a box holds one of them."
        chosen={pet?.allergies ?? []}
        other={pet?.allergiesOther ?? ""}
        otherLabel="Other allergies"
        errors={errors}
      />
      <TagsField
        list="dislikes"
        legend="Dislikes"
        hint="What your pet turns its nose up at."
        chosen={pet?.dislikes ?? []}
        other={pet?.dislikesOther ?? ""}
        otherLabel="Other dislikes"
        errors={errors}
      />

      {isDog ? (
        <SelectField
          className="sm:max-w-sm"
          label="Chewing strength"
          defaultValue={pet?.chewing ?? ""}
          options={[
            { value: "", label: "Not given" },
            ...chewingStrengths.map((strength) => ({
              value: strength,
              label: chewingLabels[strength],
            })),
          ]}
          {...field("chewing")}
        />
      ) : null}

      <div aria-live="polite" className="empty:hidden">
        {state.status === "failed" ? (
          <Alert tone="error">{`${state.message} What you entered is still here.`}</Alert>
        ) : refused ? (
          <Alert tone="error">
            {unplaced
              ? refused.message
              : "Your pet was not saved: please check the messages beside the fields."}
          </Alert>
        ) : null}
      </div>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.pending}>
          {form.pending ? "Saving…" : label}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={form.pending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** A fieldset of chips (radios or checkboxes) with its legend, hint and error. */
function ChoiceGroup({
  legend,
  hint,
  error,
  required,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") ||
    undefined;
  return (
    <fieldset aria-describedby={describedBy} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 text-sm font-semibold text-stone-800">
        {legend}
        {required ? null : <span className="font-normal text-stone-600"> (optional)</span>}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">{children}</div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium wrap-anywhere text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A checkbox or radio drawn as a chip: the input stays real (keyboard, screen readers). */
function Chip({
  type,
  name,
  value,
  defaultChecked,
  invalid,
  onChange,
  children,
}: {
  type: "checkbox" | "radio";
  name: string;
  value?: string;
  defaultChecked?: boolean;
  invalid?: boolean;
  onChange?: () => void;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        "relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-4 py-2 text-sm font-semibold select-none",
        invalid ? "border-red-700" : "border-stone-300",
        "bg-white text-stone-800 hover:border-amber-700",
        "has-checked:border-amber-800 has-checked:bg-amber-800 has-checked:text-white",
        "has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-amber-700",
      )}
    >
      <input
        type={type}
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        aria-invalid={invalid ? true : undefined}
        onChange={onChange}
        className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
      />
      <span aria-hidden="true" className="hidden peer-checked:inline">
        ✓
      </span>
      {children}
    </label>
  );
}

function TagsField({
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
      <ChoiceGroup legend={legend} hint={hint} error={errors[list]}>
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
      </ChoiceGroup>
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

function BirthdayField({
  error,
  year,
  month,
  years,
}: {
  error: string | undefined;
  year: string;
  month: string;
  years: string[];
}) {
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  const invalid = error ? true : undefined;
  return (
    <fieldset aria-describedby={describedBy} className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-stone-800">
        Birthday <span className="font-normal text-stone-600">(optional)</span>
      </legend>
      <p id={`${id}-hint`} className="-mt-1 text-sm text-stone-600">
        The month and year, if you know them.
      </p>
      <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-month`} className="text-sm text-stone-800">
            Month
          </label>
          <select
            id={`${id}-month`}
            name="birthdayMonth"
            defaultValue={month}
            aria-invalid={invalid}
            aria-describedby={error ? `${id}-error` : undefined}
            className={selectClasses}
          >
            <option value="">Month</option>
            {monthNames.map((name, index) => (
              <option key={name} value={String(index + 1).padStart(2, "0")}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-year`} className="text-sm text-stone-800">
            Year
          </label>
          <select
            id={`${id}-year`}
            name="birthdayYear"
            defaultValue={year}
            aria-invalid={invalid}
            aria-describedby={error ? `${id}-error` : undefined}
            className={selectClasses}
          >
            <option value="">Year</option>
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium wrap-anywhere text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
