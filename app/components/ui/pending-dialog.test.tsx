import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { NOT_OPENED, PendingDialog } from "./pending-dialog";

function Harness({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Pause
      </button>
      {open ? (
        <PendingDialog failed={failed} onRetry={onRetry} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

describe("PendingDialog", () => {
  it("says it is opening while the code loads", async () => {
    const user = userEvent.setup();
    render(<Harness failed={false} onRetry={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Pause" }));
    const dialog = screen.getByRole("dialog", { name: "Opening" });
    expect(dialog).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Opening…");
  });

  it("when the code could not load: says so, Try again has focus; Escape closes, focus goes back", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(<Harness failed={false} onRetry={onRetry} />);
    await user.click(screen.getByRole("button", { name: "Pause" }));
    rerender(<Harness failed onRetry={onRetry} />);
    expect(screen.getByRole("dialog", { name: NOT_OPENED })).toBeInTheDocument();
    const retry = screen.getByRole("button", { name: "Try again" });
    expect(retry).toHaveFocus();
    await user.click(retry);
    expect(onRetry).toHaveBeenCalledOnce();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pause" })).toHaveFocus();
  });
});
