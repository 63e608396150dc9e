import { loadFirebase } from "../firebase-auth-client";

export async function signInWithEmail(email: string, password: string): Promise<void> {
  const { sdk, auth } = await loadFirebase();
  await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
}
