import { z } from "../zod";

/** An e-mail address as the shop accepts it: trimmed, at most 254 characters, a usual shape. */
export const emailSchema = z
  .string({ error: "Enter your e-mail address." })
  .trim()
  .min(1, "Enter your e-mail address.")
  .max(254, "That e-mail address is too long.")
  .pipe(z.email("Enter a valid e-mail address."));
