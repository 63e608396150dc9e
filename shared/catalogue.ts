import { allergenTags } from "./allergens";
import { z } from "./zod";

/**
 * Which item of a box holds which allergen (issue 12). Optional on a box; the shop's own
 * catalogue declares it for every box, an empty list meaning "nothing on the list".
 */
const allergenEntrySchema = z.object({
  item: z.string().min(1),
  tags: z
    .array(z.enum(allergenTags))
    .min(1)
    .refine((tags) => new Set(tags).size === tags.length, "An allergen is listed twice."),
});

/**
 * A box of the static catalogue (public/catDog.json), spec §3. Shared by the browser (listing,
 * details) and the server (which box ids exist).
 */
export const boxSchema = z
  .object({
    id: z.union([z.number().int().positive(), z.string().min(1)]),
    name: z.string().min(1),
    pet: z.enum(["cat", "dog"]),
    thumbnail: z.string().startsWith("/images/"),
    banner: z.string().startsWith("/images/"),
    description: z.string().min(1),
    price: z.number().nonnegative(),
    frequency: z.enum(["Monthly", "Bi-Monthly", "Quarterly"]),
    features: z.array(z.string().min(1)).min(1),
    subscription_benefits: z.array(z.string().min(1)).min(1),
    rating: z.number().min(0).max(5),
    number_of_reviews: z.number().int().nonnegative(),
    allergens: z.array(allergenEntrySchema).optional(),
  })
  .superRefine((box, context) => {
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
  });

export const catalogueSchema = z.array(boxSchema).min(1);

export type Box = z.infer<typeof boxSchema>;

// findBox lives in find-box.ts, free of zod, so pages that only look a box up stay light.
export { findBox } from "./find-box";
