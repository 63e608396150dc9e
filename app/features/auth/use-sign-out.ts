import { useState } from "react";
import { signOutUser } from "./api/sign-out";
import { useAuth } from "./auth-provider";

/**
 * Signing out, from the navigation bar or from the signed-in panel of /login and /register. The
 * store then says so, and the navigation bar shows the spec's 'Logged out!' dialog (§4) once,
 * wherever the button was.
 */
export function useSignOut() {
  const { store } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  async function signOut() {
    setSigningOut(true);
    try {
      await signOutUser();
      store.setSignedOut(true);
    } catch (error) {
      // Spec §8: a sign-out failure is only logged.
      console.warn("Sign-out failed", error);
    } finally {
      setSigningOut(false);
    }
  }
  return { signingOut, signOut };
}
