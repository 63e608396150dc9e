/**
 * What a commerce service answers when the customer can fix the problem: data, never a throw
 * (STYLE.md). The HTTP layer maps `reason` to a status (decision 041): invalid → 400 with
 * `fields`, not_found → 404, in_use → 409, conflict → 409 (a subscription action its state does
 * not allow: the message says why, decision 100). Anything thrown is unexpected (503 or 500).
 */
export type RefusalReason = "invalid" | "not_found" | "in_use" | "conflict";

export interface Refusal {
  ok: false;
  reason: RefusalReason;
  /** A sentence for a person, naming the fields when there are any. */
  message: string;
  /** Field path ("lines.0.petId", "planId") → message, as fieldErrors() writes them. */
  fields?: Record<string, string>;
}

export type Result<T> = { ok: true; value: T } | Refusal;

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function refuse(
  reason: RefusalReason,
  message: string,
  fields?: Record<string, string>,
): Refusal {
  return fields ? { ok: false, reason, message, fields } : { ok: false, reason, message };
}

/** One sentence that names the fields, as the API's own 400s do. */
export function invalidFields(fields: Record<string, string>): Refusal {
  const names = Object.keys(fields).join(", ");
  return refuse("invalid", `Check these fields: ${names}.`, fields);
}
