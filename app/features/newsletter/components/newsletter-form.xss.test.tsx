import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { asSingleLine, XSS_PAYLOADS } from "../../../../tests/support/xss-corpus";
import { expectNoInjectedMarkup } from "../../../../tests/support/xss-dom";
import { NewsletterForm } from "./newsletter-form";

// Every payload of the XSS corpus as the newsletter address: the spec's 'Oops...', nothing sent,
// nothing built from it (docs/decisions/190). The browser test types the nastiest few.

vi.setConfig({ testTimeout: 60_000 });

describe("NewsletterForm with hostile addresses", () => {
  it("answers every payload with 'Oops...' and sends nothing", async () => {
    const subscribe = vi.fn();
    render(<NewsletterForm subscribe={subscribe} />);
    for (const payload of XSS_PAYLOADS) {
      fireEvent.change(screen.getByLabelText("Email"), {
        target: { value: asSingleLine(payload) },
      });
      fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
      const dialog = await screen.findByRole("alertdialog", { name: "Oops..." });
      expect(dialog, payload).toHaveTextContent("Please enter a valid email!");
      expectNoInjectedMarkup(payload);
      fireEvent.click(within(dialog).getByRole("button", { name: "OK" }));
      expect(screen.queryByRole("alertdialog"), payload).not.toBeInTheDocument();
    }
    expect(subscribe).not.toHaveBeenCalled();
  });
});
