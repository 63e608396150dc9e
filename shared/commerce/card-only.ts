import type { PaymentMethod } from "./consent";
import type { Plan } from "./plans";

/**
 * True when `plan` is paid by bank transfer with `method`: a prepaid plan without card payments
 * (issue 28, decision 273, replacing decision 217's refusal). The order waits for the transfer
 * and its subscriptions start once staff record it.
 */
export function paidByTransfer(plan: Pick<Plan, "deliveriesPrepaid">, method: PaymentMethod) {
  return plan.deliveriesPrepaid > 0 && method !== "card";
}
