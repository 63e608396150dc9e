/**
 * GET /api/session: the signed-in account as the identity service has it now, for the browser to
 * confirm a stored session on the shop's own connection (decision 168). The server checks the ID
 * token as for every signed-in request (signature, project, expiry, then the account: it exists,
 * is enabled, and its sessions were not revoked since the token's sign-in) and answers:
 * - 200 with this body;
 * - 401 `unauthenticated` when the session is over (the browser then signs out, spec §4);
 * - 503 `unavailable` when the identity service cannot be asked (the browser keeps the customer
 *   signed in, unconfirmed, as the SDK does when it cannot reach the service).
 * No zod here: the browser's session client reads these five fields by hand, and this file must
 * not bring zod onto the pages that load it.
 */
export const SESSION_PATH = "/api/session";

export interface SessionAnswer {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
}
