import type { PaymentMethod } from "../../shared/commerce/consent";

/**
 * The payment boundary (decision 092), after Medusa's AbstractPaymentProvider: checkout and the
 * webhook processor speak to this interface only; an adapter turns it into one provider's calls
 * and reads that provider's events back into our own terms. Card data never reaches us.
 */
export interface PaymentProvider {
  readonly id: "manual" | "stripe";
  /** What the customer is told: nothing now ("pay on first delivery"), or a card page. */
  readonly method: PaymentMethod;
  /**
   * Why this provider cannot take these lines, as field messages, or null. Checked before
   * anything is stored, so a refusal stores nothing.
   */
  refuse(lines: readonly PaymentCheckLine[]): Record<string, string> | null;
  /**
   * Starts paying for an order already written in the checkout transaction (its last step, so
   * a failure here rolls the order back). Throws PaymentUnavailableError when the provider
   * cannot be reached; nothing has been charged then.
   */
  initiate(request: PaymentRequest): Promise<PaymentStart>;
  /** Verifies a webhook's signature and reads it; absent for providers that send none. */
  readWebhook?(rawBody: string, signature: string | undefined): WebhookReading;
}

export interface PaymentCheckLine {
  /** Months between two payments of this line (Stripe's interval_count). */
  intervalMonths: number;
}

export interface PaymentLine extends PaymentCheckLine {
  /** "Cozy Cat Corner for Milo". */
  name: string;
  /** "Monthly box, Prepay 6 deliveries". */
  description: string;
  /** What one payment costs for one box, in cents: plan price × deliveries per payment. */
  unitAmount: number;
  quantity: number;
}

export interface PaymentRequest {
  orderId: string;
  orderNumber: number;
  customerEmail: string | null;
  lines: readonly PaymentLine[];
  /** Σ unitAmount × quantity: the order's first payment, in cents. */
  total: number;
}

export type PaymentStart =
  { method: "pay_on_delivery" } | { method: "card"; reference: string; redirectUrl: string };

/** A verified provider event, read into what it means for one of our orders. */
export type WebhookReading =
  | { valid: false }
  | {
      valid: true;
      eventId: string;
      type: string;
      /** Null for events that change no order (they are still recorded once). */
      change: {
        orderId: string;
        reference: string;
        outcome: "paid" | "failed" | "waiting";
        /** What the provider collected, to compare with the order's total. */
        amount: number | null;
        currency: string | null;
        /** The provider's subscription that renews the order (Stripe "sub_…"), once known. */
        providerSubscription: string | null;
      } | null;
    };

/** The provider could not be reached or refused the request; the customer may try again. */
export class PaymentUnavailableError extends Error {
  override name = "PaymentUnavailableError";
}
