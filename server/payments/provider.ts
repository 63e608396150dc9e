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
   * Starts paying for an order before it is written (decision 175: never inside a transaction);
   * the order is then written with what this answers. Throws PaymentUnavailableError when the
   * provider cannot be reached; nothing has been charged then, and nothing is written.
   */
  initiate(request: PaymentRequest): Promise<PaymentStart>;
  /**
   * Starts a one-off payment that never renews (a gift, decision 274), under the same rules as
   * `initiate`. Absent for providers that take no card: such a payment is then made another way
   * (a gift by bank transfer, decision 269).
   */
  initiateOnce?(request: OneOffPaymentRequest): Promise<PaymentStart>;
  /**
   * Ends a payment `initiate` started for an order that was then not written (refused, failed,
   * or a retry answered with the first order), so that it can never be paid. Best effort: a
   * Stripe Checkout Session left open expires unpaid within a day anyway.
   */
  abandon?(start: PaymentStart): Promise<void>;
  /** Verifies a webhook's signature and reads it; absent for providers that send none. */
  readWebhook?(rawBody: string, signature: string | undefined): WebhookReading;

  // Subscription lifecycle (issue 13, decision 104): optional, for providers that bill
  // renewals themselves. Called after the action's intent is committed, with the action's
  // idempotency key, never inside a transaction (decision 175). Each throws
  // PaymentUnavailableError when the provider refuses or cannot be reached; the action is then
  // not applied, or applied later once the provider confirms it (`unknownOutcome`).

  /**
   * Adds `amount` cents (negative: a credit) to the next payment of the line, for boxes a skip
   * or pause holds back (or brings back) on a pay-per-box plan. `tag` is kept with it at the
   * provider (Stripe's metadata), for `findAdjustment`.
   */
  adjustNextPayment?(
    line: ProviderLine,
    amount: number,
    description: string,
    tag?: Record<string, string>,
  ): Promise<void>;
  /**
   * Whether an adjustment carrying `tag` was made for the line's customer since `since`, still
   * waiting for an invoice or already on one: a pass that stopped before the provider's answer
   * asks this before trying again (decision 276). Throws PaymentUnavailableError like the rest.
   */
  findAdjustment?(line: ProviderLine, tag: Record<string, string>, since: Date): Promise<boolean>;
  /**
   * Bills the line at a new price, quantity or rhythm from its next payment (a swap or a new
   * quantity). Answers null, or a sentence saying why the provider cannot (the action is then
   * refused, 409).
   */
  changeLine?(line: ProviderLine, billing: LineBilling): Promise<string | null>;
  /**
   * Stops billing the line after what is paid: the whole provider subscription at the end of its
   * period when no other line of the order is live, else the line alone. `refund` (cents) is
   * paid back first: the line's first payment, when it was cancelled before anything was packed
   * (decision 207).
   */
  endLine?(line: ProviderLine, options: { lastLiveLine: boolean; refund?: number }): Promise<void>;
  /**
   * Bills the line again after a cancel is undone (decisions 218 and 230): `quantity` boxes.
   * Answers null, or a sentence saying why the provider cannot (the undo is then refused, 409).
   */
  resumeLine?(line: ProviderLine, options: { quantity: number }): Promise<string | null>;

  /**
   * Pays `amount` cents of an order's first payment back to the card (issue 26, decision 229),
   * through the provider's refund API. Called outside any transaction; throws
   * PaymentUnavailableError when the provider refuses or cannot be reached. Answers the
   * provider's refund id.
   */
  refundPayment?(payment: PaidOrder, amount: number, options: RefundOptions): Promise<string>;
}

/** An order paid by card: the provider's reference for its payment (a Checkout Session). */
export interface PaidOrder {
  orderId: string;
  reference: string;
}

export interface RefundOptions {
  /** Said to the provider (and kept there) with the refund. */
  reason: string;
  /** One key per refund, so a retried request refunds once. */
  idempotencyKey: string;
}

