import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BIDI_MESSAGE } from "@shared/api/free-text";
import { ContactForm } from "./contact-form";

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  email: string,
  message: string,
) {
  if (name) await user.type(screen.getByLabelText("Name"), name);
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Message"), message);
  await user.click(screen.getByRole("button", { name: "Send message" }));
}

describe("ContactForm", () => {
  it("has the spec's fields, all required", () => {
    render(<ContactForm />);
    expect(screen.getByLabelText("Name")).toHaveAttribute("type", "text");
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Message")).toHaveAttribute("rows", "4");
    for (const label of ["Name", "Email", "Message"]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
  });

  it("sends, resets the fields and thanks the sender", async () => {
    const user = userEvent.setup();
    const send = vi.fn().mockResolvedValue(undefined);
    render(<ContactForm send={send} />);
    await fillForm(user, "Ada Lovelace", "ada@example.com", "Can I skip March?");
    expect(send).toHaveBeenCalledWith({
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "Can I skip March?",
    });
    const dialog = await screen.findByRole("dialog", { name: "Thanks for contacting!" });
    expect(dialog).toHaveTextContent("We’ll get back to you soon.");
    for (const label of ["Name", "Email", "Message"]) {
      expect(screen.getByLabelText(label)).toHaveValue("");
    }
    await user.click(within(dialog).getByRole("button", { name: "Okay!" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("explains a blank field inline and does not send", async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    render(<ContactForm send={send} />);
    await fillForm(user, "   ", "ada@example.com", "Hello");
    const name = screen.getByLabelText("Name");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Please tell us your name.");
    // Focus moves in an effect after the refusal renders.
    await waitFor(() => expect(name).toHaveFocus());
    expect(send).not.toHaveBeenCalled();
  });

  it("keeps what was typed and says so when sending fails", async () => {
    const user = userEvent.setup();
    render(<ContactForm send={vi.fn().mockRejectedValue(new Error("503"))} />);
    await fillForm(user, "Ada", "ada@example.com", "Hello there");
    expect(await screen.findByRole("alert")).toHaveTextContent(/could not send your message/);
    expect(screen.getByLabelText("Name")).toHaveValue("Ada");
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    expect(screen.getByLabelText("Message")).toHaveValue("Hello there");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("takes a name as long as the server does (200 characters), not only 100", async () => {
    const user = userEvent.setup();
    const send = vi.fn().mockResolvedValue(undefined);
    render(<ContactForm send={send} />);
    const name = "N".repeat(150);
    await user.click(screen.getByLabelText("Name"));
    await user.paste(name);
    await fillForm(user, "", "ada@example.com", "Hello");
    expect(send).toHaveBeenCalledWith({ name, email: "ada@example.com", message: "Hello" });
    expect(screen.getByLabelText("Name")).toHaveAttribute("maxlength", "200");
  });

  it("refuses a pasted text-direction control beside the field, and does not send (issue 24)", async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    render(<ContactForm send={send} />);
    // U+202E reverses what follows it: stored, it would make the name read otherwise.
    await user.click(screen.getByLabelText("Name"));
    await user.paste("Ada \u202Eecalevol");
    await fillForm(user, "", "ada@example.com", "Hello\nthere");
    const name = screen.getByLabelText("Name");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription(BIDI_MESSAGE);
    expect(screen.getByLabelText("Message")).not.toHaveAttribute("aria-invalid");
    expect(send).not.toHaveBeenCalled();
  });
});
