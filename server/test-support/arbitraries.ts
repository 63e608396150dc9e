import fc from "fast-check";

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

const junkBody = fc.oneof(
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

// ---- Checkout (issue 12) ----

export interface CheckoutWorld {
  boxes: readonly { id: number | string; pet: "cat" | "dog" }[];
  planIds: readonly string[];
  /** The customer's own pets. */
  own: { cat: readonly number[]; dog: readonly number[] };
  /** Pets of another account. */
  others: readonly number[];
}

const someAddress = fc.constantFrom(
  {
    fullName: "Ada Lovelace",
    line1: "12 Main Street",
    city: "Springfield",
    region: "IL",
    postalCode: "62704",
    country: "US",
  },
  {
    fullName: " Grace Hopper ",
    line1: "1 Navy Yard",
    line2: "Apt 2",
    city: "Arlington",
    region: "VA",
    postalCode: "22202-1234",
    country: "US",
    phone: "+1 703 555 0100",
  },
  {
    fullName: "Alan",
    line1: "Bletchley Park",
    city: "Milton Keynes",
    postalCode: "MK3 6EB",
    country: "GB",
  },
  {
    fullName: "Émilie",
    line1: "1 rue",
    city: "Montréal",
    region: "QC",
    postalCode: "h2x 1y4",
    country: "CA",
  },
);

/** Known addresses, often with a new flat number, so new and reused addresses both occur. */
const validAddress = fc
  .tuple(someAddress, fc.option(fc.integer({ min: 1, max: 400 }), { freq: 2 }))
  .map(([address, flat]) => (flat === null ? address : { ...address, line2: `Flat ${flat}` }));

const invalidAddress = fc.oneof(
  validAddress.map(({ city: _city, ...rest }) => rest),
  validAddress.map((address) => ({ ...address, postalCode: "ABCDE" })),
  validAddress.map((address) => ({ ...address, country: "FR" })),
  validAddress.map((address) => ({ ...address, fullName: "x".repeat(101) })),
  fc.constant("12 Main Street"),
  fc.constant(null),
);

/** A browser's price fields: the server must ignore them. */
const priceNoise = fc.record(
  { price: fc.double({ noNaN: true }), total: fc.integer(), unitPrice: fc.integer() },
  { requiredKeys: [] },
);

export function checkoutBodies(world: CheckoutWorld): fc.Arbitrary<Labelled> {
  const ownLine = fc
    .record({
      box: fc.constantFrom(...world.boxes),
      which: fc.nat(),
      quantity: fc.integer({ min: 1, max: 5 }),
      noise: priceNoise,
      numericId: fc.boolean(),
    })
    .map(({ box, which, quantity, noise, numericId }) => {
      const pets = world.own[box.pet];
      return {
        ...noise,
        boxId: numericId ? Number(box.id) : String(box.id),
        petId: pets[which % pets.length]!,
        quantity,
      };
    });
  const validLines = fc.uniqueArray(ownLine, {
    minLength: 1,
    maxLength: 4,
    selector: (line) => `${line.boxId}/${line.petId}`,
  });
  const plan = fc.constantFrom(...world.planIds);
  const valid = fc
    .record({ lines: validLines, planId: plan, address: validAddress, noise: priceNoise })
    .map(({ noise, ...body }) => ({ body: { ...noise, ...body }, valid: true }));

  const badLine = fc.oneof(
    // A box that does not exist, or an id of the wrong type.
    ownLine.map((line) => ({ ...line, boxId: "99" })),
    ownLine.chain((line) =>
      fc.constantFrom(0, -1, "", true, null).map((boxId) => ({ ...line, boxId })),
    ),
    // Someone else's pet, a pet that does not exist, a pet of the other species.
    ownLine.chain((line) => fc.constantFrom(...world.others).map((petId) => ({ ...line, petId }))),
    ownLine.map((line) => ({ ...line, petId: 987_654_321 })),
    ownLine.map((line) => {
      const box = world.boxes.find((b) => String(b.id) === String(line.boxId))!;
      const wrong = world.own[box.pet === "cat" ? "dog" : "cat"];
      return { ...line, petId: wrong[0]! };
    }),
    // Quantities outside 1–5 or not whole numbers.
    ownLine.chain((line) =>
      fc.constantFrom(0, 6, 2.5, "2", -1, null).map((quantity) => ({ ...line, quantity })),
    ),
  );
  const invalid = fc.oneof(
    fc
      .record({ good: validLines, bad: badLine, at: fc.nat(), planId: plan, address: validAddress })
      .map(({ good, bad, at, planId, address }) => {
        const lines: unknown[] = [...good];
        lines.splice(at % (good.length + 1), 0, bad);
        return { lines, planId, address };
      }),
    fc.record({
      lines: validLines,
      planId: fc.constantFrom("prepay-7", "", "PER-BOX", 3),
      address: validAddress,
    }),
    fc.record({ lines: fc.constant([]), planId: plan, address: validAddress }),
    fc.record({ lines: validLines, planId: plan, address: invalidAddress }),
    // The same box twice for one pet.
    fc
      .record({ line: ownLine, planId: plan, address: validAddress })
      .map(({ line, planId, address }) => ({
        lines: [line, { ...line, quantity: 1 }],
        planId,
        address,
      })),
    fc.record({ planId: plan, address: validAddress }),
    junkBody,
  );
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 4, arbitrary: invalid.map((body) => ({ body, valid: false })) },
  );
}
