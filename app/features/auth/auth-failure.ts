/**
 * What the api/ functions throw: our type, holding only the identity service's error code, so
 * components never see SDK errors. The words for each code are in auth-errors.ts, which only the
 * forms load; this part is in every page's shell (the session and sign-out use it).
 */
export class AuthFailure extends Error {
  override name = "AuthFailure";
  constructor(
    /** The SDK's code, e.g. "auth/wrong-password"; "unknown" when the failure carried none. */
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(code, options);
  }
}

export function toAuthFailure(error: unknown): AuthFailure {
  if (error instanceof AuthFailure) return error;
  const code =
    typeof error === "object" && error !== null && "code" in error && typeof error.code === "string"
      ? error.code
      : "unknown";
  return new AuthFailure(code, { cause: error });
}

/** Codes after which the stored session is no longer valid (spec §4, Session). */
export function isSessionInvalidation(code: string): boolean {
  return [
    "auth/user-disabled",
    "auth/user-token-expired",
    "auth/invalid-user-token",
    "auth/user-not-found",
  ].includes(code);
}
