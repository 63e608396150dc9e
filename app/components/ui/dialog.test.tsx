import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Dialog } from "./dialog";

function Harness({ dismissable, onAction }: { dismissable: boolean; onAction?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        title="Item added to cart!"
        tone="success"
        actionLabel="OK"
        onAction={() => {
          onAction?.();
          setOpen(false);
        }}
        onDismiss={dismissable ? () => setOpen(false) : undefined}
      >
        1 item is in your cart.
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("is a <dialog> named by its title and described by its text, starting on its button", async () => {
    const user = userEvent.setup();
    render(<Harness dismissable />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Item added to cart!" });
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog).toHaveAccessibleDescription("1 item is in your cart.");
    expect(screen.getByRole("button", { name: "OK" })).toHaveFocus();
  });

  it("closes with its button and gives focus back", async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<Harness dismissable={false} onAction={onAction} />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.click(screen.getByRole("button", { name: "OK" }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open" })).toHaveFocus();
  });

  it("closes on Escape only when it may be dismissed", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness dismissable={false} />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    unmount();

    render(<Harness dismissable />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("uses role alertdialog for errors", async () => {
    render(
      <Dialog open title="Oops..." tone="error" actionLabel="OK" onAction={() => {}}>
        Please enter a valid email!
      </Dialog>,
    );
    expect(screen.getByRole("alertdialog", { name: "Oops..." })).toBeInTheDocument();
  });
});
