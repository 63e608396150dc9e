/**
 * What a call to the shop API comes to, in our own terms: components never see raw responses.
 * - ok: the data, checked against the shared schema
 * - invalid: the server refused the input; one message per field (to show beside the fields)
 * - unauthenticated: the sign-in is missing or no longer valid
 * - not-found: the box (or endpoint) does not exist
 * - conflict: the request is fine but the thing's state refuses it (a pet still in use, a
 *   subscription already cancelled); the message says why
 * - rate-limited: too many attempts; try again after `retryAfterSeconds`
 * - unavailable: the server or its database cannot answer, or the network failed
 */
export type ApiResult<T> =
  | { kind: "ok"; data: T }
  | { kind: "invalid"; fields: Record<string, string>; message: string }
  | { kind: "unauthenticated"; message: string }
  | { kind: "not-found"; message: string }
  | { kind: "conflict"; fields: Record<string, string>; message: string }
  | { kind: "rate-limited"; retryAfterSeconds: number; message: string }
  | { kind: "unavailable"; message: string };

/** The message of an `unavailable` answer that has none of the server's. */
export const SHOP_UNREACHABLE = "The shop cannot be reached right now. Please try again.";

/**
 * The one error of the shop API, with a message written for the person at the keyboard. Kept
 * apart from the client so a form can recognise it without loading the API's schemas.
 */
export class ApiFailure extends Error {
  override name = "ApiFailure";
  constructor(readonly result: Exclude<ApiResult<unknown>, { kind: "ok" }>) {
    super(
      result.kind === "rate-limited"
        ? `That was a lot of attempts in a short time. Please try again in ${result.retryAfterSeconds} seconds.`
        : result.kind === "unauthenticated"
          ? "Your sign-in has expired. Please sign in again, then send it once more."
          : result.message,
    );
  }
}

/** The data of a successful call; anything else is thrown as an ApiFailure. */
export function dataOrThrow<T>(result: ApiResult<T>): T {
  if (result.kind === "ok") return result.data;
  throw new ApiFailure(result);
}
