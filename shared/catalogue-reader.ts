import { allergenTags } from "./allergens";
import type { Box } from "./catalogue";
import { petSpecies } from "./api/pet-kinds";
import {
  array,
  either,
  int,
  number,
  object,
  oneOf,
  optional,
  reader,
  refine,
  string,
  nonEmpty,
  nonNegative,
  positive,
  unique,
} from "./reader";

// The catalogue as the browser reads it, without zod (docs/decisions/205): a mirror of
// `catalogueSchema` (catalogue.ts), which the server and the build check the file with;
// api/answer-readers.test.ts parses the same inputs with both.

/** `catalogueSchema` (catalogue.ts): the static catalogue, public/catDog.json. */
export const catalogueReader = reader(
  array(
    refine(
      object<Box>({
        id: either<string | number>(int(positive), string(nonEmpty)),
        name: string(nonEmpty),
        pet: oneOf(petSpecies),
        thumbnail: string((value) => value.startsWith("/images/")),
        banner: string((value) => value.startsWith("/images/")),
        description: string(nonEmpty),
        price: number(nonNegative),
        frequency: oneOf(["Monthly", "Bi-Monthly", "Quarterly"]),
        features: array(string(nonEmpty), 1),
        subscription_benefits: array(string(nonEmpty), 1),
        rating: number((value) => value >= 0 && value <= 5),
        number_of_reviews: int(nonNegative),
        allergens: optional(
          array(
            object<NonNullable<Box["allergens"]>[number]>({
              item: string(nonEmpty),
              tags: refine(array(oneOf(allergenTags), 1), unique),
              swapIn: object<NonNullable<Box["allergens"]>[number]["swapIn"]>({
                item: string(nonEmpty),
                tags: refine(array(oneOf(allergenTags)), unique),
              }),
            }),
          ),
        ),
      }),
      // Each allergen entry names one of the box's features, once, and a swap-in that holds
      // none of its allergens and is not the item itself.
      (box) =>
        (box.allergens ?? []).every(
          (entry) =>
            box.features.includes(entry.item) &&
            entry.swapIn.item !== entry.item &&
            entry.swapIn.tags.every((tag) => !entry.tags.includes(tag)),
        ) && unique((box.allergens ?? []).map((entry) => entry.item)),
    ),
    1,
  ),
);
