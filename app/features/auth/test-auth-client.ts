import type { AuthClient } from "./auth-client";
import type { SessionUser } from "./session-user";

/** An in-memory identity service for unit tests: the test decides when and what it reports. */
export function createTestAuthClient({ storedSession = false } = {}) {
  let listener: ((user: SessionUser | null) => void) | null = null;
  let unsubscribed = false;
  let needed: (() => void) | null = null;
  const client: AuthClient = {
    hasStoredSession: () => storedSession,
    onUserChanged: async (next) => {
      listener = next;
      return () => {
        unsubscribed = true;
        listener = null;
      };
    },
    whenNeeded: (connect) => {
      needed = connect;
      return () => {
        needed = null;
      };
    },
  };
  return {
    client,
    report(user: SessionUser | null) {
      if (!listener) throw new Error("nobody is listening yet");
      listener(user);
    },
    /** Something (a sign-in, another tab) needs the identity service now. */
    need() {
      needed?.();
    },
    get listening() {
      return listener !== null;
    },
    get unsubscribed() {
      return unsubscribed;
    },
  };
}

export const testUser: SessionUser = {
  uid: "u1",
  email: "mia@example.com",
  displayName: "Mia Moss",
  photoURL: null,
  emailVerified: false,
};
