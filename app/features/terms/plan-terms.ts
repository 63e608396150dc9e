import type { Plan } from "@shared/commerce/plans";
// The plans checkout sells, from the one data file beside the catalogue (the server checks it
// against plansFileSchema at start, and refuses to start without a valid one or with a
// PLANS_FILE of other plans: decision 183). Imported, not fetched: /terms is prerendered and
// carries the plans in its HTML with no extra request.
import plansFile from "../../../public/plans.json";

export const plans: readonly Plan[] = plansFile;

/** One sentence per plan, from the data: what one payment covers, the discount, what renews. */
export function describePlan(plan: Plan): string {
  const off =
    plan.discountPercent > 0
      ? `with ${plan.discountPercent} % off the price of every box`
      : "at the price shown on the box's page";
  if (plan.deliveriesPrepaid === 0) {
    return `${plan.name}: each delivery is paid on its own, ${off}.`;
  }
  const n = plan.deliveriesPrepaid;
  return `${plan.name}: ${n} deliveries are paid at once, ${off}. When the last of them has shipped, the plan renews for another ${n} deliveries at the same price.`;
}
