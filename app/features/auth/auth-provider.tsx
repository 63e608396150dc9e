import {
  createContext,
  use,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { FullScreenSpinner } from "~/components/ui/spinner";
import type { AuthClient } from "./auth-client";
import { createAuthStore, VISITOR_STATE, type AuthState, type AuthStore } from "./auth-store";
import { firebaseAuthClient } from "./firebase-auth-client";

const AuthContext = createContext<AuthStore | null>(null);

const getServerSnapshot = () => VISITOR_STATE;

export function AuthProvider({
  children,
  client = firebaseAuthClient,
}: {
  children: ReactNode;
  client?: AuthClient;
}) {
  const [store] = useState(() => createAuthStore(client));
  useEffect(() => store.start(), [store]);
  return <AuthContext value={store}>{children}</AuthContext>;
}

function useAuthStore(): AuthStore {
  const store = use(AuthContext);
  if (!store) throw new Error("useAuth must be used inside <AuthProvider>");
  return store;
}

export function useAuth(): AuthState & { store: AuthStore } {
  const store = useAuthStore();
  // Prerendered HTML is the visitor's page; useSyncExternalStore hydrates with that and then
  // switches to the browser's real state without a hydration mismatch.
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, getServerSnapshot);
  return { ...state, store };
}

/**
 * Spec §2: a full-screen spinner replaces the app while the authentication state is unknown — on a
 * page rendered in the browser, which has nothing to show before the app anyway. A prerendered
 * page (`keepPage`) is already on screen and may hold what the visitor typed: it stays, and only
 * the parts that depend on the account wait for the check (`initialized`; issue 14,
 * docs/decisions/140-seo-and-signed-in-first-paint.md).
 */
export function AuthGate({
  children,
  keepPage = false,
}: {
  children: ReactNode;
  keepPage?: boolean;
}) {
  const { initialized } = useAuth();
  return initialized || keepPage ? children : <FullScreenSpinner label="Checking your sign-in" />;
}
