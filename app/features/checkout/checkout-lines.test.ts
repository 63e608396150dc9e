import { describe, expect, it } from "vitest";
import type { Box } from "@shared/catalogue";
import type { Plan } from "@shared/commerce/plans";
import {
  checkoutBodyLines,
  fitAssignments,
  orderLines,
  priceOrder,
  saferBoxes,
  swapUnit,
  withoutBought,
  type PetSummary,
} from "./checkout-lines";

function box(id: number, pet: "cat" | "dog", price: number, allergens?: Box["allergens"]): Box {
  return {
    id,
    name: `Box ${id}`,
    pet,
    thumbnail: "/images/a.jpg",
    banner: "/images/a.jpg",
    description: "d",
    price,
    frequency: "Monthly",
    features: ["Salmon treats", "Toy"],
    subscription_benefits: ["b"],
    rating: 5,
    number_of_reviews: 1,
    ...(allergens ? { allergens } : {}),
  };
}

const fishy = box(1, "cat", 29.99, [
  { item: "Salmon treats", tags: ["fish"], swapIn: { item: "Turkey treats", tags: [] } },
]);
const plain = box(2, "cat", 24.99, []);
const pricey = box(3, "cat", 44.99, []);
const undeclared = box(4, "cat", 9.99);
const dogBox = box(5, "dog", 34.99, []);
const catalogue = [fishy, plain, pricey, undeclared, dogBox];

const mochi: PetSummary = { id: 7, name: "Mochi", species: "cat", allergies: ["fish"] };
const tofu: PetSummary = { id: 8, name: "Tofu", species: "cat", allergies: [] };
const rex: PetSummary = { id: 9, name: "Rex", species: "dog", allergies: [] };

const perBox: Plan = {
  id: "per-box",
  name: "Pay per box",
  deliveriesPrepaid: 0,
  discountPercent: 0,
};
const prepay6: Plan = {
  id: "prepay-6",
  name: "Prepay 6",
  deliveriesPrepaid: 6,
  discountPercent: 5,
};

describe("who each box is for", () => {
  it("gives every unit the only pet of the box's species, and nobody when there are several", () => {
    const lines = [
      { box: fishy, quantity: 2 },
      { box: dogBox, quantity: 1 },
    ];
    expect(fitAssignments(lines, [mochi, rex])).toEqual({ "1": [7, 7], "5": [9] });
    expect(fitAssignments(lines, [mochi, tofu, rex])).toEqual({ "1": [null, null], "5": [9] });
  });

  it("never gives a cat box to a dog, nor keeps a pet that is gone", () => {
    const lines = [{ box: fishy, quantity: 1 }];
    expect(fitAssignments(lines, [rex])).toEqual({ "1": [null] });
    expect(fitAssignments(lines, [tofu, rex], { "1": [7] })).toEqual({ "1": [8] });
  });

  it("puts a preferred pet (new, or chosen on the subscribe page) on the first free unit", () => {
    const lines = [{ box: fishy, quantity: 2 }];
    expect(
      fitAssignments(lines, [mochi, tofu], { "1": [7, null] }, { boxId: "1", petId: 8 }),
    ).toEqual({ "1": [7, 8] });
    expect(fitAssignments(lines, [mochi, tofu], {}, { boxId: "1", petId: 8 })).toEqual({
      "1": [8, 8],
    });
  });

  it("sends two of a box to two pets as two order lines, and names units without a pet", () => {
    const lines = [
      { box: fishy, quantity: 3 },
      { box: dogBox, quantity: 1 },
    ];
    const result = orderLines(lines, { "1": [7, 8, 7], "5": [null] }, [mochi, tofu, rex]);
    expect(checkoutBodyLines(result.lines)).toEqual([
      { boxId: 1, petId: 7, quantity: 2 },
      { boxId: 1, petId: 8, quantity: 1 },
    ]);
    expect(result.unassigned).toEqual([{ boxId: "5", unit: 0 }]);
  });
});

describe("totals", () => {
  it("prices each line at the plan's price and adds up the first payment", () => {
    const drafts = [
      { box: fishy, pet: mochi, quantity: 2 },
      { box: plain, pet: tofu, quantity: 1 },
    ];
    expect(priceOrder(drafts, perBox, 0).total).toBe(2999 * 2 + 2499);
    const prepaid = priceOrder(drafts, prepay6, 0);
    // 5 % off per box, rounded half up: 2999 → 2849, 2499 → 2374; six deliveries paid at once.
    expect(prepaid.lines.map((line) => line.unitPrice)).toEqual([2849, 2374]);
    expect(prepaid.total).toBe((2849 * 2 + 2374) * 6);
  });

  it("adds the shipping of every box the payment pays for, at the address's zone price", () => {
    const drafts = [
      { box: fishy, pet: mochi, quantity: 2 },
      { box: plain, pet: tofu, quantity: 1 },
    ];
    // To the UK and Ireland, $12.00 a box: 3 boxes a delivery.
    expect(priceOrder(drafts, perBox, 1200)).toMatchObject({
      boxes: 3,
      shipping: 3600,
      total: 2999 * 2 + 2499 + 3600,
    });
    // Prepaid: the six deliveries' boxes are shipped and paid for at once.
    expect(priceOrder(drafts, prepay6, 1200)).toMatchObject({
      boxes: 18,
      shipping: 18 * 1200,
      total: (2849 * 2 + 2374) * 6 + 18 * 1200,
    });
  });
});

describe("allergen swap", () => {
  it("offers boxes of the same species that declare nothing the pet is allergic to, cheapest first", () => {
    const lines = [{ box: fishy, quantity: 1 }];
    expect(saferBoxes(fishy, mochi, catalogue, lines).map((each) => each.id)).toEqual([2, 3]);
  });

  it("does not offer a box the cart already holds five of", () => {
    const lines = [
      { box: fishy, quantity: 1 },
      { box: plain, quantity: 5 },
    ];
    expect(saferBoxes(fishy, mochi, catalogue, lines).map((each) => each.id)).toEqual([3]);
  });

  it("replaces a one-box line in place, keeping its pet", () => {
    const lines = [
      { box: dogBox, quantity: 1 },
      { box: fishy, quantity: 1 },
    ];
    const swapped = swapUnit(lines, { "5": [9], "1": [7] }, { boxId: "1", unit: 0 }, plain);
    expect(swapped.lines).toEqual([
      { box: dogBox, quantity: 1 },
      { box: plain, quantity: 1 },
    ]);
    expect(swapped.assignments).toEqual({ "5": [9], "2": [7] });
  });

  it("moves one unit of a larger line, onto a line of the replacement already in the cart", () => {
    const lines = [
      { box: fishy, quantity: 2 },
      { box: plain, quantity: 1 },
    ];
    const swapped = swapUnit(lines, { "1": [8, 7], "2": [8] }, { boxId: "1", unit: 1 }, plain);
    expect(swapped.lines).toEqual([
      { box: fishy, quantity: 1 },
      { box: plain, quantity: 2 },
    ]);
    expect(swapped.assignments).toEqual({ "1": [8], "2": [8, 7] });
  });
});

describe("after the order", () => {
  it("takes only the bought boxes out of the cart", () => {
    const current = [
      { box: fishy, quantity: 3 },
      { box: plain, quantity: 1 },
    ];
    expect(
      withoutBought(current, [
        { boxId: "1", quantity: 2 },
        { boxId: "2", quantity: 1 },
      ]),
    ).toEqual([{ box: fishy, quantity: 1 }]);
  });
});
