import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
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
async function requestUser(c: Context, tokens: TokenVerifier): Promise<RequestUser> {
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

function signInRequired(c: Context): Response {
  const refused = refuse(c, "Sign in to do this.");
  if (refused.kind !== "refused") throw new Error("unreachable");
  return refused.response;
}

/** The signed-in user, or the answer for anyone else: 401 (visitor, bad token) or 503. */
export async function signedInUser(
  c: Context,
  tokens: TokenVerifier,
): Promise<SignedInUser | Response> {
  const who = await requestUser(c, tokens);
  if (who.kind === "refused") return who.response;
  if (who.kind === "visitor") return signInRequired(c);
  return who.user;
}

/** Signed-in users only: `c.var.user` is the user; a visitor gets 401, a bad token 401 or 503. */
export const requireUser = (tokens: TokenVerifier) =>
  createMiddleware<{ Variables: { user: SignedInUser } }>(async (c, next) => {
    const user = await signedInUser(c, tokens);
    if (user instanceof Response) return user;
    c.set("user", user);
    await next();
  });

/** Open to visitors: `c.var.user` is the user or null; a bad token is still refused (401). */
export const optionalUser = (tokens: TokenVerifier) =>
  createMiddleware<{ Variables: { user: SignedInUser | null } }>(async (c, next) => {
    const who = await requestUser(c, tokens);
    if (who.kind === "refused") return who.response;
    c.set("user", who.kind === "user" ? who.user : null);
    await next();
  });
