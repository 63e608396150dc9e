import type { Auth } from "firebase/auth";
import { AuthFailure, toAuthFailure } from "../auth-errors";
import { loadFirebase, toSessionUser } from "../firebase-auth-client";
import type { SessionUser } from "../session-user";

/**
 * Profile update (spec §7): display name and photo URL; an empty photo URL removes the photo.
 * Afterwards the ID token is renewed, so the name our API reads from it (a review's author) is
 * the new one at once. Throws AuthFailure.
 */
export async function updateUserProfile(input: {
  displayName: string;
  photoURL: string;
}): Promise<SessionUser> {
  const { sdk, auth } = await loadFirebase();
  const user = auth.currentUser;
  if (!user) throw new AuthFailure("auth/no-current-user");
  const photoURL = input.photoURL.trim();
  try {
    await sdk.updateProfile(user, {
      displayName: input.displayName.trim(),
      // Left out when clearing: the SDK would send `photoUrl: null`, which the service refuses.
      ...(photoURL ? { photoURL } : {}),
    });
    if (!photoURL && user.photoURL) {
      await deletePhoto(auth, await user.getIdToken());
      await user.reload();
    }
    await user.getIdToken(true);
  } catch (error) {
    throw toAuthFailure(error);
  }
  return toSessionUser(user);
}

/**
 * Removes the account's photo: accounts:update with deleteAttribute, the service's own way to
 * clear a field, which the SDK does not offer.
 */
async function deletePhoto(auth: Auth, idToken: string): Promise<void> {
  const { apiKey, apiHost, apiScheme } = auth.config;
  const emulator = auth.emulatorConfig;
  const origin = emulator
    ? `${emulator.protocol}://${emulator.host}${emulator.port === null ? "" : `:${emulator.port}`}/${apiHost}`
    : `${apiScheme}://${apiHost}`;
  let response: Response;
  try {
    response = await fetch(`${origin}/v1/accounts:update?key=${encodeURIComponent(apiKey)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ idToken, deleteAttribute: ["PHOTO_URL"], returnSecureToken: false }),
    });
  } catch (error) {
    throw new AuthFailure("auth/network-request-failed", { cause: error });
  }
  if (!response.ok) throw new AuthFailure("auth/internal-error");
}
