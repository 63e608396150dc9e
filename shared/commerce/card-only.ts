import type { PaymentMethod } from "./consent";
import type { Plan } from "./plans";

/**
 * Why a prepaid plan cannot be chosen without card payments (issue 25 §4, decision 217): paying
 * months ahead is taken by card only, so a shop on pay on delivery sells pay per box alone. The
 * plan choice shows it beside the plan, and the API answers it for `planId`.
 */
export const PREPAID_NEEDS_CARD =
  "Prepaid plans are paid by card, and card payments are not open yet: choose Pay per box, and pay for each box when it arrives.";

/** True when `plan` cannot be sold with `method`: a prepaid plan without card payments. */
export function planNeedsCard(plan: Pick<Plan, "deliveriesPrepaid">, method: PaymentMethod) {
  return plan.deliveriesPrepaid > 0 && method !== "card";
}
