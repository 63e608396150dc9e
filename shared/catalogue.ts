import { allergenTags } from "./allergens";
import { z } from "./zod";

/**
 * Which item of a box holds which allergen (issue 12). Optional on a box; the shop's own
 * catalogue declares it for every box, an empty list meaning "nothing on the list".
 */
const allergenEntrySchema = z.object({
  item: z.string().check(z.minLength(1)),
  tags: z.array(z.enum(allergenTags)).check(
    z.minLength(1),
    z.refine((tags) => new Set(tags).size === tags.length, "An allergen is listed twice."),
  ),
});

/**
 * A box of the static catalogue (public/catDog.json), spec §3. Shared by the browser (listing,
 * details) and the server (which box ids exist).
 */
export const boxSchema = z
  .object({
    id: z.union([z.number().check(z.int(), z.positive()), z.string().check(z.minLength(1))]),
    name: z.string().check(z.minLength(1)),
    pet: z.enum(["cat", "dog"]),
    thumbnail: z.string().check(z.startsWith("/images/")),
    banner: z.string().check(z.startsWith("/images/")),
    description: z.string().check(z.minLength(1)),
    price: z.number().check(z.nonnegative()),
    frequency: z.enum(["Monthly", "Bi-Monthly", "Quarterly"]),
    features: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
    subscription_benefits: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
    rating: z.number().check(z.gte(0), z.lte(5)),
    number_of_reviews: z.number().check(z.int(), z.nonnegative()),
    allergens: z.optional(z.array(allergenEntrySchema)),
  })
  .check(
    z.superRefine((box, context) => {
      const seen = new Set<string>();
      box.allergens?.forEach((entry, index) => {
        // An allergen must name a real item, or the warning would point at nothing in the box.
        if (!box.features.includes(entry.item)) {
          context.addIssue({
            code: "custom",
            path: ["allergens", index, "item"],
            message: `"${entry.item}" is not one of the box's features.`,
          });
        }
        if (seen.has(entry.item)) {
          context.addIssue({
            code: "custom",
            path: ["allergens", index, "item"],
            message: `"${entry.item}" is listed twice.`,
          });
        }
        seen.add(entry.item);
      });
    }),
  );

export const catalogueSchema = z.array(boxSchema).check(z.minLength(1));

export type Box = z.infer<typeof boxSchema>;

// findBox lives in find-box.ts, free of zod, so pages that only look a box up stay light.
export { findBox } from "./find-box";
