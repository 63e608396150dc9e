import { isCalendarDate } from "../commerce/calendar";
import { z } from "../zod";
import { NOT_AN_OBJECT } from "./errors";
import { lineBoxIdSchema, lineQuantitySchema } from "./line-fields";
import { MAX_CHECKOUT_LINES } from "./checkout-limits";

// Discount codes (issue 28, decision 267): POST /api/admin/codes and GET /api/admin/codes for
// owners, POST /api/codes/check for a signed-in customer, and `code` on POST /api/checkout.

export const CODE_MESSAGE = "A code is 3 to 32 letters, digits, hyphens or underscores.";
const CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

/** A code as typed: trimmed; its case does not matter. */
export const codeTextSchema = z
  .string({ error: CODE_MESSAGE })
  .check(z.trim(), z.regex(CODE_PATTERN, CODE_MESSAGE));

/** How the shop writes a code (and matches it): upper case. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

const DATE_MESSAGE = "Give a date as YYYY-MM-DD.";
const optionalDate = z.optional(
  z.nullable(z.string({ error: DATE_MESSAGE }).check(z.refine(isCalendarDate, DATE_MESSAGE))),
);
const PERCENT_MESSAGE = "Give the percent off, a whole number from 1 to 100.";
const AMOUNT_MESSAGE = "Give the amount off in cents, a whole number from 1 to 100000.";
const MONTHS_MESSAGE = "Give the months, a whole number from 1 to 36.";
const USES_MESSAGE = "Give the most uses, a whole number from 1.";
const ids = (what: string) =>
  z.optional(
    z
      .array(z.string({ error: `Each ${what} is an id.` }).check(z.trim(), z.minLength(1)), {
        error: `Give the ${what}s as a list.`,
      })
      .check(z.maxLength(50, `At most 50 ${what}s.`)),
  );

/** POST /api/admin/codes */
export const codeInputSchema = z
  .object(
    {
      code: codeTextSchema,
      percentOff: z.optional(
        z.nullable(
          z
            .number({ error: PERCENT_MESSAGE })
            .check(z.int(PERCENT_MESSAGE), z.gte(1, PERCENT_MESSAGE), z.lte(100, PERCENT_MESSAGE)),
        ),
      ),
      amountOff: z.optional(
        z.nullable(
          z
            .number({ error: AMOUNT_MESSAGE })
            .check(z.int(AMOUNT_MESSAGE), z.gte(1, AMOUNT_MESSAGE), z.lte(100_000, AMOUNT_MESSAGE)),
        ),
      ),
      firstBoxOnly: z.boolean({ error: "Say whether it is for the first box only." }),
      months: z.optional(
        z.nullable(
          z
            .number({ error: MONTHS_MESSAGE })
            .check(z.int(MONTHS_MESSAGE), z.gte(1, MONTHS_MESSAGE), z.lte(36, MONTHS_MESSAGE)),
        ),
      ),
      startsOn: optionalDate,
      endsOn: optionalDate,
      maxUses: z.optional(
        z.nullable(
          z
            .number({ error: USES_MESSAGE })
            .check(z.int(USES_MESSAGE), z.gte(1, USES_MESSAGE), z.lte(1_000_000, USES_MESSAGE)),
        ),
      ),
      oncePerCustomer: z.boolean({ error: "Say whether a customer may use it once only." }),
      boxIds: ids("box"),
      planIds: ids("plan"),
    },
    { error: NOT_AN_OBJECT },
  )
  .check(
    z.superRefine((input, context) => {
      const percent = input.percentOff ?? null;
      const amount = input.amountOff ?? null;
      if ((percent === null) === (amount === null)) {
        context.addIssue({
          code: "custom",
          path: ["percentOff"],
          message: "Give a percent off or an amount off, not both.",
        });
      }
      if (!input.firstBoxOnly && (input.months ?? null) === null) {
        context.addIssue({
          code: "custom",
          path: ["months"],
          message: "Give for how many months every box is discounted.",
        });
      }
      if (input.firstBoxOnly && (input.months ?? null) !== null) {
        context.addIssue({
          code: "custom",
          path: ["months"],
          message: "A first-box-only code has no months.",
        });
      }
      if (input.startsOn && input.endsOn && input.startsOn > input.endsOn) {
        context.addIssue({
          code: "custom",
          path: ["endsOn"],
          message: "The last day comes on or after the first.",
        });
      }
    }),
  );
export type CodeInput = z.output<typeof codeInputSchema>;

const maxUsesSchema = z.nullable(
  z
    .number({ error: USES_MESSAGE })
    .check(z.int(USES_MESSAGE), z.gte(1, USES_MESSAGE), z.lte(1_000_000, USES_MESSAGE)),
);

