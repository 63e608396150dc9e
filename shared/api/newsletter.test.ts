import { describe, expect, it } from "vitest";
import { newsletterInputSchema } from "./newsletter";

// The newsletter form in the browser and POST /api/newsletter check the address with this schema.
describe("newsletter validation", () => {
  it("accepts a valid address, trimmed", () => {
    expect(newsletterInputSchema.parse({ email: " mia@example.com " })).toEqual({
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
      expect(newsletterInputSchema.safeParse({ email }).success, email).toBe(false);
    }
  });
});
