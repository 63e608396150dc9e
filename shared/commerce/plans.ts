import { z } from "../zod";

/**
 * How a customer pays for a subscription (public/plans.json, issue 12): per box, or a number of
 * deliveries at once at a discount. One plan covers every line of an order.
 */
export const planSchema = z.object({
  id: z
    .string()
    .check(
      z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "A plan id is lower-case letters, digits and dashes."),
    ),
  name: z.string().check(z.minLength(1), z.maxLength(60)),
  /**
   * 0: pay per box (each delivery is paid on its own). 2 to 12: that many deliveries are paid
   * at once, and the plan renews for as many again. 12 is the most Stripe can bill at once for a
   * quarterly box (36 months, decision 092).
   */
  deliveriesPrepaid: z.number().check(
    z.int(),
    z.refine(
      (n) => n === 0 || (n >= 2 && n <= 12),
      "deliveriesPrepaid is 0 (pay per box) or 2 to 12.",
    ),
  ),
  /** Whole percent off every delivery's price; rounding is decision 090's. */
  discountPercent: z.number().check(z.int(), z.gte(0), z.lte(50)),
});

export const plansFileSchema = z.array(planSchema).check(
  z.minLength(1),
  z.superRefine((plans, context) => {
    const ids = new Set<string>();
    plans.forEach((plan, index) => {
      if (ids.has(plan.id)) {
        context.addIssue({
          code: "custom",
          path: [index, "id"],
          message: `Plan id "${plan.id}" is used twice.`,
        });
      }
      ids.add(plan.id);
    });
  }),
);

export type Plan = z.infer<typeof planSchema>;

// Kept with the money rules it counts for (./money.ts, which imports no schema); also here for
// the modules that read a plan's terms.
export { deliveriesPerPayment } from "./money";

export function findPlan(plans: readonly Plan[], id: string): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}
