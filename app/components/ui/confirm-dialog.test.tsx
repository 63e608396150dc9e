import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";

type Props = Partial<ComponentProps<typeof ConfirmDialog>>;

/** A button that opens the question, as a page would. */
function Harness(props: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete Miso
      </button>
      <ConfirmDialog
        open={open}
        title="Delete Miso?"
        description="This cannot be undone."
        confirmLabel="Delete"
        cancelLabel="Keep"
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
        {...props}
      />
    </>
  );
}

async function openIt(props: Props = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole("button", { name: "Delete Miso" }));
  return user;
}

describe("ConfirmDialog", () => {
  it("a destructive one is an alertdialog named and described by its text, starting on the safe choice", async () => {
    await openIt({ destructive: true });
    const dialog = screen.getByRole("alertdialog", { name: "Delete Miso?" });
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog).toHaveAccessibleDescription("This cannot be undone.");
    expect(screen.getByRole("button", { name: "Keep" })).toHaveFocus();
  });

  it("any other starts on its first choice, or on the confirm button when it has none", async () => {
    const user = await openIt();
    expect(screen.getByRole("dialog", { name: "Delete Miso?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Keep" }));

    await user.click(screen.getByRole("button", { name: "Delete Miso" }));
    expect(screen.getByRole("button", { name: "Delete" })).toHaveFocus();
  });

  it("starts on the first field when it asks for something", async () => {
    await openIt({
      children: (
        <label>
          Reason <input name="reason" />
        </label>
      ),
    });
    expect(screen.getByLabelText("Reason")).toHaveFocus();
  });

  it("Escape is the safe answer, and focus goes back to the button that opened it", async () => {
    const onConfirm = vi.fn();
    const user = await openIt({ destructive: true, onConfirm });
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Delete Miso" })).toHaveFocus();
  });

  it("confirm calls onConfirm", async () => {
    const onConfirm = vi.fn();
    const user = await openIt({ onConfirm });
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("while the answer is sent, both buttons wait and Escape does nothing", () => {
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        pending
        pendingLabel="Deleting…"
        title="Delete Tofu?"
        confirmLabel="Delete"
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole("button", { name: "Deleting…" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    fireEvent.keyDown(screen.getByRole("dialog", { name: "Delete Tofu?" }), { key: "Escape" });
    expect(onCancel).not.toHaveBeenCalled();
  });

  it("given a form's props, it is that form and confirm submits it", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const user = await openIt({ form: { onSubmit }, onConfirm: undefined });
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
