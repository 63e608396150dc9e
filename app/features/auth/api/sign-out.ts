import { toAuthFailure } from "../auth-errors";
import { loadFirebase } from "../firebase-auth-client";

/** Throws AuthFailure. */
export async function signOutUser(): Promise<void> {
  const { sdk, auth } = await loadFirebase();
  try {
    await sdk.signOut(auth);
  } catch (error) {
    throw toAuthFailure(error);
  }
}
