import { describe, expect, it } from "vitest";
import { contactInputSchema } from "./contact";
import { fieldErrors } from "./errors";

// The contact form in the browser and POST /api/contact check with this one schema.
function check(values: { name: string; email: string; message: string }) {
  const parsed = contactInputSchema.safeParse(values);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: fieldErrors(parsed.error) };
}

describe("contact validation", () => {
  it("accepts a filled form and trims it", () => {
    expect(check({ name: " Ada ", email: " ada@example.com ", message: " Hello " })).toEqual({
      ok: true,
      value: { name: "Ada", email: "ada@example.com", message: "Hello" },
    });
  });

  it("names every empty or blank field with a clear message", () => {
    expect(check({ name: "  ", email: "", message: "\n" })).toEqual({
      ok: false,
      errors: {
        name: "Please tell us your name.",
        email: "Please enter your email address.",
        message: "Please write your message.",
      },
    });
  });

  it("refuses an e-mail address without a domain", () => {
    expect(check({ name: "Ada", email: "ada@home", message: "Hi" })).toEqual({
      ok: false,
      errors: { email: "Please enter a valid email address, like name@example.com." },
    });
  });

  it("allows a name of 200 characters and refuses 201, and a message of at most 5000", () => {
    expect(check({ name: "a".repeat(200), email: "a@b.co", message: "Hi" }).ok).toBe(true);
    expect(check({ name: "a".repeat(201), email: "a@b.co", message: "Hi" })).toEqual({
      ok: false,
      errors: { name: "Please keep your name to 200 characters or fewer." },
    });
    expect(check({ name: "Ada", email: "a@b.co", message: "x".repeat(5001) }).ok).toBe(false);
  });
});
