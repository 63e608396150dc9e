import { describe, expect, it } from "vitest";
import { nextIndex, previousIndex, wrapIndex } from "./carousel-index";

describe("carousel index", () => {
  it("moves forward and wraps from the last slide to the first", () => {
    expect(nextIndex(0, 4)).toBe(1);
    expect(nextIndex(2, 4)).toBe(3);
    expect(nextIndex(3, 4)).toBe(0);
  });

  it("moves back and wraps from the first slide to the last", () => {
    expect(previousIndex(3, 4)).toBe(2);
    expect(previousIndex(0, 4)).toBe(3);
  });

  it("wraps any integer, however far out of range", () => {
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(-5, 4)).toBe(3);
    expect(wrapIndex(4, 5)).toBe(4);
  });

  it("stays at 0 with a single slide or none", () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
