import { AuthFailure, toAuthFailure } from "../auth-errors";
import { loadFirebase, toSessionUser } from "../firebase-auth-client";
import type { SessionUser } from "../session-user";

/** Profile update (spec §7): display name and photo URL; an empty photo URL removes it. Throws AuthFailure. */
export async function updateUserProfile(input: {
  displayName: string;
  photoURL: string;
}): Promise<SessionUser> {
  const { sdk, auth } = await loadFirebase();
  const user = auth.currentUser;
  if (!user) throw new AuthFailure("auth/no-current-user");
  try {
    await sdk.updateProfile(user, {
      displayName: input.displayName.trim(),
      photoURL: input.photoURL.trim() || null,
    });
  } catch (error) {
    throw toAuthFailure(error);
  }
  return toSessionUser(user);
}
