import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CodeEntry } from "./code-entry";

// The code field's chunk cannot be fetched (the network went away after the page loaded).
vi.mock("./code-field", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

describe("the code field when its code cannot be fetched (decision 277)", () => {
  it("keeps the button, says so, and tries again on the next press", async () => {
    const user = userEvent.setup();
    render(<CodeEntry order={null} applied={null} onApplied={() => {}} />);
    const ask = screen.getByRole("button", { name: "Have a discount or referral code?" });
    await user.click(ask);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We could not open the code field just now. Please try again.",
    );
    const again = screen.getByRole("button", { name: "Have a discount or referral code?" });
    await user.click(again);
    expect(await screen.findByRole("alert")).toBeVisible();
  });
});
