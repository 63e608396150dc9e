import { toAuthFailure } from "../auth-errors";
import { loadFirebase } from "../firebase-auth-client";

export type PopupProvider = "google" | "github";

/** Federated sign-in in a popup (spec §7). Throws AuthFailure. */
export async function signInWithProviderPopup(provider: PopupProvider): Promise<void> {
  const { sdk, auth } = await loadFirebase();
  const authProvider =
    provider === "google" ? new sdk.GoogleAuthProvider() : new sdk.GithubAuthProvider();
  try {
    // lib/firebase.ts starts the SDK without a popup resolver (it is large); pass it here.
    await sdk.signInWithPopup(auth, authProvider, sdk.browserPopupRedirectResolver);
  } catch (error) {
    throw toAuthFailure(error);
  }
}
