/**
 * Who may vouch for the current user towards our own API. The auth feature registers one as the
 * app starts (the token stored with a session, or none for a visitor) and the SDK's ID-token
 * getter once the SDK has loaded.
 */
type IdTokenProvider = () => Promise<string | null>;

let provider: IdTokenProvider | null = null;

export function setIdTokenProvider(next: IdTokenProvider | null) {
  provider = next;
}

export function currentIdToken(): Promise<string | null> {
  return provider ? provider() : Promise.resolve(null);
}
