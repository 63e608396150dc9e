import type { AuthClient } from "./auth-client";
import type { SessionUser } from "./session-user";

export interface AuthState {
  /** False until the identity service (or a missing stored session) has told us who is here. */
  initialized: boolean;
  /** Spec §4: true at first, false once the service reports, true again while a profile update runs. */
  loading: boolean;
  user: SessionUser | null;
  /** A short notice for the user when the service could not be reached. */
  notice: string | null;
  /** Spec §4: just signed out, from any page; the 'Logged out!' dialog shows until acknowledged. */
  signedOut: boolean;
}

/** What a prerendered page shows: a visitor. The browser corrects it right after hydration. */
export const VISITOR_STATE: AuthState = Object.freeze({
  initialized: true,
  loading: false,
  user: null,
  notice: null,
  signedOut: false,
});

export const UNREACHABLE_NOTICE =
  "We could not reach the sign-in service, so you are browsing as a guest for now.";

/**
 * How long a stored session may take to be confirmed before the app shows as for a visitor
 * (docs/decisions/052). The SDK's own request time-out is 30 s; nobody should stare at a
 * spinner that long.
 */
export const START_TIMEOUT_MS = 4000;

export type AuthStore = ReturnType<typeof createAuthStore>;

export function createAuthStore(
  client: AuthClient,
  options = { startTimeoutMs: START_TIMEOUT_MS },
) {
  let state: AuthState = client.hasStoredSession()
    ? { initialized: false, loading: true, user: null, notice: null, signedOut: false }
    : VISITOR_STATE;
  const listeners = new Set<() => void>();

  function set(next: Partial<AuthState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Connects to the identity service; returns a function that disconnects. A visitor (no stored
     * session) connects only once the service is needed, so the SDK never loads on a plain visit.
     */
    start(): () => void {
      let stopped = false;
      let unsubscribe: (() => void) | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;

      function connect() {
        if (stopped) return;
        timer = setTimeout(() => {
          if (!state.initialized) set({ ...VISITOR_STATE, notice: UNREACHABLE_NOTICE });
        }, options.startTimeoutMs);
        client
          .onUserChanged((user) => {
            clearTimeout(timer);
            set({ initialized: true, loading: false, user, notice: null });
          })
          .then(
            (stop) => {
              if (stopped) stop();
              else unsubscribe = stop;
            },
            () => {
              clearTimeout(timer);
              if (!stopped) set({ ...VISITOR_STATE, notice: UNREACHABLE_NOTICE });
            },
          );
      }

      const stopWaiting = state.initialized ? client.whenNeeded(connect) : (connect(), undefined);

      return () => {
        stopped = true;
        clearTimeout(timer);
        stopWaiting?.();
        unsubscribe?.();
      };
    },
    /** Spec §4: loading goes true again while a profile update runs. */
    beginProfileUpdate() {
      set({ loading: true });
    },
    /** Ends a profile update, with the updated user when it succeeded. */
    endProfileUpdate(user?: SessionUser | null) {
      set(user === undefined ? { loading: false } : { loading: false, user });
    },
    setSignedOut(signedOut: boolean) {
      set({ signedOut });
    },
  };
}
