import { describe, expect, it } from "vitest";
import {
  AuthFailure,
  isPopupCancellation,
  isSessionInvalidation,
  LOGIN_MESSAGES,
  loginErrorMessage,
  REGISTER_MESSAGES,
  registerErrorMessage,
  RESET_MESSAGES,
  resetErrorMessage,
  SPEC_AUTH_ERROR_CODES,
  UNREACHABLE_MESSAGE,
  toAuthFailure,
} from "./auth-errors";

describe("login error mapping (spec §8)", () => {
  it("keeps the spec's three texts exactly", () => {
    expect(LOGIN_MESSAGES).toEqual({
      wrongPassword: "Incorrect Password. Please try again",
      userNotFound: "No user found with this email.",
      other: "Incorrect Password. Please try again !",
      network: "We could not reach the sign-in service. Check your connection and try again.",
    });
  });

  const expected: Record<string, string> = {
    "auth/wrong-password": "Incorrect Password. Please try again",
    "auth/user-not-found": "No user found with this email.",
    // Not a login failure: the service was not reached (docs/decisions/051).
    "auth/network-request-failed": UNREACHABLE_MESSAGE,
  };

  it.each(SPEC_AUTH_ERROR_CODES.map((code) => [code]))("%s", (code) => {
    expect(loginErrorMessage(code)).toBe(
      expected[code] ?? "Incorrect Password. Please try again !",
    );
  });

  it("answers the third message for enumeration-protected projects and unknown codes", () => {
    expect(loginErrorMessage("auth/invalid-credential")).toBe(
      "Incorrect Password. Please try again !",
    );
    expect(loginErrorMessage("auth/invalid-login-credentials")).toBe(LOGIN_MESSAGES.other);
    expect(loginErrorMessage("unknown")).toBe(LOGIN_MESSAGES.other);
  });

  it("lists 29 codes of the spec, each once", () => {
    expect(new Set(SPEC_AUTH_ERROR_CODES).size).toBe(SPEC_AUTH_ERROR_CODES.length);
    expect(SPEC_AUTH_ERROR_CODES).toHaveLength(29);
  });
});

describe("reset page error mapping", () => {
  it("keeps the spec's text for failures, and says when the service was not reached", () => {
    expect(RESET_MESSAGES.failed).toBe("Failed to send reset link. Try again.");
    expect(resetErrorMessage("auth/user-not-found")).toBe(RESET_MESSAGES.failed);
    expect(resetErrorMessage("unknown")).toBe(RESET_MESSAGES.failed);
    expect(resetErrorMessage("auth/network-request-failed")).toBe(UNREACHABLE_MESSAGE);
  });
});

describe("registration error mapping", () => {
  it.each([
    ["auth/email-already-in-use", REGISTER_MESSAGES.emailInUse],
    ["auth/weak-password", REGISTER_MESSAGES.weakPassword],
    ["auth/password-does-not-meet-requirements", REGISTER_MESSAGES.weakPassword],
    ["auth/invalid-email", REGISTER_MESSAGES.invalidEmail],
    ["auth/network-request-failed", REGISTER_MESSAGES.network],
    ["auth/too-many-requests", REGISTER_MESSAGES.tooMany],
    ["auth/internal-error", REGISTER_MESSAGES.other],
    ["unknown", REGISTER_MESSAGES.other],
  ])("%s → its message", (code, message) => {
    expect(registerErrorMessage(code)).toBe(message);
  });
});

describe("error helpers", () => {
  it("keeps only the SDK's code", () => {
    const failure = toAuthFailure(Object.assign(new Error("x"), { code: "auth/user-disabled" }));
    expect(failure).toBeInstanceOf(AuthFailure);
    expect(failure.code).toBe("auth/user-disabled");
    expect(toAuthFailure(new TypeError("Failed to fetch")).code).toBe("unknown");
    expect(toAuthFailure(failure)).toBe(failure);
  });

  it("tells a closed popup from a failure", () => {
    expect(isPopupCancellation("auth/popup-closed-by-user")).toBe(true);
    expect(isPopupCancellation("auth/cancelled-popup-request")).toBe(true);
    expect(isPopupCancellation("auth/popup-blocked")).toBe(false);
    expect(isPopupCancellation("auth/internal-error")).toBe(false);
  });

  it("knows which codes end the session", () => {
    for (const code of ["auth/user-disabled", "auth/user-token-expired", "auth/invalid-user-token"])
      expect(isSessionInvalidation(code)).toBe(true);
    expect(isSessionInvalidation("auth/network-request-failed")).toBe(false);
  });
});
