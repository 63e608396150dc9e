import fc from "fast-check";
import { junkBody, type Labelled } from "./arbitraries";

// Checkout bodies (issue 12) for the property tests: valid orders of the customer's own pets,
// and every way one can be wrong.

export interface CheckoutWorld {
  boxes: readonly { id: number | string; pet: "cat" | "dog" }[];
  /** The plans the shop sells now. */
  planIds: readonly string[];
  /** Plans it offers but refuses now: prepaid ones without card payments (decision 217). */
  refusedPlanIds?: readonly string[];
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
      planId: fc.constantFrom("prepay-7", "", "PER-BOX", 3, ...(world.refusedPlanIds ?? [])),
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
