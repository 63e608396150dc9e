import { describe, expect, it } from "vitest";
import { parseNewsletterForm } from "./schemas";

describe("newsletter validation", () => {
  it("accepts a valid address, trimmed", () => {
    expect(parseNewsletterForm({ email: " mia@example.com " })).toEqual({
      email: "mia@example.com",
    });
  });

  it("refuses empty and invalid addresses", () => {
    for (const email of [
      "",
      "   ",
      "mia",
      "mia@",
      "@example.com",
      "mia@example",
      "a b@example.com",
    ]) {
      expect(parseNewsletterForm({ email }), email).toBeNull();
    }
  });
});
