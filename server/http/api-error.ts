import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiError, ApiErrorCode } from "../../shared/api/errors";

/** The one shape of every API refusal (decision 041). */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: ApiErrorCode,
  message: string,
  fields?: Record<string, string>,
  headers?: Record<string, string>,
) {
  const body: ApiError = { error: { code, message, ...(fields ? { fields } : {}) } };
  return c.json(body, status, headers);
}

export function invalidBody(c: Context, fields: Record<string, string>) {
  const names = Object.keys(fields);
  return apiError(
    c,
    400,
    "invalid_body",
    `Check ${names.length === 1 ? "the field" : "the fields"}: ${names.join(", ")}.`,
    fields,
  );
}
