import { describe, expect, it } from "vitest";
import { addressSchema } from "./address";
import { contactInputSchema } from "./contact";
import { fieldErrors } from "./errors";
import { BIDI_MESSAGE, ONE_LINE_MESSAGE } from "./free-text";

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

  it("refuses a name that would print a line of its own in an e-mail (issue 24)", () => {
    const result = addressSchema.safeParse({
      fullName: "Ada\r\nBcc: x@evil.example",
      line1: "12 Main Street",
      city: "Springfield",
      region: "IL",
      postalCode: "62704",
      country: "US",
    });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      fullName: ONE_LINE_MESSAGE,
    });
  });

  it("keeps a message's line breaks, refuses its text-direction controls, and says which", () => {
    const contact = (name: string, message: string) => {
      const result = contactInputSchema.safeParse({ name, email: "ann@example.com", message });
      return result.success ? result.data : fieldErrors(result.error);
    };
    expect(contact("Ann", "Hi\r\nthere\u2028again")).toMatchObject({
      message: "Hi\r\nthere\u2028again",
    });
    expect(contact("Ann\u202E", "Hi\u2067there")).toEqual({
      name: BIDI_MESSAGE,
      message: BIDI_MESSAGE,
    });
    expect(contact("Ann\u2029Lee", "Hi")).toEqual({ name: ONE_LINE_MESSAGE });
  });
});
