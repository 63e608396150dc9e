import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { boxSchema, catalogueSchema, findBox, type Box } from "./catalogue";

const boxes = catalogueSchema.parse(JSON.parse(readFileSync("public/catDog.json", "utf8")));

describe("the catalogue file", () => {
  it("has at least 8 boxes for cats and dogs, with unique ids and every field of spec §3", () => {
    expect(boxes.length).toBeGreaterThanOrEqual(8);
    expect(new Set(boxes.map((box) => String(box.id))).size).toBe(boxes.length);
    expect(new Set(boxes.map((box) => box.pet))).toEqual(new Set(["cat", "dog"]));
  });
});

describe("findBox", () => {
  const list = [{ id: 2 }, { id: "7" }] as Box[];

  it("matches ids loosely, as the spec says: '2' finds 2 and 7 finds '7'", () => {
    expect(findBox(list, "2")).toBe(list[0]);
    expect(findBox(list, 2)).toBe(list[0]);
    expect(findBox(list, 7)).toBe(list[1]);
  });

  it("finds nothing for unknown or missing ids", () => {
    expect(findBox(list, "3")).toBeUndefined();
    expect(findBox(list, undefined)).toBeUndefined();
    expect(findBox(list, "")).toBeUndefined();
  });
});

describe("allergens in the catalogue", () => {
  const box = boxes[0]!;

  it("are declared for every box of the shop's catalogue, naming only the box's own items", () => {
    for (const each of boxes) expect(each.allergens, `box ${each.id}`).toBeDefined();
    const fishy = boxes.filter((each) => each.allergens?.some((a) => a.tags.includes("fish")));
    expect(fishy.map((each) => each.name)).toEqual([
      "Cozy Cat Corner",
      "Gourmet Cat Treats",
      "Puppy Training Box",
    ]);
  });

  it("stay optional: a box without the field is valid", () => {
    const { allergens: _ignored, ...without } = box;
    expect(boxSchema.safeParse(without).success).toBe(true);
  });

  it("refuse an item that is not among the box's features, a repeated item, an unknown or empty tag list", () => {
    const refused = (allergens: unknown) =>
      boxSchema.safeParse({ ...box, allergens }).error?.issues.map((issue) => issue.message);
    const swapIn = { item: "Turkey bites", tags: [] };
    expect(refused([{ item: "Mystery jerky", tags: ["beef"], swapIn }])).toEqual([
      '"Mystery jerky" is not one of the box\'s features.',
    ]);
    const item = box.features[0]!;
    expect(
      refused([
        { item, tags: ["fish"], swapIn },
        { item, tags: ["grain"], swapIn },
      ]),
    ).toEqual([`"${item}" is listed twice.`]);
    expect(refused([{ item, tags: ["peanut"], swapIn }])).toHaveLength(1);
    expect(refused([{ item, tags: [], swapIn }])).toHaveLength(1);
    expect(refused([{ item, tags: ["fish", "fish"], swapIn }])).toEqual([
      "An allergen is listed twice.",
    ]);
  });

  it("give every allergen item of the shop's catalogue a swap-in that holds none of its allergens", () => {
    for (const each of boxes) {
      for (const entry of each.allergens ?? []) {
        expect(entry.swapIn.item, `${each.name}: ${entry.item}`).not.toBe(entry.item);
        expect(entry.swapIn.tags.filter((tag) => entry.tags.includes(tag))).toEqual([]);
      }
    }
    const adventure = boxes.find((each) => each.name === "Adventure Dog Gear")!;
    expect(adventure.allergens).toContainEqual({
      item: "Grass-fed beef jerky",
      tags: ["beef"],
      swapIn: { item: "Wild salmon bites", tags: ["fish"] },
    });
  });

  it("refuse an allergen item without a swap-in, or with one that holds what it replaces", () => {
    const refused = (allergens: unknown) =>
      boxSchema.safeParse({ ...box, allergens }).error?.issues.map((issue) => issue.message);
    const item = box.features[0]!;
    expect(refused([{ item, tags: ["fish"] }])).toHaveLength(1);
    expect(refused([{ item, tags: ["fish"], swapIn: { item: "", tags: [] } }])).toHaveLength(1);
    expect(
      refused([{ item, tags: ["fish", "beef"], swapIn: { item: "Surf bites", tags: ["beef"] } }]),
    ).toEqual([`"Surf bites" cannot replace "${item}": it holds beef.`]);
    expect(refused([{ item, tags: ["fish"], swapIn: { item, tags: [] } }])).toEqual([
      `"${item}" cannot replace "${item}": it holds the same item.`,
    ]);
    expect(
      refused([
        { item, tags: ["fish"], swapIn: { item: "Turkey bites", tags: ["dairy", "dairy"] } },
      ]),
    ).toEqual(["An allergen is listed twice."]);
  });
});
