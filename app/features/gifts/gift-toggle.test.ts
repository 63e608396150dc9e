import { describe, expect, it } from "vitest";
import { onlyGiftToggled } from "./gift-toggle";

const url = (path: string) => new URL(path, "https://shop.test");

describe("onlyGiftToggled", () => {
  it("is true when only ?gift= changed, so the page's data is not asked for again", () => {
    expect(onlyGiftToggled(url("/subscribe/4"), url("/subscribe/4?gift=1"))).toBe(true);
    expect(onlyGiftToggled(url("/checkout?box=4&gift=1"), url("/checkout?box=4"))).toBe(true);
  });

  it("is false for another page or another parameter", () => {
    expect(onlyGiftToggled(url("/subscribe/4"), url("/subscribe/5?gift=1"))).toBe(false);
    expect(onlyGiftToggled(url("/checkout?box=4"), url("/checkout?box=5&gift=1"))).toBe(false);
  });
});
