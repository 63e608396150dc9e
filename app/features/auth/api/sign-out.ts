import { loadFirebase } from "../firebase-auth-client";

export async function signOutUser(): Promise<void> {
  const { sdk, auth } = await loadFirebase();
  await sdk.signOut(auth);
}
