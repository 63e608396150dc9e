import { describe, expect, it } from "vitest";
import { contactInputSchema } from "./contact";

describe("free text in API requests", () => {
  it("drops NUL characters from a contact name and message, and still requires content", () => {
    expect(
      contactInputSchema.parse({
        name: "Ann\u0000",
        email: "ann@example.com",
        message: "Hi\u0000 there",
      }),
    ).toEqual({ name: "Ann", email: "ann@example.com", message: "Hi there" });
    expect(
      contactInputSchema.safeParse({ name: "\u0000", email: "ann@example.com", message: "Hi" })
        .success,
    ).toBe(false);
  });
});
