import type { Context } from "hono";
import { apiError } from "../http/api-error";
import {
  AuthUnavailableError,
  InvalidTokenError,
  type SignedInUser,
  type TokenVerifier,
} from "./verify-token";

export type RequestUser =
  | { kind: "visitor" }
  | { kind: "user"; user: SignedInUser }
  | { kind: "refused"; response: Response };

// Three base64url parts; the emulator's unsigned tokens have an empty third part.
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

function refuse(c: Context, message: string): RequestUser {
  return {
    kind: "refused",
    response: apiError(c, 401, "unauthenticated", message, undefined, {
      "WWW-Authenticate": 'Bearer realm="petbox"',
    }),
  };
}

/**
 * No Authorization header: a visitor. A header that is not a valid, current ID token of our
 * project: refused (401) — a user who believes they are signed in must not be silently
 * treated as a visitor.
 */
export async function requestUser(c: Context, tokens: TokenVerifier): Promise<RequestUser> {
  const header = c.req.header("authorization");
  if (header === undefined) return { kind: "visitor" };
  const match = /^Bearer +(\S+)$/i.exec(header.trim());
  const token = match?.[1];
  if (!token || token.length > 8192 || !JWT_SHAPE.test(token)) {
    return refuse(c, "The Authorization header must be 'Bearer <Firebase ID token>'.");
  }
  try {
    return { kind: "user", user: await tokens.verify(token) };
  } catch (error) {
    if (error instanceof InvalidTokenError) {
      return refuse(c, "Your sign-in has expired or is not valid. Sign in again.");
    }
    if (error instanceof AuthUnavailableError) {
      return {
        kind: "refused",
        response: apiError(c, 503, "unavailable", "Sign-in cannot be checked right now."),
      };
    }
    throw error;
  }
}

export function signInRequired(c: Context): Response {
  const refused = refuse(c, "Sign in to do this.");
  if (refused.kind !== "refused") throw new Error("unreachable");
  return refused.response;
}
