import { describe, expect, it } from "vitest";
import { parseContactForm } from "./schemas";

describe("contact form validation", () => {
  it("accepts a filled form and trims it", () => {
    expect(
      parseContactForm({ name: " Ada ", email: " ada@example.com ", message: " Hello " }),
    ).toEqual({ ok: true, value: { name: "Ada", email: "ada@example.com", message: "Hello" } });
  });

  it("names every empty or blank field with a clear message", () => {
    expect(parseContactForm({ name: "  ", email: "", message: "\n" })).toEqual({
      ok: false,
      errors: {
        name: "Please tell us your name.",
        email: "Please enter your email address.",
        message: "Please write your message.",
      },
    });
  });

  it("refuses an e-mail address without a domain", () => {
    const result = parseContactForm({ name: "Ada", email: "ada@home", message: "Hi" });
    expect(result).toEqual({
      ok: false,
      errors: { email: "Please enter a valid email address, like name@example.com." },
    });
  });

  it("refuses an overlong message", () => {
    const result = parseContactForm({ name: "Ada", email: "a@b.co", message: "x".repeat(5001) });
    expect(result.ok).toBe(false);
  });
});