/** One line of a card order at the provider: its subscription ("sub_…") and the item's place. */
export interface ProviderLine {
  subscription: string;
  /**
   * The order line's position: the provider's item in the same place. Items are never removed
   * (a cancelled line's item is set to quantity 0, decision 230), so the places never shift.
   */
  position: number;
  /** One key per customer action, so retries of a call change the provider once. */
  idempotencyKey: string;
}

export interface LineBilling {
  /** "Cozy Cat Corner for Milo". */
  name: string;
  /** What one payment costs for one box, in cents: (plan price + shipping) × deliveries per payment. */
  unitAmount: number;
  quantity: number;
  intervalMonths: number;
  /**
   * When the rhythm changes: the first box on the new one ("YYYY-MM-DD"); its payment is the
   * next, so nothing is charged at the change itself. Null when the rhythm stays.
   */
  rhythmStartsOn: string | null;
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
  /** What one payment costs for one box, in cents: (plan price + shipping) × deliveries per payment. */
  unitAmount: number;
  quantity: number;
}

export interface PaymentRequest {
  orderId: string;
  orderNumber: number;
  customerEmail: string | null;
  lines: readonly PaymentLine[];
  /** Σ unitAmount × quantity less `discount.amount`: the order's first payment, in cents. */
  total: number;
  /**
   * A discount code's cents off each payment (decision 267): the first only (`months` null), or
   * every payment made within `months` months. Absent: no code.
   */
  discount?: PaymentDiscount;
}

/** A payment made once, for one thing, renewing nothing (decision 274). */
export interface OneOffPaymentRequest {
  orderId: string;
  orderNumber: number;
  customerEmail: string | null;
  /** What is paid for, as the provider's page shows it: one line of `total` cents. */
  name: string;
  description: string;
  /** The whole price, shipping included, in cents. */
  total: number;
  /** The shop's paths (from its root) the provider's page goes back to, paid or not. */
  successPath: string;
  cancelPath: string;
  /** Kept with the payment at the provider (orderId and orderNumber are added). */
  metadata: Record<string, string>;
}

export interface PaymentDiscount {
  /** Cents off the first payment (and each later one within `months`). */
  amount: number;
  /** The code, as the customer sees it on the provider's page. */
  code: string;
  months: number | null;
}

export type PaymentStart =
  { method: "pay_on_delivery" } | { method: "card"; reference: string; redirectUrl: string };

/** A verified provider event, read into what it means for one of our orders. */
export type WebhookReading =
  /** Not from the provider: no signature, a wrong one, or bytes that are not what was signed. */
  | { valid: false }
  /** Signed, but no event we can read (`[]`, no id, a field of another type): field → why. */
  | { valid: false; malformed: Record<string, string> }
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
      /** Events about renewals of a running subscription (decision 104); null for others. */
      renewal?: {
        providerSubscription: string;
        outcome: "payment_failed" | "paid" | "cancelled";
        /** The invoice of a failed renewal, when the event names it (decision 230). */
        invoice?: FailedInvoice | null;
      } | null;
    };

/** A renewal's invoice the provider could not collect (decision 230). */
export interface FailedInvoice {
  id: string;
  /** What it asks, in cents. */
  amount: number;
  /** The provider's next attempt; null when it will not try again. */
  retryAt: Date | null;
  /** The provider's page where the customer pays it. */
  payUrl: string | null;
}

/** The provider could not be reached or refused the request; the customer may try again. */
export class PaymentUnavailableError extends Error {
  override name = "PaymentUnavailableError";
  /**
   * True when the provider may have done it all the same (no answer, a timeout, its own 5xx):
   * only the same request again, with the same idempotency key, can tell. False when it said
   * no, or was not asked.
   */
  readonly unknownOutcome: boolean;

  constructor(message: string, options: { cause?: unknown; unknownOutcome?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.unknownOutcome = options.unknownOutcome ?? false;
  }
}
