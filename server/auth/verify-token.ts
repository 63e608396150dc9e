import { createHash, randomUUID } from "node:crypto";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth, type Auth, type DecodedIdToken } from "firebase-admin/auth";
import { log } from "../log";

export interface SignedInUser {
  uid: string;
  /** The account's display name now (not the token's copy, which lags a change), if it has one. */
  name: string | null;
  /** The account's e-mail now, where order confirmations go; null for an account without one. */
  email: string | null;
  /** The account's photo now (GET /api/session gives it to the browser), if it has one. */
  photoURL: string | null;
  emailVerified: boolean;
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

/** A verified token is trusted again without asking the identity service for this long. */
export const VERIFIED_TOKEN_TTL_MS = 30_000;
/** At most this many verified tokens are kept (the oldest goes first). */
export const VERIFIED_TOKEN_LIMIT = 10_000;

export interface TokenVerifierOptions {
  projectId: string;
  /** How long a verified token is trusted without asking again (0: never cached). */
  cacheTtlMs?: number;
  cacheLimit?: number;
  /** The clock, in ms (tests move it). */
  clock?: () => number;
}

/** firebase-admin's own JWT check, which its `verifyIdToken` runs before the account lookup. */
interface JwtVerifier {
  verifyJWT(idToken: string, isEmulator: boolean): Promise<DecodedIdToken>;
}

/**
 * The token's own checks (format, project, issuer, expiry, signature) without the account
 * lookup. Outside the emulator that is `verifyIdToken(token)` without `checkRevoked`. With
 * FIREBASE_AUTH_EMULATOR_HOST set, `verifyIdToken` always looks the account up as well, so its
 * JWT step (firebase-admin's `idTokenVerifier`, the same code) is called directly; if a later
 * firebase-admin no longer has it, the full `verifyIdToken` runs (correct, one call more).
 */
async function verifyJwt(auth: Auth, idToken: string): Promise<DecodedIdToken> {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) return auth.verifyIdToken(idToken);
  const jwt = (auth as unknown as { idTokenVerifier?: Partial<JwtVerifier> }).idTokenVerifier;
  if (typeof jwt?.verifyJWT === "function") return jwt.verifyJWT(idToken, true);
  return auth.verifyIdToken(idToken, true);
}

/**
 * Checks Firebase ID tokens with firebase-admin: signature (RS256, Google's keys), audience and
 * issuer (our project), expiry; then reads the account once (`getUser`) and checks what
 * firebase-admin's `checkRevoked` checks on that same answer — the account exists, is enabled,
 * and its sessions were not revoked after the token's sign-in (`tokensValidAfterTime` against
 * `auth_time`) — and takes the name and e-mail from it: the token's claims are what they were
 * when it was minted (decision 064). One call to the identity service, not two (decision 160).
 * With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin accepts the emulator's unsigned tokens
 * (decision 043).
 *
 * A verified token is then trusted for `cacheTtlMs` (30 s; never past its expiry) without
 * asking again, keyed by its SHA-256: a revocation or a disabled account takes effect within
 * that time. A refused token and an unreachable service are never remembered (decision 160).
 */
export function firebaseTokenVerifier({
  projectId,
  cacheTtlMs = VERIFIED_TOKEN_TTL_MS,
  cacheLimit = VERIFIED_TOKEN_LIMIT,
  clock = Date.now,
}: TokenVerifierOptions): TokenVerifier {
  const app = initializeApp({ projectId }, `petbox-${randomUUID()}`);
  const auth = getAuth(app);
  const verified = new Map<string, { user: SignedInUser; until: number }>();

  async function check(idToken: string): Promise<{ user: SignedInUser; expiresAt: number }> {
    try {
      const decoded = await verifyJwt(auth, idToken);
      const account = await auth.getUser(decoded.uid);
      if (account.disabled) throw new InvalidTokenError("The account is disabled.");
      // As firebase-admin's verifyDecodedJWTNotRevokedOrDisabled: signed in before the
      // account's sessions were revoked.
      if (
        account.tokensValidAfterTime &&
        decoded.auth_time * 1000 < new Date(account.tokensValidAfterTime).getTime()
      ) {
        throw new InvalidTokenError("The ID token was revoked.");
      }
      const name = account.displayName?.trim() ? account.displayName : null;
      return {
        // Frozen: a remembered user is handed to every request that sends the same token.
        user: Object.freeze({
          uid: decoded.uid,
          name,
          email: account.email ?? null,
          photoURL: account.photoURL ?? null,
          emailVerified: account.emailVerified,
        }),
        expiresAt: decoded.exp * 1000,
      };
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      const code = (error as { code?: unknown }).code;
      if (typeof code === "string" && unavailableCodes.has(code)) {
        log.error(`ID-token check failed: ${code}`);
        throw new AuthUnavailableError("The identity service is unavailable.", { cause: error });
      }
      throw new InvalidTokenError("The ID token was refused.", { cause: error });
    }
  }

  return {
    async verify(idToken) {
      if (cacheTtlMs <= 0) return (await check(idToken)).user;
      const key = createHash("sha256").update(idToken).digest("base64url");
      const now = clock();
      const hit = verified.get(key);
      if (hit && hit.until > now) return hit.user;
      if (hit) verified.delete(key);
      const { user, expiresAt } = await check(idToken);
      const until = Math.min(expiresAt, clock() + cacheTtlMs);
      if (until > clock()) {
        verified.delete(key);
        verified.set(key, { user, until });
        // A Map keeps insertion order: the first key is the oldest.
        while (verified.size > cacheLimit) {
          const oldest = verified.keys().next().value;
          if (oldest === undefined) break;
          verified.delete(oldest);
        }
      }
      return user;
    },
    close: () => deleteApp(app),
  };
}
