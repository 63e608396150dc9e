import { fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ListingState } from "../api/load-listing";
import { BoxListing } from "./box-listing";

const boxes = [
  {
    id: 1,
    name: "Cozy Cat Corner",
    thumbnail: "/images/boxes/cozy.jpg",
    description: "A snug box.",
    price: 29.99,
    frequency: "Monthly" as const,
    rating: 4.7,
    number_of_reviews: 389,
  },
  {
    id: "7",
    name: "Artisan Dog Treats",
    thumbnail: "/images/boxes/treats.jpg",
    description: "Baked nearby.",
    price: 30,
    frequency: "Quarterly" as const,
    rating: 4.9,
    number_of_reviews: 12,
  },
];

function renderListing(state: ListingState, onRetry = vi.fn()) {
  const router = createMemoryRouter([
    { path: "/", element: <BoxListing state={state} onRetry={onRetry} /> },
  ]);
  render(<RouterProvider router={router} />);
  return onRetry;
}

describe("BoxListing", () => {
  it("shows the spec's heading and one card per box with NEW, price, Subscribe and View More", () => {
    renderListing({ status: "ok", boxes });
    expect(
      screen.getByRole("heading", { level: 2, name: "Be Part of Our Community – Join Now!" }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(2);
    const second = within(cards[1]!);
    expect(second.getByRole("heading", { name: "Artisan Dog Treats" })).toBeInTheDocument();
    expect(second.getByText("NEW")).toBeInTheDocument();
    expect(second.getByText("$30.00")).toBeInTheDocument();
    expect(second.getByRole("img", { name: /Artisan Dog Treats/ })).toHaveAttribute(
      "height",
      "450",
    );
    expect(second.getByRole("link", { name: "Subscribe to Artisan Dog Treats" })).toHaveAttribute(
      "href",
      "/subscribe/7",
    );
    expect(
      second.getByRole("link", { name: "View More about Artisan Dog Treats" }),
    ).toHaveAttribute("href", "/boxcarddetails/7");
  });

  it("shows the error with a working Retry instead of the cards when loading failed", () => {
    const onRetry = renderListing({
      status: "error",
      message: "The list of boxes could not be read.",
    });
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.getByRole("alert")).toHaveTextContent("The list of boxes could not be read.");
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
