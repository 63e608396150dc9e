import { toAuthFailure } from "../auth-errors";
import { loadFirebase } from "../firebase-auth-client";

/** Throws AuthFailure. */
export async function signInWithEmail(email: string, password: string): Promise<void> {
  const { sdk, auth } = await loadFirebase();
  try {
    await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
  } catch (error) {
    throw toAuthFailure(error);
  }
}
