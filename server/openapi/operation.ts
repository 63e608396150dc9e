import type { StaffRole } from "../../shared/api/admin/staff";
import type { z } from "../../shared/zod";

/**
 * Who may call an operation: anyone; a visitor or a signed-in customer (a bad token is still
 * refused); signed-in customers; the shop's staff in the roles named ("staff: owner, packer"),
 * read from the staff table on every request (decision 222); Stripe (signed).
 */
export type Access =
  "anyone" | "anyone, signed in or not" | "signed in" | `staff: ${string}` | "Stripe";

/** The refusals the API answers with its one error body (decision 041). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** One operation of the API as the reference describes it; the route files do the work. */
export interface Operation {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** As Hono registers it, under /api: "/api/pets/:id". */
  path: string;
  /** Groups operations in the reference. */
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** What the path's `:id` is, with the pattern an id must match to be looked up at all. */
  id?: { description: string; pattern?: string };
  /** Other path parameters than `:id`, by name, the same way. */
  params?: Record<string, { description: string; pattern?: string }>;
  query?: z.ZodMiniObject;
  /** A JSON body, checked by this schema (one of requestSchemas). */
  body?: z.ZodMiniType;
  /** The body may be left out (cancel's "Why are you leaving?", issue 27). */
  bodyOptional?: boolean;
  /** Takes an `Idempotency-Key` header (decision 061): a retry gets the first answer. */
  idempotent?: boolean;
  /**
   * Answers in the operation's own shape, with their meaning and, unless empty, their schema
   * (one of answerSchemas): the successes, and health's 503.
   */
  answers: Partial<Record<200 | 201 | 204 | 503, { description: string; schema?: z.ZodMiniType }>>;
  /** Refusals, each with what it means for this operation. */
  refusals: Partial<Record<RefusalStatus, string>>;
}

export const refusal = {
  body: "The body, or a field of it, is not valid; `error.fields` gives one message per field.",
  query: "The query is not valid; `error.fields` names each parameter.",
  signIn: "Not signed in, or the sign-in has expired or is not valid (`WWW-Authenticate: Bearer`).",
  tooLarge: "The body is larger than 16 KB.",
  mediaType: "The body is not `application/json` (UTF-8).",
  keyReused: "This Idempotency-Key was already used for another request.",
  rateLimited: "Too many writes from this address to this endpoint; wait `Retry-After` seconds.",
  unavailable:
    "What the shop needs for this (the database, the identity service, the payment provider) " +
    "cannot answer now; try again after `Retry-After`.",
} as const;

/** The refusals every signed-in read can answer. */
export const signedInRead = { 401: refusal.signIn, 503: refusal.unavailable } as const;

/** Who may call a back-office operation, as `access` says it. */
export const staffAccess = (roles: readonly StaffRole[]): Access => `staff: ${roles.join(", ")}`;

/** The 403 of every back-office operation. */
export const notStaff =
  "Signed in, but not on the shop's staff (the staff table, or OWNER_UIDS for an owner), or in a role that may not do this.";

/** The refusals every write with a JSON body can answer, before its own rules. */
export const jsonWrite = {
  400: `${refusal.body} Also a malformed Idempotency-Key.`,
  413: refusal.tooLarge,
  415: refusal.mediaType,
  422: refusal.keyReused,
  429: refusal.rateLimited,
  503: refusal.unavailable,
} as const;

/** The refusals of a write without a body (a subscription action, deleting a pet). */
export const plainWrite = {
  400: "The Idempotency-Key header is malformed.",
  401: refusal.signIn,
  422: refusal.keyReused,
  429: refusal.rateLimited,
  503: refusal.unavailable,
} as const;

/** Ids of pets and subscriptions: positive whole numbers; anything else is simply not found. */
export const NUMERIC_ID = "^[1-9]\\d{0,14}$";
