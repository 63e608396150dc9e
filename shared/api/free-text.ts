import { z } from "../zod";

/**
 * Free text from a form, without NUL characters: PostgreSQL text cannot hold U+0000, so a NUL
 * would turn a customer's message into a server error. It is invisible, so it is dropped.
 */
export function freeText(schema: z.ZodString) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.replaceAll("\u0000", "") : value),
    schema,
  );
}
