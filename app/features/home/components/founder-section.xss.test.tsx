import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { asName, XSS_PAYLOADS } from "../../../../tests/support/xss-corpus";
import { expectNoInjectedMarkup } from "../../../../tests/support/xss-dom";
import { FounderSection } from "./founder-section";

// Every payload of the XSS corpus as the signed-in customer's name: the founder greets them with
// it as text (docs/decisions/190).

describe("FounderSection with hostile names", () => {
  it("greets every payload as text", () => {
    for (const payload of XSS_PAYLOADS) {
      const name = asName(payload);
      const router = createMemoryRouter([
        { path: "/", element: <FounderSection userName={name} detailsHref="/mydetails" /> },
      ]);
      render(<RouterProvider router={router} />);
      expect(screen.getByRole("heading", { level: 2 }).textContent, payload).toBe(`HELLO ${name}`);
      expectNoInjectedMarkup(payload);
      cleanup();
    }
  });
});
