import { toAuthFailure } from "../auth-failure";
import { loadFirebase, signOutWithoutSdk } from "../firebase-auth-client";

/** Throws AuthFailure. Without the SDK loaded, the stored session is simply removed. */
export async function signOutUser(): Promise<void> {
  if (signOutWithoutSdk()) return;
  const { sdk, auth } = await loadFirebase();
  try {
    await sdk.signOut(auth);
  } catch (error) {
    throw toAuthFailure(error);
  }
}
