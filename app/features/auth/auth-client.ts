import type { SessionUser } from "./session-user";

/**
 * What the auth store needs from the identity service. The Firebase implementation is in
 * firebase-auth-client.ts; unit tests pass a small in-memory one.
 */
export interface AuthClient {
  /** Synchronous hint: is a session stored in this browser? Without one the visitor is known at once. */
  hasStoredSession(): boolean;
  /** Loads the SDK if needed and reports the user now and on every change. Resolves to an unsubscribe function. */
  onUserChanged(listener: (user: SessionUser | null) => void): Promise<() => void>;
  /**
   * For a visitor: calls `connect` once the identity service is needed after all (the SDK was
   * loaded for a sign-in, or another tab stored a session). Returns a function that stops waiting.
   */
  whenNeeded(connect: () => void): () => void;
}
