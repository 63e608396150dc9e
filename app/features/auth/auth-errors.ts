/**
 * The one place that turns the identity SDK's failures into our words. The api/ functions throw
 * AuthFailure (our type, holding only the SDK's error code); components never see SDK errors.
 */

// The failure type and the session's own codes, kept apart so every page's shell carries only them.
export { AuthFailure, isSessionInvalidation, toAuthFailure } from "./auth-failure";

/** Every client code spec §8 names, with the "auth/" prefix the SDK puts on them. */
export const SPEC_AUTH_ERROR_CODES = [
  "auth/email-already-in-use",
  "auth/wrong-password",
  "auth/invalid-credential",
  "auth/user-not-found",
  "auth/too-many-requests",
  "auth/user-token-expired",
  "auth/user-disabled",
  "auth/password-does-not-meet-requirements",
  "auth/invalid-verification-code",
  "auth/code-expired",
  "auth/network-request-failed",
  "auth/multi-factor-auth-required",
  "auth/invalid-email",
  "auth/missing-password",
  "auth/operation-not-allowed",
  "auth/expired-action-code",
  "auth/invalid-action-code",
  "auth/requires-recent-login",
  "auth/invalid-user-token",
  "auth/missing-recaptcha-token",
  "auth/user-mismatch",
  "auth/unauthorized-domain",
  "auth/popup-blocked",
  "auth/popup-closed-by-user",
  "auth/cancelled-popup-request",
  "auth/invalid-api-key",
  "auth/argument-error",
  "auth/internal-error",
  "auth/web-storage-unsupported",
] as const;

/**
 * The service could not be reached (a refused connection, a wrong host, a time-out): said plainly
 * on every form, rather than a message that blames the password (docs/decisions/051).
 */
export const UNREACHABLE_MESSAGE =
  "We could not reach the sign-in service. Check your connection and try again.";

export const LOGIN_MESSAGES = {
  wrongPassword: "Incorrect Password. Please try again",
  userNotFound: "No user found with this email.",
  other: "Incorrect Password. Please try again !",
  network: UNREACHABLE_MESSAGE,
} as const;

/**
 * Spec §8, login failures. With e-mail enumeration protection (the production default) the
 * service answers auth/invalid-credential for both a wrong password and an unknown e-mail: that
 * is "any other failure". An unreachable service is not a login failure: it says so.
 */
export function loginErrorMessage(code: string): string {
  switch (code) {
    case "auth/wrong-password":
      return LOGIN_MESSAGES.wrongPassword;
    case "auth/user-not-found":
      return LOGIN_MESSAGES.userNotFound;
    case "auth/network-request-failed":
      return LOGIN_MESSAGES.network;
    default:
      return LOGIN_MESSAGES.other;
  }
}

export const REGISTER_MESSAGES = {
  emailInUse: "This email is already registered. Sign in instead, or use another email.",
  weakPassword:
    "The sign-in service finds this password too weak. Choose a longer one that mixes letters, numbers and symbols.",
  invalidEmail: "Please enter a valid email address.",
  network: UNREACHABLE_MESSAGE,
  tooMany: "Too many attempts. Please wait a moment and try again.",
  other: "We could not create your account. Please try again.",
} as const;

/**
 * Registration failures. The spec shows no message here (§8); we show one on purpose, see
 * docs/decisions/012-registration-failure-messages.md.
 */
export function registerErrorMessage(code: string): string {
  switch (code) {
    case "auth/email-already-in-use":
      return REGISTER_MESSAGES.emailInUse;
    case "auth/weak-password":
    case "auth/password-does-not-meet-requirements":
      return REGISTER_MESSAGES.weakPassword;
    case "auth/invalid-email":
      return REGISTER_MESSAGES.invalidEmail;
    case "auth/network-request-failed":
      return REGISTER_MESSAGES.network;
    case "auth/too-many-requests":
      return REGISTER_MESSAGES.tooMany;
    default:
      return REGISTER_MESSAGES.other;
  }
}

export const RESET_MESSAGES = {
  sent: "Reset link sent! Check your inbox.",
  failed: "Failed to send reset link. Try again.",
  network: UNREACHABLE_MESSAGE,
} as const;

/** Spec §8, reset page failure; an unreachable service says so instead. */
export function resetErrorMessage(code: string): string {
  return code === "auth/network-request-failed" ? RESET_MESSAGES.network : RESET_MESSAGES.failed;
}

/** A popup the user closed (or a second popup replacing the first) is not a failure. */
export function isPopupCancellation(code: string): boolean {
  return code === "auth/popup-closed-by-user" || code === "auth/cancelled-popup-request";
}
