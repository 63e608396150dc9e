import { z } from "./zod";

/**
 * A box of the static catalogue (public/catDog.json), spec §3. Shared by the browser (listing,
 * details) and the server (which box ids exist).
 */
export const boxSchema = z.object({
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
});

export const catalogueSchema = z.array(boxSchema).min(1);

export type Box = z.infer<typeof boxSchema>;

// findBox lives in find-box.ts, free of zod, so pages that only look a box up stay light.
export { findBox } from "./find-box";
