import { toAuthFailure } from "../auth-errors";
import { loadFirebase, toSessionUser } from "../firebase-auth-client";
import type { SessionUser } from "../session-user";

export interface NewAccount {
  firstName: string;
  lastName: string;
  photoURL: string;
  email: string;
  password: string;
}

/**
 * Sign-up (spec §4): creates the account, sets the display name ("First Last") and photo (and
 * renews the ID token, which then carries them), then the follow-up step, the e-mail-verification message (docs/decisions/011). Only the creation
 * can fail the registration: the account exists after it, so later steps are logged.
 * Throws AuthFailure.
 */
export async function createAccount(input: NewAccount): Promise<SessionUser> {
  const { sdk, auth } = await loadFirebase();
  let credential;
  try {
    credential = await sdk.createUserWithEmailAndPassword(auth, input.email.trim(), input.password);
  } catch (error) {
    throw toAuthFailure(error);
  }
  const { user } = credential;
  try {
    await sdk.updateProfile(user, {
      displayName: `${input.firstName.trim()} ${input.lastName.trim()}`,
      photoURL: input.photoURL.trim(),
    });
    // A token that carries the name, so a review written next is signed with it (issue 11).
    await user.getIdToken(true);
  } catch (error) {
    console.warn("Could not save the new account's name and photo", error);
  }
  try {
    await sdk.sendEmailVerification(user);
  } catch (error) {
    console.warn("Could not send the e-mail verification message", error);
  }
  return toSessionUser(user);
}
