import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Box } from "@shared/catalogue";
import { BoxDetails } from "./box-details";
import { BoxRating } from "./box-rating";

const box: Box = {
  id: 2,
  name: "Playful Pup Pack",
  pet: "dog",
  thumbnail: "/images/boxes/playful-pup-pack-thumb.jpg",
  banner: "/images/boxes/playful-pup-pack-banner.jpg",
  description: "Tough toys and tasty chews.",
  price: 34.5,
  frequency: "Bi-Monthly",
  features: ["Chew ring", "Rope tug toy"],
  subscription_benefits: ["Free shipping", "Skip anytime"],
  rating: 4.7,
  number_of_reviews: 389,
};

describe("BoxDetails", () => {
  it("shows every field the spec lists for the detail page", () => {
    render(<BoxDetails box={box} actions={<button type="button">Add to Cart</button>} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Playful Pup Pack");
    expect(screen.getByText("Tough toys and tasty chews.")).toBeInTheDocument();
    expect(screen.getByTestId("box-price")).toHaveTextContent("$34.50");
    expect(screen.getByTestId("box-frequency")).toHaveTextContent("Bi-Monthly");
    expect(screen.getByTestId("box-features")).toHaveTextContent("Chew ring, Rope tug toy");
    const benefits = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(benefits.map((item) => item.textContent)).toEqual(["Free shipping", "Skip anytime"]);
    expect(screen.getByTestId("box-rating")).toHaveTextContent("4.7");
    expect(screen.getByTestId("box-review-count")).toHaveTextContent("389");
    expect(screen.getByRole("img")).toHaveAttribute("src", box.banner);
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeInTheDocument();
  });

  it("lists the box's allergens, and which item holds each", () => {
    const tagged: Box = {
      ...box,
      allergens: [
        { item: "Rope tug toy", tags: ["grain"], swapIn: { item: "Jute tug toy", tags: [] } },
        {
          item: "Chew ring",
          tags: ["chicken", "grain"],
          swapIn: { item: "Rubber chew ring", tags: [] },
        },
      ],
    };
    render(<BoxDetails box={tagged} />);
    const section = screen.getByRole("region", { name: "Allergens" });
    expect(within(section).getByTestId("box-allergens")).toHaveTextContent(
      "Contains: chicken, grain",
    );
    expect(within(section).getByText("Chew ring: chicken, grain")).toBeInTheDocument();
    // What happens for a pet allergic to it (issue 25 §3).
    expect(
      within(section)
        .getAllByTestId("box-allergen-swap")
        .map((each) => each.textContent),
    ).toEqual([
      "For a pet allergic to grain: we swap the rope tug toy for jute tug toy.",
      "For a pet allergic to chicken or grain: we swap the chew ring for rubber chew ring.",
    ]);
  });

  it("says a box declared free of them contains none, and says nothing when undeclared", () => {
    const { unmount } = render(<BoxDetails box={{ ...box, allergens: [] }} />);
    expect(screen.getByTestId("box-allergens")).toHaveTextContent(
      "Contains none of the allergens we track: chicken, beef, fish, grain, dairy, catnip.",
    );
    unmount();
    render(<BoxDetails box={box} />);
    expect(screen.queryByRole("region", { name: "Allergens" })).not.toBeInTheDocument();
  });
});

describe("BoxRating", () => {
  for (const { case: name, stored, rating, count, basis } of [
    {
      case: "says the catalogue's figures are earlier ratings whose texts are not shown",
      stored: { count: 0, ratingSum: 0 },
      rating: "4.7",
      count: "389",
      basis: "389 ratings given before reviews could be written here; their texts are not shown.",
    },
    {
      case: "moves the average with a review written here, and says so",
      stored: { count: 1, ratingSum: 1 },
      rating: "4.69",
      count: "390",
      basis:
        "389 ratings given earlier (average 4.7), whose texts are not shown, and 1 review written here, listed below.",
    },
  ]) {
    it(name, () => {
      render(<BoxRating box={box} stored={stored} />);
      expect(screen.getByTestId("box-rating")).toHaveTextContent(rating);
      expect(screen.getByTestId("box-review-count")).toHaveTextContent(count);
      expect(screen.getByTestId("box-rating-basis")).toHaveTextContent(basis);
    });
  }
});
