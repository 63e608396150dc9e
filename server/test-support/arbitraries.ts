import fc from "fast-check";

// Request bodies for the property tests of the site's forms (reviews, newsletter, contact), each
// labelled with whether the API must take it; the pieces every body is made of come first.

/** A body to send and what the API must do with it. */
export interface Labelled {
  body: unknown;
  valid: boolean;
}

const oneLineWs = [" ", "\t", "\u00a0", "\u2003", "\ufeff"];
const ws = fc.constantFrom(...oneLineWs, "\n", "\r\n");
const blank = fc.array(ws, { maxLength: 6 }).map((parts) => parts.join(""));
const oneLineBlank = fc
  .array(fc.constantFrom(...oneLineWs), { maxLength: 6 })
  .map((parts) => parts.join(""));

// What free text may not hold (decision 181): line breaks in a one-line field, bidi controls in any.
const LINE_BREAKS = ["\r", "\n", "\u2028", "\u2029"];
const BIDI_CONTROLS = [..."\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069"];
const refused = (lines: "one" | "many") =>
  new RegExp(
    `[${(lines === "one" ? [...LINE_BREAKS, ...BIDI_CONTROLS] : BIDI_CONTROLS).join("")}]`,
  );

/**
 * Text that is not blank after trimming (any Unicode, including emoji and control chars), with
 * nothing the API refuses: no text-direction controls, and no line break in a one-line field.
 */
export const nonBlankText = (maxLength: number, lines: "one" | "many" = "many") =>
  fc
    .tuple(
      lines === "one" ? oneLineBlank : blank,
      fc.string({ unit: "grapheme", minLength: 1, maxLength }),
      lines === "one" ? oneLineBlank : blank,
    )
    .map(([a, b, c]) => a + b + c)
    .filter((s) => s.trim().length >= 1 && s.trim().length <= maxLength)
    .filter((s) => !refused(lines).test(s));

/** Otherwise valid text with one character the API refuses in such a field, somewhere inside. */
const refusedText = (maxLength: number, lines: "one" | "many") =>
  fc
    .tuple(
      nonBlankText(maxLength, lines),
      fc.constantFrom(...(lines === "one" ? [...LINE_BREAKS, ...BIDI_CONTROLS] : BIDI_CONTROLS)),
      nonBlankText(maxLength, lines),
    )
    .map(([a, char, b]) => a + char + b);

/** Anything JSON can hold that is not the wanted type or range. */
const notAString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);

const validRating = fc.integer({ min: 1, max: 5 });
const invalidRating = fc.oneof(
  fc.integer().filter((n) => n < 1 || n > 5),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
  fc.integer({ min: 1, max: 5 }).map(String),
  fc.constant(null),
  fc.boolean(),
  fc.constant([3]),
);

/** Bodies no endpoint takes: JSON that is no object, or an object of the wrong keys. */
export const junkBody = fc.oneof(
  fc.jsonValue().filter((v) => v === null || typeof v !== "object" || Array.isArray(v)),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** Extra keys are ignored, as zod objects do; they never make a valid body invalid. */
const extras = fc.dictionary(
  fc
    .string({ minLength: 1, maxLength: 6 })
    .filter(
      (k) => !["text", "rating", "name", "email", "message"].includes(k) && k !== "__proto__",
    ),
  fc.jsonValue({ maxDepth: 1 }),
  { maxKeys: 2 },
);

export const reviewBodies: fc.Arbitrary<Labelled> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({ text: nonBlankText(300), rating: validRating, extra: extras })
      .map(({ text, rating, extra }) => ({ body: { ...extra, text, rating }, valid: true })),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({ text: nonBlankText(50), rating: invalidRating })
      .map((body) => ({ body, valid: false })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ text: refusedText(40, "many"), rating: validRating })
      .map((body) => ({ body, valid: false })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ text: blank, rating: validRating })
      .map((body) => ({ body, valid: false })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ text: notAString, rating: validRating })
      .map((body) => ({ body, valid: false })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ text: nonBlankText(20), rating: validRating }, { requiredKeys: [] })
      .filter((b) => !("text" in b && "rating" in b))
      .map((body) => ({ body, valid: false })),
  },
  {
    weight: 1,
    arbitrary: fc
      .string({ minLength: 2001, maxLength: 2100 })
      .filter((s) => s.trim().length > 2000)
      .map((text) => ({ body: { text, rating: 3 }, valid: false })),
  },
  {
    weight: 2,
    arbitrary: junkBody
      .filter((b) => !(b && typeof b === "object" && "text" in b && "rating" in b))
      .map((body) => ({ body, valid: false })),
  },
);

