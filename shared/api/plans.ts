import { planSchema } from "../commerce/plans";
import { z } from "../zod";

/**
 * GET /api/plans (open): the plans checkout offers, and how this shop takes payment, so the
 * review step can show the consent text the server will store (shared/commerce/consent.ts)
 * and the first delivery date as the server will compute it.
 */
export const plansAnswerSchema = z.object({
  plans: z.array(planSchema),
  paymentMethod: z.enum(["pay_on_delivery", "card"]),
  /** The shop's time zone (SHOP_TIME_ZONE): delivery dates are calendar dates there. */
  timeZone: z.string(),
});

export type PlansAnswer = z.infer<typeof plansAnswerSchema>;
