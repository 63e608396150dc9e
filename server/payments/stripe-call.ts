import { Stripe } from "stripe";
import { PaymentUnavailableError } from "./provider";

/** Any failure to reach Stripe, or a refusal, as the boundary's one error. */
export async function callStripe<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const code =
      error instanceof Stripe.errors.StripeError ? (error.code ?? error.type) : "network";
    throw new PaymentUnavailableError(`Stripe could not ${what} (${code}).`, { cause: error });
  }
}
