import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { log } from "../log";

export interface SignedInUser {
  uid: string;
  /** The account's display name now (not the token's copy, which lags a change), if it has one. */
  name: string | null;
  /** The account's e-mail now, where order confirmations go; null for an account without one. */
  email: string | null;
}

/** The token is missing, malformed, expired, revoked, tampered with or for another project. */
export class InvalidTokenError extends Error {
  override name = "InvalidTokenError";
}

/** The identity service could not be asked (network, credentials): answer 503, not 401. */
export class AuthUnavailableError extends Error {
  override name = "AuthUnavailableError";
}

export interface TokenVerifier {
  verify(idToken: string): Promise<SignedInUser>;
  close(): Promise<void>;
}

// Error codes that mean "we could not check", not "the token is bad".
const unavailableCodes = new Set([
  "app/network-error",
  "app/network-timeout",
  "app/invalid-credential",
  "auth/internal-error",
  "auth/insufficient-permission",
]);

/**
 * Checks Firebase ID tokens with firebase-admin: signature (RS256, Google's keys), audience and
 * issuer (our project), expiry, and — `checkRevoked` — that the account still exists, is enabled
 * and has not had its sessions revoked. With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin
 * accepts the emulator's unsigned tokens and asks the emulator about the account (decision 043).
 * The name and e-mail come from the account itself, read after those checks: the token's claims
 * are what they were when it was minted, stale after a change until it refreshes (decision 064).
 */
export function firebaseTokenVerifier({ projectId }: { projectId: string }): TokenVerifier {
  const app = initializeApp({ projectId }, `petbox-${randomUUID()}`);
  const auth = getAuth(app);
  return {
    async verify(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken, true);
        const account = await auth.getUser(decoded.uid);
        const name = account.displayName?.trim() ? account.displayName : null;
        return { uid: decoded.uid, name, email: account.email ?? null };
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code === "string" && unavailableCodes.has(code)) {
          log.error(`ID-token check failed: ${code}`);
          throw new AuthUnavailableError("The identity service is unavailable.", { cause: error });
        }
        throw new InvalidTokenError("The ID token was refused.", { cause: error });
      }
    },
    close: () => deleteApp(app),
  };
}