// E-mail addresses built from parts known to be good or known to be broken.
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
const tld = fc.stringMatching(/^[a-z]{2,6}$/);
const localPart = fc.stringMatching(/^[A-Za-z0-9_+-]{1,12}(?:\.[A-Za-z0-9_+-]{1,8}){0,2}$/);
export const validEmail = fc
  .tuple(localPart, fc.array(label, { minLength: 1, maxLength: 3 }), tld, blank, fc.boolean())
  .map(([local, labels, top, pad, upper]) => {
    const address = `${local}@${labels.join(".")}.${top}`;
    return pad + (upper ? address.toUpperCase() : address) + pad;
  });
export const invalidEmail = fc.oneof(
  fc.tuple(localPart, label).map(([l, d]) => `${l}${d}.com`), // no @
  fc.tuple(localPart, label).map(([l, d]) => `${l}@@${d}.com`),
  fc.tuple(localPart, label).map(([l, d]) => `${l}@${d}`), // no top-level domain
  fc.tuple(label, tld).map(([d, t]) => `@${d}.${t}`), // no local part
  fc.tuple(localPart, label, tld).map(([l, d, t]) => `${l} x@${d}.${t}`), // a space inside
  fc.tuple(localPart, label, tld).map(([l, d, t]) => `.${l}@${d}.${t}`), // leading dot
  fc.tuple(localPart, label, tld).map(([l, d, t]) => `${l}..x@${d}.${t}`), // double dot
  fc.tuple(localPart, label, tld).map(([l, d, t]) => `${l}@${d}..${t}`),
  fc.tuple(localPart, label).map(([l, d]) => `${l}@${d}.c`), // one-letter top-level domain
  fc.tuple(localPart, label, tld).map(([l, d, t]) => `${l}@${d}.${t}`.padEnd(260, "x")), // too long
  blank,
);

export const newsletterBodies: fc.Arbitrary<Labelled> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({ email: validEmail, extra: extras })
      .map(({ email, extra }) => ({ body: { ...extra, email }, valid: true })),
  },
  { weight: 3, arbitrary: invalidEmail.map((email) => ({ body: { email }, valid: false })) },
  { weight: 1, arbitrary: notAString.map((email) => ({ body: { email }, valid: false })) },
  {
    weight: 2,
    arbitrary: junkBody
      .filter((b) => !(b && typeof b === "object" && "email" in b))
      .map((body) => ({ body, valid: false })),
  },
);

export const contactBodies: fc.Arbitrary<Labelled> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({
        name: nonBlankText(60, "one"),
        email: validEmail,
        message: nonBlankText(200),
        extra: extras,
      })
      .map(({ extra, ...body }) => ({ body: { ...extra, ...body }, valid: true })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ name: blank, email: validEmail, message: nonBlankText(40) })
      .map((body) => ({ body, valid: false })),
  },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.record({ name: refusedText(20, "one"), email: validEmail, message: nonBlankText(40) }),
        fc.record({
          name: nonBlankText(20, "one"),
          email: validEmail,
          message: refusedText(40, "many"),
        }),
      )
      .map((body) => ({ body, valid: false })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ name: nonBlankText(20, "one"), email: invalidEmail, message: nonBlankText(40) })
      .map((body) => ({ body, valid: false })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({
        name: nonBlankText(20, "one"),
        email: validEmail,
        message: fc.oneof(blank, notAString),
      })
      .map((body) => ({ body, valid: false })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record(
        { name: nonBlankText(20, "one"), email: validEmail, message: nonBlankText(40) },
        { requiredKeys: [] },
      )
      .filter((b) => Object.keys(b).length < 3)
      .map((body) => ({ body, valid: false })),
  },
  {
    weight: 1,
    arbitrary: junkBody
      .filter((b) => !(b && typeof b === "object" && "name" in b && "email" in b && "message" in b))
      .map((body) => ({ body, valid: false })),
  },
);
