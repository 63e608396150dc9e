import { z } from "../zod";
import { emailSchema } from "./email";
import { NOT_AN_OBJECT } from "./errors";
import { oneLineText } from "./free-text";

/**
 * POST /api/withdrawals — the EU withdrawal form (issue 25 §7, decision 211): full name, order
 * number and e-mail, all required. Open to visitors. The order number is any text the customer
 * types: one that names no order is still a withdrawal, stored for the shop to follow up, so the
 * form never turns one away for its shape. The browser checks the form with this schema too.
 */
export const WITHDRAWAL_NAME_MAX = 200;
export const ORDER_NUMBER_MAX = 40;

export const withdrawalInputSchema = z.object(
  {
    fullName: oneLineText(
      z
        .string({ error: "Please enter your full name." })
        .check(
          z.trim(),
          z.minLength(1, "Please enter your full name."),
          z.maxLength(
            WITHDRAWAL_NAME_MAX,
            `Please keep your name to ${WITHDRAWAL_NAME_MAX} characters or fewer.`,
          ),
        ),
    ),
    orderNumber: oneLineText(
      z
        .string({ error: "Please enter the order number, like PB-000042." })
        .check(
          z.trim(),
          z.minLength(1, "Please enter the order number, like PB-000042."),
          z.maxLength(
            ORDER_NUMBER_MAX,
            `An order number is shorter than ${ORDER_NUMBER_MAX} characters, like PB-000042.`,
          ),
        ),
    ),
    email: emailSchema,
  },
  { error: NOT_AN_OBJECT },
);

export type WithdrawalInput = z.infer<typeof withdrawalInputSchema>;

/**
 * What the shop did with a withdrawal: `received` (stored, not yet acted on: the moment between
 * storing it and cancelling, or a server that stopped in that moment), `cancelled` (the order
 * matched; its subscriptions are cancelled), `not_matched` (no order with that number and
 * e-mail; the shop follows up), `follow_up` (the order matched but a subscription could not be
 * cancelled just now; the shop follows up).
 */
export const withdrawalOutcomes = ["received", "cancelled", "not_matched", "follow_up"] as const;
export type WithdrawalOutcome = (typeof withdrawalOutcomes)[number];
export type SettledOutcome = Exclude<WithdrawalOutcome, "received">;

export const withdrawalAnswerSchema = z.object({
  withdrawal: z.object({
    id: z.number().check(z.int(), z.positive()),
    /** When the shop received it (ISO 8601, UTC). */
    receivedAt: z.string(),
    /** The matched order's number ("PB-000042"), else the order number as it was sent. */
    orderNumber: z.string(),
    outcome: z.enum(["cancelled", "not_matched", "follow_up"]),
    /** Subscriptions this withdrawal cancelled (0 when none matched or all already were). */
    cancelled: z.number().check(z.int(), z.nonnegative()),
  }),
});

export type WithdrawalAnswer = z.infer<typeof withdrawalAnswerSchema>;

/**
 * The order number a customer typed ("PB-000042", "pb-42", "#42", "42"), or null when it names
 * no order number at all.
 */
export function parseOrderNumber(typed: string): number | null {
  const match = /^#?\s*(?:PB[\s-]*)?0*(\d{1,15})$/i.exec(typed.trim());
  if (!match?.[1]) return null;
  const number = Number(match[1]);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** What the withdrawal's Idempotency-Key keeps: the stored withdrawal, acted on once. */
export const withdrawalStoredSchema = z.object({
  stored: z.object({ id: z.number().check(z.int(), z.positive()) }),
});
