import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { starFills, Stars } from "./stars";

describe("stars", () => {
  it("draws a rating to the nearest half star, never rounding 4.5 up to five", () => {
    expect(starFills(4.59)).toEqual(["full", "full", "full", "full", "half"]);
    expect(starFills(4.5)).toEqual(["full", "full", "full", "full", "half"]);
    expect(starFills(4.74)).toEqual(["full", "full", "full", "full", "half"]);
    expect(starFills(4.8)).toEqual(["full", "full", "full", "full", "full"]);
    expect(starFills(4.2)).toEqual(["full", "full", "full", "full", "empty"]);
    expect(starFills(1)).toEqual(["full", "empty", "empty", "empty", "empty"]);
    expect(starFills(0)).toEqual(["empty", "empty", "empty", "empty", "empty"]);
    expect(starFills(7)).toEqual(["full", "full", "full", "full", "full"]);
  });

  it("is hidden from screen readers, which read the number beside it", () => {
    const { container } = render(<Stars value={3.5} />);
    const stars = container.firstElementChild!;
    expect(stars).toHaveAttribute("aria-hidden", "true");
    expect(
      Array.from(stars.querySelectorAll("[data-fill]"), (star) => star.getAttribute("data-fill")),
    ).toEqual(["full", "full", "full", "half", "empty"]);
  });
});
