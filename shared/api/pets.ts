import { allergenTags, type AllergenTag } from "../allergens";
import { z } from "../zod";
import { NOT_AN_OBJECT } from "./errors";
import { oneLineText } from "./free-text";
import { chewingStrengths, dogSizes, petSpecies } from "./pet-answers";

// The answers' schemas live in pet-answers.ts, which pages that list pets read alone
// (docs/decisions/204); this module adds what a form sends.
export * from "./pet-answers";

/** An account keeps at most this many pets. */
export const MAX_PETS = 20;

/** The earliest birth year accepted: older is a typing mistake, not a pet. */
const EARLIEST_BIRTH_YEAR = 1980;

/**
 * "YYYY-MM" of the latest month anywhere on Earth (UTC+14) at `now`, so a pet born this month
 * is never refused because the server's clock is in an earlier time zone than its owner.
 */
export function latestMonthOnEarth(now: Date): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 7);
}

const tags = (tooMany: string) =>
  z.pipe(
    z
      .array(z.enum(allergenTags, { error: "Choose from the list." }), {
        error: "Choose from the list.",
      })
      .check(z.maxLength(allergenTags.length, tooMany)),
    // One spelling per list: each tag once, in the list's order.
    z.transform((chosen: AllergenTag[]): AllergenTag[] =>
      allergenTags.filter((tag) => chosen.includes(tag)),
    ),
  );

const note = oneLineText(
  z
    .string({ error: "Write text here, or leave it empty." })
    .check(z.trim(), z.maxLength(200, "Write at most 200 characters here.")),
);

/** Every field of a pet as a form sends it, without defaults (PATCH sends some of them). */
const petFields = {
  name: oneLineText(
    z
      .string({ error: "Enter your pet's name." })
      .check(
        z.trim(),
        z.minLength(1, "Enter your pet's name."),
        z.maxLength(40, "A pet's name has at most 40 characters."),
      ),
  ),
  species: z.enum(petSpecies, { error: "Choose cat or dog." }),
  size: z.nullable(z.enum(dogSizes, { error: "Choose small, medium, large or giant." })),
  birthday: z.nullable(
    z.string({ error: "Choose the month and year your pet was born." }).check(
      z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Choose the month and year your pet was born."),
      z.refine(
        (month) => Number(month.slice(0, 4)) >= EARLIEST_BIRTH_YEAR,
        "Check the year of birth.",
      ),
      z.refine(
        (month) => month <= latestMonthOnEarth(new Date()),
        "A birthday cannot be in the future.",
      ),
    ),
  ),
  allergies: tags("Choose each allergy once."),
  allergiesOther: note,
  dislikes: tags("Choose each dislike once."),
  dislikesOther: note,
  chewing: z.nullable(
    z.enum(chewingStrengths, { error: "Choose gentle, average or power chewer." }),
  ),
};

type PetDraft = {
  species: (typeof petSpecies)[number];
  size: (typeof dogSizes)[number] | null;
  chewing: (typeof chewingStrengths)[number] | null;
};

/** Size and chewing strength describe dogs; a cat with either is a mistake worth saying. */
function onlyDogs(pet: PetDraft, context: z.core.$RefinementCtx<PetDraft>) {
  if (pet.species === "dog") return;
  if (pet.size !== null) {
    context.addIssue({ code: "custom", path: ["size"], message: "Only dogs have a size here." });
  }
  if (pet.chewing !== null) {
    context.addIssue({
      code: "custom",
      path: ["chewing"],
      message: "Only dogs have a chewing strength here.",
    });
  }
}

/** POST /api/pets: name and species are required, the rest may be left out. */
export const petInputSchema = z
  .object(
    {
      name: petFields.name,
      species: petFields.species,
      size: z._default(petFields.size, null),
      birthday: z._default(petFields.birthday, null),
      allergies: z._default(petFields.allergies, []),
      allergiesOther: z._default(petFields.allergiesOther, ""),
      dislikes: z._default(petFields.dislikes, []),
      dislikesOther: z._default(petFields.dislikesOther, ""),
      chewing: z._default(petFields.chewing, null),
    },
    { error: NOT_AN_OBJECT },
  )
  .check(z.superRefine(onlyDogs));

/**
 * PATCH /api/pets/:id: any of the fields. The server merges them into the stored pet and checks
 * the result with petInputSchema; a pet that becomes a cat loses its size and chewing strength.
 */
export const petPatchSchema = z.partial(z.object(petFields, { error: NOT_AN_OBJECT }));

export type PetInput = z.output<typeof petInputSchema>;
export type PetPatch = z.output<typeof petPatchSchema>;

/** The `:id` of /api/pets/:id: a positive whole number, else the pet is simply not found. */
export function parsePetId(raw: string): number | null {
  return /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
}
