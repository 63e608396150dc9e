import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createCart } from "../cart-storage";
import { AddToCartButton } from "./add-to-cart-button";

const box = { id: 3, name: "Cozy Cat Crate", price: 29.99 };

const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe("AddToCartButton", () => {
  it("adds the item to localStorage 'cart' and says so in a dialog", async () => {
    localStorage.setItem("cart", "{corrupt");
    const user = userEvent.setup();
    inRouter(<AddToCartButton item={box} />);
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    const dialog = screen.getByRole("dialog", { name: "Item added to cart!" });
    expect(dialog).toHaveTextContent("1 item is in your cart.");
    await user.click(screen.getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(screen.getByRole("dialog")).toHaveTextContent("2 items are in your cart.");
    expect(JSON.parse(localStorage.getItem("cart")!)).toEqual([box, box]);
  });

  it("offers a way on to the cart beside OK", async () => {
    const user = userEvent.setup();
    inRouter(<AddToCartButton item={box} />);
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    const dialog = screen.getByRole("dialog", { name: "Item added to cart!" });
    expect(within(dialog).getByRole("link", { name: "View cart" })).toHaveAttribute(
      "href",
      "/cart",
    );
    expect(within(dialog).getByRole("button", { name: "OK" })).toHaveFocus();
  });

  it("explains when the browser refuses to store the cart", async () => {
    const user = userEvent.setup();
    inRouter(
      <AddToCartButton item={box} cart={createCart({ read: () => null, write: () => false })} />,
    );
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(screen.getByRole("dialog", { name: "Item added to cart!" })).toHaveTextContent(
      /storage is full or turned off/,
    );
  });
});
