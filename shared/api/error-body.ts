import type { z } from "../zod";

// The API's refusals without their schema (errors.ts), so the browser's client and forms read
// them without loading zod (docs/decisions/205).

/**
 * Every refusal of the shop API has this body: a stable `code`, a sentence for people, and for
 * bad input the offending fields with one message each (decision 041).
 */
export const apiErrorCodes = [
  "invalid_body",
  "invalid_query",
  "invalid_idempotency_key",
  "idempotency_key_reused",
  "unauthenticated",
  "forbidden",
  "not_found",
  "conflict",
  "invalid_signature",
  "method_not_allowed",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "unavailable",
  "internal",
] as const;

export type ApiErrorCode = (typeof apiErrorCodes)[number];

export const NOT_AN_OBJECT = "The body must be a JSON object.";

/** The largest request body the API reads, in bytes. */
export const MAX_BODY_BYTES = 16 * 1024;

/** Turns zod issues into `{ field: message }`, first message per field; the root is "body". */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
    fields[key] ??= issue.message;
  }
  return fields;
}
