import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Footer } from "./footer";

describe("Footer", () => {
  it("keeps the spec's links and adds the EU withdrawal link (issue 25 §7)", () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const nav = screen.getByRole("navigation", { name: "Footer" });
    const links = within(nav)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Home", "#"],
      ["How It Works", "#"],
      ["Shop", "#"],
      ["FAQ", "#"],
      ["Help", "/help"],
      ["Terms of Service", "/terms"],
      ["Privacy Policy", "/privacy"],
      ["Withdraw from contract here", "/withdraw"],
    ]);
    expect(screen.getByText("© 2025 PetBox. All rights reserved.")).toBeInTheDocument();
  });
});
