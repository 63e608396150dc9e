import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { NewsletterForm } from "./newsletter-form";

describe("NewsletterForm", () => {
  it.each(["", "not-an-address"])("shows 'Oops...' for %j and sends nothing", async (email) => {
    const user = userEvent.setup();
    const subscribe = vi.fn();
    render(<NewsletterForm subscribe={subscribe} />);
    if (email) await user.type(screen.getByLabelText("Email"), email);
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Oops..." });
    expect(dialog).toHaveTextContent("Please enter a valid email!");
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it("confirms a valid address and clears the field", async () => {
    const user = userEvent.setup();
    const subscribe = vi.fn().mockResolvedValue(undefined);
    render(<NewsletterForm subscribe={subscribe} />);
    await user.type(screen.getByLabelText("Email"), "mia@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("dialog", { name: "You’re subscribed!" })).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith({ email: "mia@example.com" });
    expect(screen.getByLabelText("Email")).toHaveValue("");
  });

  it("keeps the address and explains when the sign-up fails", async () => {
    const user = userEvent.setup();
    render(<NewsletterForm subscribe={vi.fn().mockRejectedValue(new Error("offline"))} />);
    await user.type(screen.getByLabelText("Email"), "mia@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/could not sign you up/);
    expect(screen.getByLabelText("Email")).toHaveValue("mia@example.com");
  });
});
