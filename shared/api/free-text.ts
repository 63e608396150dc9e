import { z } from "../zod";

/** CR, LF and the Unicode line and paragraph separators: each starts a new line somewhere. */
export const LINE_BREAKS = /[\r\n\u2028\u2029]/;
/** The bidirectional embeddings, overrides (U+202A–202E) and isolates (U+2066–2069). */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

export const ONE_LINE_MESSAGE = "Please write this on one line, without line breaks.";
export const BIDI_MESSAGE =
  "Please remove the hidden text-direction characters (they often come along when text is pasted).";

const refuse = (pattern: RegExp, message: string) =>
  z.refine((value: unknown) => typeof value !== "string" || !pattern.test(value), message);

/**
 * Free text from a form: NUL characters are dropped (PostgreSQL text cannot hold U+0000, and it
 * is invisible), text-direction controls are refused (they make stored text read otherwise than
 * it was typed), then `schema` checks the rest. A one-line field also refuses line breaks: a
 * name or address line is printed into e-mails, the owner's outbox and packing labels, where a
 * line break would add a line of the sender's choosing ("Bcc: …"). Decision 181.
 */
function freeText<S extends z.ZodMiniType<unknown, string>>(schema: S, lines: "one" | "many") {
  const checks =
    lines === "one"
      ? [refuse(LINE_BREAKS, ONE_LINE_MESSAGE), refuse(BIDI_CONTROLS, BIDI_MESSAGE)]
      : [refuse(BIDI_CONTROLS, BIDI_MESSAGE)];
  // What classic zod's z.preprocess builds: a transform piped into the schema.
  return z.pipe(
    z.pipe(
      z.transform((value: unknown) =>
        typeof value === "string" ? value.replaceAll("\u0000", "") : value,
      ),
      z.unknown().check(...checks),
    ),
    schema,
  );
}

/** A field of one line: a name, an address line, a postal code, a short note. */
export function oneLineText<S extends z.ZodMiniType<unknown, string>>(schema: S) {
  return freeText(schema, "one");
}

/** A field that may hold several lines: a message, a review. */
export function multiLineText<S extends z.ZodMiniType<unknown, string>>(schema: S) {
  return freeText(schema, "many");
}
