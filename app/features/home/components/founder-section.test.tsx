import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { FounderSection } from "./founder-section";

function renderFounder(userName: string | null) {
  const router = createMemoryRouter([
    { path: "/", element: <FounderSection userName={userName} detailsHref="/mydetails" /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe("FounderSection", () => {
  it("greets the signed-in user by name", () => {
    renderFounder("Noor Haddad");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("HELLO Noor Haddad");
  });

  it("greets a visitor (or a nameless account) warmly", () => {
    renderFounder(null);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("HELLO Pet Lover");
  });

  it("tells the founder's story and links 'Follow for more !' to /mydetails", () => {
    renderFounder("  ");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("HELLO Pet Lover");
    expect(screen.getByText(/select every single item in every box personally/)).toBeVisible();
    expect(screen.getByText(/They're family/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Follow for more !" })).toHaveAttribute(
      "href",
      "/mydetails",
    );
    expect(screen.getByRole("img", { name: /founder of PetBox/ })).toHaveAttribute("width", "600");
  });
});
