// The identity service's REST answers, read without the SDK (rest-session.ts); kept apart from
// auth-failure.ts so the pages of a visitor do not carry the table.

/** Spec §8's mapping of the identity service's own codes to the client's; others are lowercased. */
const SERVICE_CODES: Record<string, string> = {
  EMAIL_EXISTS: "email-already-in-use",
  INVALID_PASSWORD: "wrong-password",
  INVALID_LOGIN_CREDENTIALS: "invalid-credential",
  EMAIL_NOT_FOUND: "user-not-found",
  TOO_MANY_ATTEMPTS_TRY_LATER: "too-many-requests",
  TOKEN_EXPIRED: "user-token-expired",
  USER_DISABLED: "user-disabled",
  PASSWORD_DOES_NOT_MEET_REQUIREMENTS: "password-does-not-meet-requirements",
  INVALID_CODE: "invalid-verification-code",
  SESSION_EXPIRED: "code-expired",
  // As the SDK reads them: a token the service no longer accepts ends the session.
  INVALID_ID_TOKEN: "invalid-user-token",
  INVALID_REFRESH_TOKEN: "invalid-user-token",
  CREDENTIAL_TOO_OLD_LOGIN_AGAIN: "requires-recent-login",
};

/**
 * The client code ("auth/…") for an error message of the service's REST interface, such as
 * `TOKEN_EXPIRED` or `WEAK_PASSWORD : Password should be at least 6 characters`.
 */
export function serviceErrorCode(message: string): string {
  const name = message.split(" : ")[0]!.trim();
  return `auth/${SERVICE_CODES[name] ?? name.toLowerCase().replaceAll("_", "-")}`;
}
