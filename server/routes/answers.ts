import type { ApiError } from "../../shared/api/errors";
import type { Db } from "../db/client";
import type { WriteAnswer, WriteOnce } from "../http/idempotency";
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

/**
 * A write whose payment is started first, outside every transaction, and recorded after in the
 * Idempotency-Key's transaction (decisions 175, 274): checkout's order and a gift. A start that
 * ends up not written (refused, failed, or a retry answered with the first write) is abandoned,
 * so nobody can pay it. The answer is 201 with `body(value)`, or the refusal's.
 */
export async function startThenRecord<Started, Value, Body>(
  writeOnce: WriteOnce,
  operation: string,
  steps: {
    start: () => Promise<Result<Started>>;
    record: (db: Db, started: Started) => Promise<Result<Value>>;
    abandon: (started: Started) => Promise<void>;
  },
  body: (value: Value) => Body,
): Promise<Response> {
  const started = await steps.start();
  let recorded = false;
  let written = false;
  try {
    const response = await writeOnce(operation, async (db) => {
      const answer = started.ok ? await steps.record(db, started.value) : started;
      recorded = answer.ok;
      return answerOf(answer, 201, body);
    });
    // Only now is it committed: a transaction that failed after recording wrote nothing.
    written = recorded;
    return response;
  } finally {
    if (started.ok && !written) await steps.abandon(started.value);
  }
}
