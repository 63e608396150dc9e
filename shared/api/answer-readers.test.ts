import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalogueSchema } from "../catalogue";
import { cartAnswerReader } from "../cart-lines";
import { catalogueReader } from "../catalogue-reader";
import type { Reader } from "../reader";
import type { z } from "../zod";
import {
  apiErrorReader,
  lastAddressAnswerReader,
  noContentReader,
  petAnswerReader,
  petsAnswerReader,
  plansAnswerReader,
} from "./answer-readers";
import { reviewCreatedReader, reviewListReader } from "./review-readers";
import {
  subscriptionDetailAnswerReader,
  subscriptionDetailsAnswerReader,
} from "./subscription-readers";
import { cartAnswerSchema } from "./cart";
import { apiErrorSchema } from "./errors";
import { petAnswerSchema, petsAnswerSchema } from "./pet-answers";
import { plansAnswerSchema } from "./plans";
import { reviewCreatedSchema, reviewListSchema } from "./reviews";
import { lastAddressAnswerSchema } from "./stored-address";
import {
  subscriptionDetailAnswerSchema,
  subscriptionDetailsAnswerSchema,
} from "./subscription-answers";
import { z as zod } from "../zod";
import { testAddress, testPet } from "../../tests/support/fixtures";

// Each reader must answer as the schema it mirrors: the same success, the same data. The inputs
// are each schema's valid examples, then every value in them removed, or replaced by one of many
// kinds of value, or given a key of its own, so a check the reader forgot, or one it added,
// gives a different answer here.

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));

const catalogue = readJson("public/catDog.json");
const plans = readJson("public/plans.json");

const pet = testPet(7, "Miso", {
  species: "dog",
  size: "medium",
  birthday: "2021-04",
  allergies: ["chicken", "grain"],
  dislikes: ["fish"],
  dislikesOther: "squeaky toys",
  chewing: "power",
});
const cat = testPet(8, "Pip");
const address = testAddress;

/** Values of every kind JSON (and a careless server) could put where another was expected. */
const ODD: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  -1,
  1,
  2,
  5,
  6,
  12,
  13,
  50,
  51,
  1.5,
  -0.5,
  2 ** 53,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  "",
  " ",
  "x",
  "cat",
  "dog",
  "Monthly",
  "chicken",
  "card",
  "pay_on_delivery",
  "conflict",
  "/images/a.jpg",
  "images/a.jpg",
  "prepay-6",
  "Prepay",
  "a".repeat(61),
  "7",
  [],
  [1],
  ["x"],
  ["chicken", "chicken"],
  {},
  { x: "y" },
  { a: 1 },
];

type Json = unknown;

/** Every path to a value in `value`, the root (the empty path) included. */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const here = [prefix];
  if (Array.isArray(value)) {
    return here.concat(...value.map((item, index) => paths(item, [...prefix, index])));
  }
  if (value !== null && typeof value === "object") {
    return here.concat(
      ...Object.entries(value).map(([key, item]) => paths(item, [...prefix, key])),
    );
  }
  return here;
}

/** `value` with the value at `path` replaced by what `change` makes of its parent and key. */
type Key = string | number;
type Node = Record<Key, unknown>;

function changed(value: Json, path: Key[], change: (parent: Node, key: Key) => void): Json {
  const copy = structuredClone(value);
  let parent = copy as Node;
  for (const key of path.slice(0, -1)) parent = parent[key] as Node;
  change(parent, path.at(-1)!);
  return copy;
}

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function variants(example: Json): Json[] {
  const out: Json[] = [example, ...ODD];
  for (const path of paths(example).filter((path) => path.length > 0)) {
    out.push(
      changed(example, path, (parent, key) => {
        if (Array.isArray(parent)) parent.splice(Number(key), 1);
        else delete parent[key];
      }),
    );
    for (const odd of ODD) {
      out.push(changed(example, path, (parent, key) => void (parent[key] = odd)));
    }
  }
  // A key nobody asked for, on every object: dropped by both.
  if (isNode(example)) out.push({ ...example, extra: 1 });
  for (const path of paths(example).filter((path) => path.length > 0)) {
    out.push(
      changed(example, path, (parent, key) => {
        const target = parent[key];
        if (isNode(target)) target.extra = 1;
      }),
    );
  }
  return out;
}

