import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { GiftFromCart } from "./gift-from-cart";

// "This is a gift" at checkout (decision 271): a gift is one of the cart's boxes.

vi.mock("~/api/gifts", () => ({ giveGift: vi.fn() }));

const kitten = { id: 4, name: "Kitten Starter Kit", price: 24.99 };
const puppy = { id: 1, name: "Puppy Party Box", price: 29.99 };
const plans = [{ deliveriesPrepaid: 6, discountPercent: 5 }];

function show(boxes: (typeof kitten)[]) {
  render(
    <MemoryRouter>
      <GiftFromCart boxes={boxes} plans={plans} timeZone="America/New_York" />
    </MemoryRouter>,
  );
}

describe("a gift from the cart", () => {
  it("names the one box of the cart", async () => {
    show([kitten]);
    expect(screen.getByText(/The gift is the/)).toHaveTextContent(
      "The gift is the Kitten Starter Kit from your cart.",
    );
    expect(
      await screen.findByRole("button", { name: "Order the gift of the Kitten Starter Kit" }),
    ).toBeVisible();
  });

  it("lets the buyer pick which of several boxes is the gift, and prices that one", async () => {
    const user = userEvent.setup();
    show([kitten, puppy]);
    const group = screen.getByRole("group", { name: "Which box is the gift?" });
    expect(group).toBeVisible();
    expect(screen.getByRole("radio", { name: "Kitten Starter Kit" })).toBeChecked();
    await screen.findByRole("button", { name: "Order the gift of the Kitten Starter Kit" });
    await user.click(screen.getByRole("radio", { name: "Puppy Party Box" }));
    expect(
      await screen.findByRole("button", { name: "Order the gift of the Puppy Party Box" }),
    ).toBeVisible();
    // 3 boxes of $29.99, shipped free to the United States.
    expect(screen.getByRole("radio", { name: /3 boxes/ }).closest("label")).toHaveTextContent(
      "$89.97",
    );
  });
});
