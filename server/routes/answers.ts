import type { ApiError } from "../../shared/api/errors";
import type { WriteAnswer } from "../http/idempotency";
import type { Refusal, Result } from "../services/result";

/**
 * A service's refusal as the API answers it (decision 041): invalid → 400 `invalid_body` with
 * the fields as the service names them ("lines.0.petId", "planId"), not_found → 404,
 * in_use and conflict (a state that refuses the action, such as skipping a cancelled
 * subscription) → 409 `conflict` (with fields when the service names one, such as `species`).
 */
export function refusalAnswer(refusal: Refusal): WriteAnswer<ApiError> {
  const { message, fields } = refusal;
  switch (refusal.reason) {
    case "invalid":
      return {
        status: 400,
        body: { error: { code: "invalid_body", message, fields: fields ?? { body: message } } },
      };
    case "not_found":
      return { status: 404, body: { error: { code: "not_found", message } } };
    case "in_use":
    case "conflict":
      return {
        status: 409,
        body: { error: { code: "conflict", message, ...(fields ? { fields } : {}) } },
      };
  }
}

/** The answer to a write: `status` with `body(value)`, or the refusal's answer. */
export function answerOf<T, Body>(
  result: Result<T>,
  status: 200 | 201,
  body: (value: T) => Body,
): WriteAnswer<Body | ApiError> {
  return result.ok ? { status, body: body(result.value) } : refusalAnswer(result);
}

/** 204 when the write was done, or the refusal's answer. */
export function noContentOr(result: Result<unknown>): WriteAnswer<ApiError> {
  return result.ok ? { status: 204, body: null } : refusalAnswer(result);
}
