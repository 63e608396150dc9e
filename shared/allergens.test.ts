import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allergenConflicts, allergySwapFor, swapSentence } from "./allergens";
import { catalogueSchema, findBox } from "./catalogue";

const boxes = catalogueSchema.parse(JSON.parse(readFileSync("public/catDog.json", "utf8")));

describe("allergenConflicts", () => {
  const cozy = findBox(boxes, 1)!;

  it("names the items a pet must not have, with the allergens they hold", () => {
    expect(allergenConflicts(cozy, ["fish", "dairy"])).toEqual([
      { item: "Grain-free wild salmon bites", tags: ["fish"], swapIn: "Grain-free turkey bites" },
    ]);
    expect(allergenConflicts(cozy, ["catnip", "fish"])).toEqual([
      {
        item: "3 organic catnip mice",
        tags: ["catnip"],
        swapIn: "3 felt mice filled with silvervine",
      },
      { item: "Grain-free wild salmon bites", tags: ["fish"], swapIn: "Grain-free turkey bites" },
    ]);
  });

  it("finds nothing for a pet without allergies, or allergies the box does not hold", () => {
    expect(allergenConflicts(cozy, [])).toEqual([]);
    expect(allergenConflicts(cozy, ["beef", "chicken", "grain"])).toEqual([]);
    expect(allergenConflicts({}, ["fish"])).toEqual([]);
  });

  it("lists several allergens of one item in the list's order", () => {
    const box = {
      allergens: [
        {
          item: "Surf and turf",
          tags: ["fish" as const, "beef" as const],
          swapIn: { item: "Pork crackling", tags: [] },
        },
      ],
    };
    expect(allergenConflicts(box, ["fish", "beef"])).toEqual([
      { item: "Surf and turf", tags: ["beef", "fish"], swapIn: "Pork crackling" },
    ]);
  });
});

describe("the swap-in for a pet (issue 25 §3)", () => {
  const adventure = findBox(boxes, 5)!;
  const kitten = findBox(boxes, 4)!;
  const cozy = findBox(boxes, 1)!;

  it("names what is swapped for what, in the words every page and message uses", () => {
    expect(allergySwapFor(adventure, ["beef"])).toBe(
      "we swap the grass-fed beef jerky for wild salmon bites",
    );
    expect(allergySwapFor(cozy, ["catnip", "fish"])).toBe(
      "we swap the 3 organic catnip mice for 3 felt mice filled with silvervine and the grain-free wild salmon bites for grain-free turkey bites",
    );
  });

  it("leaves an item out when the pet must not have its swap-in either", () => {
    expect(allergenConflicts(kitten, ["chicken", "fish"])).toEqual([
      { item: "Kitten-formula chicken treats", tags: ["chicken"], swapIn: null },
    ]);
    expect(allergySwapFor(kitten, ["chicken", "fish"])).toBe(
      "we leave out the kitten-formula chicken treats",
    );
    expect(
      swapSentence([
        { item: "A", tags: ["beef"], swapIn: "B" },
        { item: "C", tags: ["fish"], swapIn: null },
        { item: "D", tags: ["fish"], swapIn: null },
      ]),
    ).toBe("we swap the a for b and leave out the c and the d");
  });

  it("is null when the pet can have everything in the box", () => {
    expect(allergySwapFor(adventure, ["fish"])).toBeNull();
    expect(allergySwapFor(adventure, [])).toBeNull();
  });
});
