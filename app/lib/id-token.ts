/**
 * Who may vouch for the current user towards our own API. The auth feature registers the SDK's
 * ID-token getter once it has loaded; before that (a visitor) there is no token.
 */
type IdTokenProvider = () => Promise<string | null>;

let provider: IdTokenProvider | null = null;

export function setIdTokenProvider(next: IdTokenProvider | null) {
  provider = next;
}

export function currentIdToken(): Promise<string | null> {
  return provider ? provider() : Promise.resolve(null);
}
