import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LoadState } from "./load-state";

describe("LoadState", () => {
  it("names what is loading", () => {
    render(<LoadState state={{ status: "loading" }} label="Loading your orders" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your orders");
  });

  it("says why it failed, and Try again loads again", async () => {
    const retry = vi.fn();
    render(
      <LoadState
        state={{ status: "failed", message: "The shop is resting.", retry }}
        label="Loading your orders"
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("The shop is resting.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
