import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CartNavLink } from "./cart-nav-link";

describe("CartNavLink", () => {
  it("links to /cart and says how many boxes are in it, following other tabs", () => {
    localStorage.setItem("cart", JSON.stringify([{ id: 1 }]));
    render(
      <MemoryRouter>
        <CartNavLink />
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "Cart, 1 box" });
    expect(link).toHaveAttribute("href", "/cart");
    expect(screen.getByTestId("cart-count")).toHaveTextContent("1");

    // Another tab adds two boxes: the browser tells this one with a storage event.
    localStorage.setItem("cart", JSON.stringify([{ id: 1 }, { id: 2 }, { id: 2 }]));
    act(() => window.dispatchEvent(new StorageEvent("storage", { key: "cart" })));
    expect(screen.getByRole("link", { name: "Cart, 3 boxes" })).toBeInTheDocument();

    localStorage.removeItem("cart");
    act(() => window.dispatchEvent(new StorageEvent("storage", { key: null })));
    expect(screen.getByRole("link", { name: "Cart, empty" })).toBeInTheDocument();
    expect(screen.queryByTestId("cart-count")).not.toBeInTheDocument();
  });
});
