import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { NavBar, type NavSession } from "./nav-bar";

const mia: NavSession = { displayName: "Mia Moss", email: "mia@example.com", photoURL: null };

function renderNav(session: NavSession | null, checking = false) {
  const router = createMemoryRouter([
    {
      path: "/",
      element: <NavBar session={session} checking={checking} onSignOut={() => {}} />,
    },
  ]);
  render(<RouterProvider router={router} />);
}

const accountPages = [
  ["My subscriptions", "/account/subscriptions"],
  ["My orders", "/account/orders"],
  ["My pets", "/pets"],
  ["My gifts", "/account/gifts"],
] as const;

describe("NavBar: the account's own pages, in words (issue 25 §8)", () => {
  it("names My subscriptions, My orders, My pets and My gifts for a signed-in account, on wide screens and in the phone menu; a visitor sees none", async () => {
    renderNav(null);
    for (const [name] of accountPages) {
      expect(screen.queryByRole("link", { name, hidden: true })).toBeNull();
    }
    cleanup();
    renderNav(mia);
    const nav = screen.getByRole("navigation", { name: "Main" });
    // The wide screens' row (the phone menu is closed, so hidden).
    const row = within(nav).getByRole("list", { name: "Your account" });
    for (const [name, href] of accountPages) {
      expect(within(row).getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const lists = within(nav).getAllByRole("list", { name: "Your account" });
    expect(lists).toHaveLength(2);
    for (const [name, href] of accountPages) {
      expect(within(lists[1]!).getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });

  it("keeps the account row's place while a stored session is checked, unseen and out of reach, so the page does not move down", () => {
    renderNav(null, true);
    const reserved = screen.getByTestId("account-row-reserved");
    expect(reserved).toHaveClass("invisible");
    expect(reserved).toHaveAttribute("inert");
    // jsdom applies neither the stylesheet nor inert: what the browser hides is what is marked so.
    expect(reserved.querySelectorAll("a")).toHaveLength(accountPages.length);
    expect(reserved).not.toHaveAccessibleName();
    cleanup();
    renderNav(null);
    expect(screen.queryByTestId("account-row-reserved")).toBeNull();
  });
});
