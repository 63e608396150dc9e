import { toAuthFailure } from "../auth-errors";
import { loadFirebase } from "../firebase-auth-client";

/** Sends the service's password-reset e-mail. Throws AuthFailure. */
export async function sendPasswordReset(email: string): Promise<void> {
  const { sdk, auth } = await loadFirebase();
  try {
    await sdk.sendPasswordResetEmail(auth, email.trim());
  } catch (error) {
    throw toAuthFailure(error);
  }
}
