/**
 * A new e-mail account on the Auth Emulator, and a token from a sign-in after it was made
 * (decision 262). The emulator's sign-up reads the clock twice: `lastLoginAt` (the token's
 * `auth_time`) before hashing the password, `validSince` after. When the two fall either side of
 * a second, the sign-up's own token reads as signed in before the account's sessions began, and
 * the revocation check (firebase-admin's, and ours in server/auth/verify-token.ts) refuses it
 * for good — a rare, random 401 in a test. A sign-in stamps `lastLoginAt` after `validSince`.
 */
export interface EmulatorAccount {
  uid: string;
  email: string;
  idToken: string;
}

async function call(identity: string, method: string, body: unknown) {
  const response = await fetch(`${identity}/accounts:${method}?key=demo-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`emulator ${method}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<{ localId: string; idToken: string }>;
}

/** `identity`: the emulator's `http://host:port/identitytoolkit.googleapis.com/v1`. */
export async function emulatorSignUp(
  identity: string,
  { email, password }: { email: string; password: string },
): Promise<EmulatorAccount> {
  const { localId } = await call(identity, "signUp", { email, password, returnSecureToken: true });
  const { idToken } = await call(identity, "signInWithPassword", {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: localId, email, idToken };
}
