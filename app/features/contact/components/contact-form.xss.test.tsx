import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  asName,
  asSingleLine,
  asStoredText,
  FREE_TEXT_PAYLOADS,
} from "../../../../tests/support/xss-corpus";
import { expectNoInjectedMarkup } from "../../../../tests/support/xss-dom";
import { ContactForm } from "./contact-form";

// Every payload of the XSS corpus in the contact form's name and message: sent as typed, the
// fields reset, the thanks shown, nothing built from it (docs/decisions/190). The API's side is
// server/api.xss.test.ts; the browser test types the nastiest few.

vi.setConfig({ testTimeout: 60_000 });

describe("ContactForm with hostile names and messages", () => {
  it("sends every payload as the name and the message, as typed", async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    render(<ContactForm send={send} />);
    for (const payload of FREE_TEXT_PAYLOADS) {
      // A name longer than the form takes is refused beside the field (contact-form.test.tsx).
      const name = asName(payload).length <= 200 ? asSingleLine(payload) : "Mia Moss";
      fireEvent.change(screen.getByLabelText("Name"), { target: { value: name } });
      fireEvent.change(screen.getByLabelText("Email"), { target: { value: "mia@example.com" } });
      fireEvent.change(screen.getByLabelText("Message"), { target: { value: payload } });
      fireEvent.click(screen.getByRole("button", { name: "Send message" }));
      const thanks = await screen.findByRole("dialog", { name: "Thanks for contacting!" });
      expect(send, payload).toHaveBeenLastCalledWith({
        name: asName(name).replaceAll("\u0000", ""),
        email: "mia@example.com",
        message: asStoredText(payload),
      });
      await waitFor(() => expect(screen.getByLabelText("Message"), payload).toHaveValue(""));
      expectNoInjectedMarkup(payload);
      fireEvent.click(within(thanks).getByRole("button", { name: "Okay!" }));
      expect(screen.queryByRole("dialog"), payload).not.toBeInTheDocument();
    }
    expect(send).toHaveBeenCalledTimes(FREE_TEXT_PAYLOADS.length);
  });
});
