/**
 * The credential checks of the login and register forms (spec §5), in the order the spec gives:
 * length, uppercase, lowercase, number, then the terms checkbox. Only the first failure is shown.
 */

/** Spec §9: the length check is 6 while its message says 8; both are kept as written. */
export const PASSWORD_MIN_LENGTH = 6;

export const PASSWORD_RULES = [
  {
    id: "length",
    passes: (password: string) => password.length >= PASSWORD_MIN_LENGTH,
    message: "Password must be at least 8 characters long.",
  },
  {
    id: "uppercase",
    passes: (password: string) => /[A-Z]/.test(password),
    message: "Password must contain at least one uppercase letter.",
  },
  {
    id: "lowercase",
    passes: (password: string) => /[a-z]/.test(password),
    message: "Password must contain at least one lowercase letter.",
  },
  {
    id: "number",
    passes: (password: string) => /[0-9]/.test(password),
    message: "Password must contain at least one number.",
  },
] as const;

export const TERMS_MESSAGE = "Please Accept Our Terms and Conditions";

/** The message of the first password rule that fails, or null. */
export function passwordProblem(password: string): string | null {
  return PASSWORD_RULES.find((rule) => !rule.passes(password))?.message ?? null;
}

export interface CredentialProblem {
  field: "password" | "terms";
  message: string;
}

/** The first failing check of the spec's sequence: password rules first, then the terms. */
export function credentialProblem(input: {
  password: string;
  termsAccepted: boolean;
}): CredentialProblem | null {
  const password = passwordProblem(input.password);
  if (password) return { field: "password", message: password };
  if (!input.termsAccepted) return { field: "terms", message: TERMS_MESSAGE };
  return null;
}
