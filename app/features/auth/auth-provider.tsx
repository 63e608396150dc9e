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

/** Spec §2: a full-screen spinner replaces the app while the authentication state is unknown. */
export function AuthGate({ children }: { children: ReactNode }) {
  const { initialized } = useAuth();
  return initialized ? children : <FullScreenSpinner label="Checking your sign-in" />;
}
