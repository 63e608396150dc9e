import { allergenTags } from "../allergens";
import { z } from "../zod";
import { chewingStrengths, dogSizes, petSpecies } from "./pet-kinds";

// The pets as the API answers them, apart from the form's input schemas (shared/api/pets.ts), so
// a page that only lists pets loads no input checks (docs/decisions/204).

export { chewingStrengths, dogSizes, petSpecies } from "./pet-kinds";

export const petSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: z.string(),
  species: z.enum(petSpecies),
  size: z.nullable(z.enum(dogSizes)),
  /** "YYYY-MM" or null. */
  birthday: z.nullable(z.string()),
  allergies: z.array(z.enum(allergenTags)),
  allergiesOther: z.string(),
  dislikes: z.array(z.enum(allergenTags)),
  dislikesOther: z.string(),
  chewing: z.nullable(z.enum(chewingStrengths)),
  createdAt: z.string(),
});

export type Pet = z.infer<typeof petSchema>;

/** GET /api/pets */
export const petsAnswerSchema = z.object({ pets: z.array(petSchema) });
/** POST /api/pets (201) and PATCH /api/pets/:id */
export const petAnswerSchema = z.object({ pet: petSchema });

export type PetsAnswer = z.infer<typeof petsAnswerSchema>;
export type PetAnswer = z.infer<typeof petAnswerSchema>;

/**
 * An upcoming box of one of the pet's live subscriptions that holds something the pet is now
 * allergic to (decision 216): when it ships, and the swap the shop will make.
 */
export const affectedBoxSchema = z.object({
  subscriptionId: z.number().check(z.int(), z.positive()),
  /** Ships on: "YYYY-MM-DD". */
  date: z.string(),
  boxId: z.string(),
  boxName: z.string(),
  /** "we swap the grass-fed beef jerky for wild salmon bites" */
  allergySwap: z.string(),
  /** True while the subscription's box can still be swapped for another. */
  canSwapBox: z.boolean(),
});

/** PATCH /api/pets/:id: the pet, and its upcoming boxes its allergies now call a swap for. */
export const petUpdatedAnswerSchema = z.object({
  pet: petSchema,
  affected: z.array(affectedBoxSchema),
});

export type AffectedBox = z.infer<typeof affectedBoxSchema>;
export type PetUpdatedAnswer = z.infer<typeof petUpdatedAnswerSchema>;
