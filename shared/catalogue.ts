import { allergenTags } from "./allergens";
import { z } from "./zod";

/**
 * Which item of a box holds which allergen (issue 12). Optional on a box; the shop's own
 * catalogue declares it for every box, an empty list meaning "nothing on the list".
 */
const allergenList = () =>
  z
    .array(z.enum(allergenTags))
    .check(z.refine((tags) => new Set(tags).size === tags.length, "An allergen is listed twice."));

/**
 * Every allergen item names what is packed instead for a pet allergic to it (issue 25 §3,
 * decision 215), with the allergens the swap-in holds itself (often none).
 */
const allergenEntrySchema = z.object({
  item: z.string().check(z.minLength(1)),
  tags: allergenList().check(z.minLength(1)),
  swapIn: z.object({
    item: z.string().check(z.minLength(1)),
    tags: allergenList(),
  }),
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
        // A swap-in holding what it replaces, or the item itself, would swap nothing out.
        const kept = entry.swapIn.tags.filter((tag) => entry.tags.includes(tag));
        if (kept.length > 0 || entry.swapIn.item === entry.item) {
          context.addIssue({
            code: "custom",
            path: ["allergens", index, "swapIn"],
            message: `"${entry.swapIn.item}" cannot replace "${entry.item}": it holds ${kept.join(", ") || "the same item"}.`,
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
