import { z } from "../zod";

/**
 * Free text from a form, without NUL characters: PostgreSQL text cannot hold U+0000, so a NUL
 * would turn a customer's message into a server error. It is invisible, so it is dropped.
 */
export function freeText(schema: z.ZodMiniString<string>) {
  // What classic zod's z.preprocess builds: a transform piped into the schema.
  return z.pipe(
    z.transform((value: unknown) =>
      typeof value === "string" ? value.replaceAll("\u0000", "") : value,
    ),
    schema,
  );
}
