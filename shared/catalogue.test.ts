import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalogueSchema, findBox, type Box } from "./catalogue";

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
