import { z } from "../zod";
import { addressSchema } from "./address";
import { NOT_AN_OBJECT } from "./errors";
import { lineBoxIdSchema, lineQuantitySchema } from "./line-fields";
import { orderSchema, transferDetailsSchema } from "./orders";
import { subscriptionSchema } from "./subscriptions";

import { MAX_CHECKOUT_LINES, MAX_QUANTITY } from "./checkout-limits";

export { MAX_CHECKOUT_LINES, MAX_QUANTITY };
/** The address of an order, for the checkout form, which loads it with this module. */
export { addressSchema };

const checkoutLineSchema = z.object(
  {
    boxId: lineBoxIdSchema,
    petId: z
      .number({ error: "Choose which pet this box is for." })
      .check(
        z.int("Choose which pet this box is for."),
        z.positive("Choose which pet this box is for."),
        z.lte(Number.MAX_SAFE_INTEGER, "Choose which pet this box is for."),
      ),
    quantity: lineQuantitySchema,
    /**
     * The allergy swap the customer confirmed for this line, exactly as checkout showed it
     * ("we swap the grass-fed beef jerky for wild salmon bites"): a line whose box holds an
     * allergen of its pet is refused without it (decision 215).
     */
    allergySwap: z.optional(
      z.nullable(z.string({ error: "Confirm the allergy swap again." }).check(z.maxLength(500))),
    ),
  },
  { error: "Each line needs a box, a pet and a quantity." },
);

/**
 * POST /api/checkout. Prices are not part of it: a `price` or `total` the browser sends is
 * dropped here and every amount is computed on the server from the catalogue and the plan.
 */
export const checkoutInputSchema = z
  .object(
    {
      lines: z
        .array(checkoutLineSchema, { error: "Your cart is empty." })
        .check(
          z.minLength(1, "Your cart is empty."),
          z.maxLength(MAX_CHECKOUT_LINES, `An order holds at most ${MAX_CHECKOUT_LINES} lines.`),
        ),
      planId: z
        .string({ error: "Choose a plan." })
        .check(z.trim(), z.minLength(1, "Choose a plan."), z.maxLength(40, "Choose a plan.")),
      address: addressSchema,
      /**
       * A discount code (decision 267), checked and claimed by the server; empty or absent: none.
       * A code it refuses is a 400 on `code` saying why (expired, used up…).
       */
      code: z.optional(
        z.nullable(
          z
            .string({ error: "Enter the code as text." })
            .check(z.trim(), z.maxLength(64, "A code is at most 32 characters.")),
        ),
      ),
    },
    { error: NOT_AN_OBJECT },
  )
  .check(
    z.superRefine((input, context) => {
      const seen = new Set<string>();
      input.lines.forEach((line, index) => {
        const key = `${line.boxId}\u0000${line.petId}`;
        if (seen.has(key)) {
          context.addIssue({
            code: "custom",
            path: ["lines", index, "petId"],
            message: "This pet already gets this box in this order: change the quantity instead.",
          });
        }
        seen.add(key);
      });
    }),
  );

export type CheckoutInput = z.output<typeof checkoutInputSchema>;

/**
 * How the customer pays: nothing now (pay on first delivery), on Stripe's page, or by bank
 * transfer to `bankDetails` quoting `reference` (a prepaid plan without cards, decision 273).
 */
export const paymentNextStepSchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("pay_on_delivery") }),
  z.object({ method: z.literal("card"), redirectUrl: z.url() }),
  z.extend(transferDetailsSchema, { method: z.literal("transfer") }),
]);

/** POST /api/checkout (201) */
export const checkoutAnswerSchema = z.object({
  order: orderSchema,
  subscriptions: z.array(subscriptionSchema),
  payment: paymentNextStepSchema,
});

export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;
