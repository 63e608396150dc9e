import { z } from "../../zod";
import { NOT_AN_OBJECT } from "../errors";

// The back office's payments (issue 26, decisions 229 and 230): refunds on an order, the card
// renewals that failed, and the link that lets the customer pay one. Amounts are whole cents.

const cents = z.number().check(z.int(), z.nonnegative());

export const MAX_REFUND_REASON = 500;

/** POST /api/admin/orders/:id/refunds */
export const refundInputSchema = z.object(
  {
    amount: z
      .number({ error: "Give the amount to refund in cents, for example 1250 for $12.50." })
      .check(
        z.int("Give the amount to refund in whole cents, for example 1250 for $12.50."),
        z.positive("Refund at least 1 cent."),
      ),
    reason: z
      .string({ error: "Say why the money is paid back." })
      .check(
        z.trim(),
        z.minLength(1, "Say why the money is paid back."),
        z.maxLength(MAX_REFUND_REASON, `Keep the reason under ${MAX_REFUND_REASON} characters.`),
      ),
  },
  { error: NOT_AN_OBJECT },
);
export type RefundInput = z.infer<typeof refundInputSchema>;

export const refundSchema = z.object({
  id: z.number(),
  amount: cents,
  reason: z.string(),
  /** "card": paid back to the card through the provider; "recorded": paid back by hand. */
  method: z.enum(["card", "recorded"]),
  /** The staff member's e-mail. */
  by: z.string(),
  at: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/** An order's money, as owners and support see it: what was paid, refunded and is left. */
export const orderPaymentsSchema = z.object({
  id: z.string(),
  number: z.number(),
  customerEmail: z.nullable(z.string()),
  provider: z.enum(["manual", "stripe"]),
  status: z.string(),
  /** Card: the first payment once paid; pay on delivery: the boxes recorded as paid. */
  paid: cents,
  refunded: cents,
  /** paid − refunded: the most a refund can be. */
  left: cents,
  refunds: z.array(refundSchema),
});
export type OrderPayments = z.infer<typeof orderPaymentsSchema>;

/** GET /api/admin/orders?number=42 */
export const orderLookupQuerySchema = z.object({
  number: z
    .string({ error: "Give the order number, for example 42 or PB-000042." })
    .check(
      z.regex(/^(?:PB-?)?0*[1-9]\d{0,14}$/i, "Give the order number, for example 42 or PB-000042."),
    ),
});
export const orderPaymentsAnswerSchema = z.object({ order: orderPaymentsSchema });
export type OrderPaymentsAnswer = z.infer<typeof orderPaymentsAnswerSchema>;

/** 201 from POST /api/admin/orders/:id/refunds: the refund and the order afterwards. */
export const refundAnswerSchema = z.object({ refund: refundSchema, order: orderPaymentsSchema });
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;

/** GET /api/admin/renewals/failed: card renewals the provider could not collect. */
export const failedRenewalSchema = z.object({
  orderId: z.string(),
  orderNumber: z.number(),
  customerEmail: z.nullable(z.string()),
  amount: cents,
  failedAt: z.string(),
  /** When the provider tries the card again; null: it will not. */
  retryAt: z.nullable(z.string()),
  /** Whether there is a page to send the customer. */
  canSendLink: z.boolean(),
  linkSentAt: z.nullable(z.string()),
});
export type FailedRenewal = z.infer<typeof failedRenewalSchema>;
export const failedRenewalsAnswerSchema = z.object({ renewals: z.array(failedRenewalSchema) });
export type FailedRenewalsAnswer = z.infer<typeof failedRenewalsAnswerSchema>;

/** 200 from POST /api/admin/orders/:id/payment-link */
export const paymentLinkAnswerSchema = z.object({ renewal: failedRenewalSchema });
export type PaymentLinkAnswer = z.infer<typeof paymentLinkAnswerSchema>;

/**
 * POST /api/admin/orders/:id/payment (decision 269): staff record that the bank transfer an order
 * waits for has arrived. Only a paid transfer is recorded here.
 */
export const orderPaymentInputSchema = z.object(
  {
    status: z.literal("paid", { error: 'Record the payment as "paid".' }),
    method: z.literal("transfer", { error: 'Only a bank transfer is recorded here: "transfer".' }),
  },
  { error: NOT_AN_OBJECT },
);
export type OrderPaymentInput = z.infer<typeof orderPaymentInputSchema>;

/** 200 from POST /api/admin/orders/:id/payment: the order's money afterwards. */
export const orderPaymentAnswerSchema = z.object({ order: orderPaymentsSchema });
export type OrderPaymentAnswer = z.infer<typeof orderPaymentAnswerSchema>;

/**
 * GET /api/admin/orders/awaiting-transfer (decision 275): orders waiting for a bank transfer
 * (gifts, prepaid plans), oldest first, for staff to record the transfer when it arrives.
 */
export const awaitingTransferSchema = z.object({
  orderId: z.string(),
  orderNumber: z.number(),
  /** What was bought: "Gift of 3 boxes", a plan's name. */
  planName: z.string(),
  customerUid: z.string(),
  customerEmail: z.nullable(z.string()),
  total: cents,
  createdAt: z.string(),
  /** Whole days since the order was placed. */
  ageDays: z.number().check(z.int(), z.nonnegative()),
});
export type AwaitingTransfer = z.infer<typeof awaitingTransferSchema>;
export const awaitingTransfersAnswerSchema = z.object({
  orders: z.array(awaitingTransferSchema),
});
export type AwaitingTransfersAnswer = z.infer<typeof awaitingTransfersAnswerSchema>;

/**
 * GET /api/admin/orders/transfers-to-return (decision 273): cancelled orders paid by bank
 * transfer (nothing of them shipped) whose money is not yet all sent back, oldest first.
 */
export const transferToReturnSchema = z.object({
  orderId: z.string(),
  orderNumber: z.number(),
  planName: z.string(),
  customerUid: z.string(),
  customerEmail: z.nullable(z.string()),
  /** What the transfer paid. */
  paid: cents,
  /** What is still to send back: paid less what was refunded. */
  toReturn: cents,
  createdAt: z.string(),
});
export type TransferToReturn = z.infer<typeof transferToReturnSchema>;
export const transfersToReturnAnswerSchema = z.object({
  orders: z.array(transferToReturnSchema),
});
export type TransfersToReturnAnswer = z.infer<typeof transfersToReturnAnswerSchema>;
