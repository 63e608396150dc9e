import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allergenConflicts } from "./allergens";
import { catalogueSchema, findBox } from "./catalogue";

const boxes = catalogueSchema.parse(JSON.parse(readFileSync("public/catDog.json", "utf8")));

describe("allergenConflicts", () => {
  const cozy = findBox(boxes, 1)!;

  it("names the items a pet must not have, with the allergens they hold", () => {
    expect(allergenConflicts(cozy, ["fish", "dairy"])).toEqual([
      { item: "Grain-free wild salmon bites", tags: ["fish"] },
    ]);
    expect(allergenConflicts(cozy, ["catnip", "fish"])).toEqual([
      { item: "3 organic catnip mice", tags: ["catnip"] },
      { item: "Grain-free wild salmon bites", tags: ["fish"] },
    ]);
  });

  it("finds nothing for a pet without allergies, or allergies the box does not hold", () => {
    expect(allergenConflicts(cozy, [])).toEqual([]);
    expect(allergenConflicts(cozy, ["beef", "chicken", "grain"])).toEqual([]);
    expect(allergenConflicts({}, ["fish"])).toEqual([]);
  });

  it("lists several allergens of one item in the list's order", () => {
    const box = {
      allergens: [{ item: "Surf and turf", tags: ["fish" as const, "beef" as const] }],
    };
    expect(allergenConflicts(box, ["fish", "beef"])).toEqual([
      { item: "Surf and turf", tags: ["beef", "fish"] },
    ]);
  });
});
