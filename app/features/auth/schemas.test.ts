import { describe, expect, it } from "vitest";
import { fieldErrors } from "@shared/api/errors";
import {
  forgotPasswordSchema,
  loginSchema,
  PHOTO_URL_MESSAGE,
  profileSchema,
  registerSchema,
} from "./schemas";
import { validRegistration } from "./test-registration";

describe("form schemas", () => {
  it("login: password rules before the terms, one message", () => {
    const result = loginSchema.safeParse({
      email: "a@b.c",
      password: "short",
      termsAccepted: false,
    });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrors(result.error)).toEqual({
        password: "Password must be at least 8 characters long.",
      });
    const terms = loginSchema.safeParse({ email: "", password: "Kibble123", termsAccepted: false });
    if (!terms.success)
      expect(fieldErrors(terms.error)).toEqual({
        termsAccepted: "Please Accept Our Terms and Conditions",
      });
    expect(terms.success).toBe(false);
  });

  it("register: first name, last name, photo URL and e-mail are required", () => {
    const result = registerSchema.safeParse({
      ...validRegistration,
      firstName: " ",
      lastName: "",
      photoURL: "",
      email: "",
    });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(Object.keys(fieldErrors(result.error)).sort()).toEqual([
        "email",
        "firstName",
        "lastName",
        "photoURL",
      ]);
    expect(registerSchema.safeParse(validRegistration).success).toBe(true);
  });

  it.each(["javascript:alert(1)", "data:image/png;base64,AAAA", "not a url", "ftp://x.org/a.png"])(
    "register and profile refuse the photo URL %j",
    (photoURL) => {
      const register = registerSchema.safeParse({ ...validRegistration, photoURL });
      const profile = profileSchema.safeParse({ displayName: "Mia", photoURL });
      for (const result of [register, profile]) {
        expect(result.success).toBe(false);
        if (!result.success) expect(fieldErrors(result.error).photoURL).toBe(PHOTO_URL_MESSAGE);
      }
    },
  );

  it("profile: name required, photo URL optional", () => {
    expect(profileSchema.safeParse({ displayName: "Mia", photoURL: "" }).success).toBe(true);
    const result = profileSchema.safeParse({ displayName: "  ", photoURL: "" });
    expect(result.success).toBe(false);
  });
});

describe("forgot password on the login screen", () => {
  it("asks for the e-mail first", () => {
    const result = forgotPasswordSchema.safeParse({ email: "  " });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrors(result.error)).toEqual({ email: "Please enter your email first !" });
  });
});
