import { planSchema } from "../commerce/plans";
import { z } from "../zod";

/**
 * GET /api/plans (open): the plans checkout offers, and how this shop takes payment, so the
 * review step can show the consent text the server will store (shared/commerce/consent.ts).
 */
export const plansAnswerSchema = z.object({
  plans: z.array(planSchema),
  paymentMethod: z.enum(["pay_on_delivery", "card"]),
});

export type PlansAnswer = z.infer<typeof plansAnswerSchema>;
