import { Stripe } from "stripe";
import { PaymentUnavailableError } from "./provider";

/** Any failure to reach Stripe, or a refusal, as the boundary's one error. */
export async function callStripe<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw stripeUnavailable(`Stripe could not ${what}`, error);
  }
}

/** `error` from the SDK as PaymentUnavailableError, saying whether Stripe may have done it. */
export function stripeUnavailable(what: string, error: unknown): PaymentUnavailableError {
  return new PaymentUnavailableError(`${what} (${stripeErrorCode(error)}).`, {
    cause: error,
    unknownOutcome: mayHaveApplied(error),
  });
}

/** Stripe's error code or type ("resource_missing", "api_error"), or "network". */
export function stripeErrorCode(error: unknown): string {
  return error instanceof Stripe.errors.StripeError ? (error.code ?? error.type) : "network";
}

/**
 * No answer (a lost connection, a timeout) or Stripe's own failure (5xx): the request may have
 * been carried out. Any other answer (4xx: refused, invalid, rate-limited) says it was not.
 */
function mayHaveApplied(error: unknown): boolean {
  if (!(error instanceof Stripe.errors.StripeError)) return true;
  if (error instanceof Stripe.errors.StripeConnectionError) return true;
  return error.statusCode === undefined || error.statusCode >= 500;
}