/**
 * PATCH /api/admin/codes/:code (decision 275): switch a code off or on again (`active`), and
 * change its last day and its limit (null: none). Only the fields sent change.
 */
export const codePatchSchema = z
  .object(
    {
      active: z.optional(z.boolean({ error: "Say whether the code can be used: true or false." })),
      endsOn: optionalDate,
      maxUses: z.optional(maxUsesSchema),
    },
    { error: NOT_AN_OBJECT },
  )
  .check(
    z.superRefine((input, context) => {
      if (input.active === undefined && input.endsOn === undefined && input.maxUses === undefined) {
        context.addIssue({
          code: "custom",
          path: ["active"],
          message: "Say what to change: active, endsOn or maxUses.",
        });
      }
    }),
  );
export type CodePatch = z.output<typeof codePatchSchema>;

const cents = z.number().check(z.int(), z.nonnegative());

/** A code as the back office lists it, with its uses (orders not failed or cancelled). */
export const codeSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  code: z.string(),
  percentOff: z.nullable(z.number().check(z.int())),
  amountOff: z.nullable(cents),
  firstBoxOnly: z.boolean(),
  months: z.nullable(z.number().check(z.int())),
  startsOn: z.nullable(z.string()),
  endsOn: z.nullable(z.string()),
  maxUses: z.nullable(z.number().check(z.int())),
  oncePerCustomer: z.boolean(),
  boxIds: z.array(z.string()),
  planIds: z.array(z.string()),
  uses: z.number().check(z.int(), z.nonnegative()),
  createdAt: z.string(),
  /** Whether it can be used: an owner may switch it off and on again (decision 275). */
  active: z.boolean(),
});
export type Code = z.infer<typeof codeSchema>;

export const codeAnswerSchema = z.object({ code: codeSchema });
export type CodeAnswer = z.infer<typeof codeAnswerSchema>;
export const codesAnswerSchema = z.object({ codes: z.array(codeSchema) });
export type CodesAnswer = z.infer<typeof codesAnswerSchema>;

/** POST /api/codes/check: the cart's boxes and the plan, as checkout will send them. */
export const codeCheckInputSchema = z.object(
  {
    code: z
      .string({ error: "Enter a code." })
      .check(z.trim(), z.minLength(1, "Enter a code."), z.maxLength(64, CODE_MESSAGE)),
    lines: z
      .array(
        z.object({
          boxId: lineBoxIdSchema,
          quantity: lineQuantitySchema,
        }),
        { error: "Your cart is empty." },
      )
      .check(
        z.minLength(1, "Your cart is empty."),
        z.maxLength(MAX_CHECKOUT_LINES, `An order holds at most ${MAX_CHECKOUT_LINES} lines.`),
      ),
    planId: z
      .string({ error: "Choose a plan." })
      .check(z.trim(), z.minLength(1, "Choose a plan."), z.maxLength(40, "Choose a plan.")),
  },
  { error: NOT_AN_OBJECT },
);
export type CodeCheckInput = z.output<typeof codeCheckInputSchema>;

/**
 * The answer: `discount` is what the first payment would be given, in cents, with each line's
 * part in `lines` (in the cart's order); `reason` says plainly why a code is refused.
 */
export const codeCheckAnswerSchema = z.object({
  valid: z.boolean(),
  discount: cents,
  lines: z.array(
    z.object({
      discount: cents,
      /** Cents off each of the line's discounted box deliveries (decision 276). */
      perDelivery: z.optional(cents),
    }),
  ),
  /** Every box for this many months; null for the first box only (decision 276). */
  months: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
  reason: z.optional(z.string()),
});
export type CodeCheckAnswer = z.infer<typeof codeCheckAnswerSchema>;

/** Why a code is refused, as the customer reads it (API and checkout page alike). */
export const CODE_REASONS = {
  unknown: "We don't know this code: check how it is spelled.",
  disabled: "This code is no longer valid.",
  notStarted: (startsOn: string) => `This code can be used from ${startsOn}.`,
  expired: "This code has expired.",
  usedUp: "This code has been used as many times as it can be.",
  usedByYou: "You have already used this code.",
  notForBoxes: "This code is not for the boxes in your cart.",
  notForPlan: "This code is not for this plan.",
  ownReferral: "This is your own referral code: share it with a friend instead.",
  referralFirstOrder: "A referral code is for a first order only, and you have ordered before.",
} as const;

/** GET /api/codes/referral (decision 270): the customer's own referral code and what it gives. */
export const referralAnswerSchema = z.object({
  code: z.string(),
  /** Cents off the friend's first box. */
  friendOff: cents,
  /** Cents off the referrer's next box once the friend's first box has shipped. */
  credit: cents,
});
export type ReferralAnswer = z.infer<typeof referralAnswerSchema>;