function expectSameAnswers(reader: Reader<unknown>, schema: z.ZodMiniType, examples: Json[]) {
  let compared = 0;
  let accepted = 0;
  for (const input of examples.flatMap(variants)) {
    const byZod = schema.safeParse(input);
    const byReader = reader.safeParse(input);
    const label = JSON.stringify(input)?.slice(0, 300);
    expect(byReader.success, label).toBe(byZod.success);
    if (byZod.success && byReader.success) {
      expect(byReader.data, label).toStrictEqual(byZod.data);
      accepted += 1;
    }
    compared += 1;
  }
  // The examples are valid, and the variants refused and accepted both happen.
  expect(accepted).toBeGreaterThan(examples.length);
  expect(compared - accepted).toBeGreaterThan(examples.length);
  return compared;
}

describe("the browser's readers answer as the shared schemas", () => {
  it("the catalogue, from the shop's own file and from one box with every field", () => {
    type CatalogueBox = { features: string[]; allergens?: { item: string; tags: string[] }[] };
    const box = (catalogue as CatalogueBox[]).find((item) => (item.allergens?.length ?? 0) > 0)!;
    const allergens = box.allergens!;
    const twoItems = {
      ...box,
      allergens: [
        allergens[0],
        { item: box.features[1], tags: ["beef"], swapIn: { item: "Oat bites", tags: ["grain"] } },
      ],
    };
    // A swap-in holding what it replaces, or the item itself (decision 215).
    const keeps = {
      ...box,
      allergens: [{ ...allergens[0]!, swapIn: { item: "Tuna bites", tags: allergens[0]!.tags } }],
    };
    const itself = {
      ...box,
      allergens: [{ ...allergens[0]!, swapIn: { item: allergens[0]!.item, tags: [] } }],
    };
    const twice = { ...box, allergens: [allergens[0], allergens[0]] };
    const elsewhere = { ...box, allergens: [{ item: "not in the box", tags: ["fish"] }] };
    expect(
      expectSameAnswers(catalogueReader, catalogueSchema, [
        [box],
        [twoItems, { ...box, id: "boxed" }],
        [twice],
        [elsewhere],
        [keeps],
        [itself],
        [{ ...box, allergens: undefined }],
      ]),
    ).toBeGreaterThan(2_000);
    // The whole file, as shipped: every box read the same.
    expect(catalogueReader.safeParse(catalogue)).toStrictEqual(
      catalogueSchema.safeParse(catalogue),
    );
  });

  it("GET /api/plans", () => {
    for (const paymentMethod of ["card", "pay_on_delivery"]) {
      expectSameAnswers(plansAnswerReader, plansAnswerSchema, [
        { plans, paymentMethod, timeZone: "Europe/Paris" },
        { plans: [], paymentMethod, timeZone: "" },
      ]);
    }
  });

  it("GET /api/pets and a pet's answer", () => {
    expectSameAnswers(petsAnswerReader, petsAnswerSchema, [{ pets: [pet, cat] }, { pets: [] }]);
    expectSameAnswers(petAnswerReader, petAnswerSchema, [{ pet }, { pet: cat }]);
  });

  it("GET /api/addresses/last", () => {
    expectSameAnswers(lastAddressAnswerReader, lastAddressAnswerSchema, [
      { address },
      { address: { ...address, phone: "+1 555 0100" } },
      { address: null },
    ]);
  });

  it("GET /api/subscriptions and an action's answer", () => {
    const allowed = { allowed: true };
    const actions = {
      skip: allowed,
      unskip: { allowed: false, message: "The next box is not skipped." },
      pause: allowed,
      resume: { allowed: false, message: "It is not paused." },
      cancel: allowed,
      uncancel: { allowed: false, message: "It is not cancelled." },
      change: allowed,
    };
    const card = {
      id: 3,
      orderId: "ord_1",
      boxId: "1",
      petId: 7,
      status: "active",
      frequency: "Monthly",
      unitPrice: 2999,
      shipping: 1200,
      quantity: 2,
      nextDeliveryDate: "2026-12-03",
      planId: "prepay-6",
      deliveriesLeft: 4,
      box: { id: "1", name: "Cozy Cat Corner", thumbnail: "/images/a.jpg", pet: "cat" },
      pet: { id: 7, name: "Miso", species: "cat" },
      plan: {
        id: "prepay-6",
        name: "Prepay 6 deliveries",
        deliveriesPrepaid: 6,
        discountPercent: 5,
      },
      pricePerDelivery: 5998,
      pausedUntil: null,
      endsOn: null,
      changeUntil: "2026-11-29",
      undoUntil: null,
      nothingPacked: false,
      upcoming: [
        {
          date: "2026-12-03",
          arrivesAbout: "2026-12-09",
          status: "scheduled",
          boxId: "1",
          boxName: "Cozy Cat Corner",
          petName: "Miso",
          address,
          price: 5998,
          changeUntil: "2026-12-01",
          skip: allowed,
          unskip: { allowed: false, message: "There is no box of that day to bring back." },
        },
        {
          date: "2027-01-04",
          arrivesAbout: "2027-01-08",
          status: "skipped",
          boxId: "2",
          boxName: "Calm Cat Retreat",
          petName: null,
          address: { ...address, phone: "+1 555 0100" },
          price: 0,
          changeUntil: null,
          skip: { allowed: false, message: "This box is already being packed" },
          unskip: allowed,
        },
      ],
      paymentIssue: null,
      addressId: 2,
      address,
      actions,
    };
    const ended = {
      ...card,
      petId: null,
      status: "cancelled",
      nextDeliveryDate: null,
      deliveriesLeft: null,
      box: null,
      pet: null,
      pausedUntil: "2027-01-01",
      endsOn: "2026-12-03",
      changeUntil: null,
      undoUntil: "2026-12-01",
      nothingPacked: true,
      upcoming: [],
      paymentIssue: "payment_failed",
      actions: { ...actions, skip: { allowed: true, message: "dropped" } },
    };
    expectSameAnswers(subscriptionDetailsAnswerReader, subscriptionDetailsAnswerSchema, [
      { subscriptions: [card, ended] },
      // A credit on the next box (decisions 240, 270); never zero or negative.
      { subscriptions: [{ ...card, credit: 1000 }] },
      { subscriptions: [{ ...card, credit: 0 }] },
      { subscriptions: [{ ...card, credit: 10.5 }] },
      { subscriptions: [] },
    ]);
    expectSameAnswers(subscriptionDetailAnswerReader, subscriptionDetailAnswerSchema, [
      { subscription: card },
      { subscription: ended },
    ]);
  });

  it("a box's reviews and a posted review", () => {
    const review = {
      id: 4,
      boxId: "2",
      text: "She loved the tunnel.",
      rating: 5,
      createdAt: "2026-11-25T10:00:00.123Z",
      author: "Ada",
      verifiedBuyer: true,
    };
    const visitors = {
      ...review,
      id: 5,
      rating: 1,
      createdAt: "2024-02-29T23:59:59Z",
      author: null,
      verifiedBuyer: false,
    };
    const instants = [
      "2026-11-25T10:00:00Z",
      "2026-11-25T10:00Z",
      "2026-11-25T10:00:00+01:00",
      "2026-11-25 10:00:00Z",
      "2025-02-29T10:00:00Z",
      "2026-11-25T24:00:00Z",
      "2026-11-25",
    ];
    expectSameAnswers(reviewListReader, reviewListSchema, [
      { reviews: [review, visitors], nextCursor: "4", stats: { count: 12, ratingSum: 50 } },
      { reviews: [], nextCursor: null, stats: { count: 0, ratingSum: 0 } },
      ...instants.map((createdAt) => ({
        reviews: [{ ...review, createdAt }],
        nextCursor: null,
        stats: { count: 1, ratingSum: 5 },
      })),
    ]);
    expectSameAnswers(reviewCreatedReader, reviewCreatedSchema, [{ review }, { review: visitors }]);
  });

  it("the account's cart", () => {
    expectSameAnswers(cartAnswerReader, cartAnswerSchema, [
      {
        lines: [
          { boxId: "2", quantity: 2 },
          { boxId: "cozy-cat", quantity: 5 },
        ],
      },
      { lines: [{ boxId: "1", quantity: 1 }] },
    ]);
  });

  it("a refusal's body, with and without field messages, and a 204's body", () => {
    expectSameAnswers(apiErrorReader, apiErrorSchema, [
      {
        error: {
          code: "invalid_body",
          message: "Check the fields.",
          fields: { "address.city": "Enter a city." },
        },
      },
      { error: { code: "conflict", message: "That box is no longer sold." } },
      { error: { code: "internal", message: "", fields: {} } },
    ]);
    expectSameAnswers(noContentReader, zod.null(), [null]);
  });
});
