import { describe, expect, it } from "vitest";
import { credentialProblem, passwordProblem, TERMS_MESSAGE } from "./password-rules";

const LENGTH = "Password must be at least 8 characters long.";
const UPPER = "Password must contain at least one uppercase letter.";
const LOWER = "Password must contain at least one lowercase letter.";
const NUMBER = "Password must contain at least one number.";

describe("password rules (spec §5), first failure wins", () => {
  it.each([
    ["", LENGTH],
    ["abc", LENGTH],
    ["Ab1cd", LENGTH], // 5 characters: every other rule passes, the length one still fails
    ["abcdef", UPPER], // 6 characters is enough: the check is 6 although the message says 8
    ["abc123", UPPER],
    ["ABCDEF", LOWER],
    ["ABC123", LOWER],
    ["Abcdef", NUMBER],
    ["ABCdef", NUMBER],
  ])("%j → %s", (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it("accepts a password of 6 with an uppercase letter, a lowercase letter and a number", () => {
    expect(passwordProblem("Abcde1")).toBeNull();
    expect(passwordProblem("Kibble123")).toBeNull();
  });

  it("checks the terms only after the password", () => {
    expect(credentialProblem({ password: "abc", termsAccepted: false })).toEqual({
      field: "password",
      message: LENGTH,
    });
    expect(credentialProblem({ password: "abcdef", termsAccepted: false })).toEqual({
      field: "password",
      message: UPPER,
    });
    expect(credentialProblem({ password: "Kibble123", termsAccepted: false })).toEqual({
      field: "terms",
      message: TERMS_MESSAGE,
    });
    expect(TERMS_MESSAGE).toBe("Please Accept Our Terms and Conditions");
    expect(credentialProblem({ password: "Kibble123", termsAccepted: true })).toBeNull();
  });
});
