import type { Frequency } from "./dates";
import { formatCents } from "./cents";
import type { Plan } from "./plans";
import { deliveriesPerPayment } from "./money";
import {
  cancelRuleText,
  changeRuleShort,
  firstBoxChangeText,
  PREPAID_CANCEL_TEXT,
} from "./fulfilment-rules";
import { TERMS_VERSION } from "./terms-version";

export { TERMS_VERSION };

/** How the order is paid: no card, paid on the first delivery; or a card through Stripe. */
export type PaymentMethod = "pay_on_delivery" | "card";

export interface ConsentLine {
  boxName: string;
  petName: string;
  quantity: number;
  frequency: Frequency;
  /** Plan price of one box for one delivery, in cents. */
  unitPrice: number;
}

const every: Record<Frequency, string> = {
  Monthly: "every month",
  "Bi-Monthly": "every 2 months",
  Quarterly: "every 3 months",
};

/**
 * What the customer agrees to, shown beside the Place order button and stored with the order
 * (California's automatic renewal law asks for: what renews, how often, at what price, how to
 * cancel, and the terms). The browser and the server build it with this one function, so the
 * text stored is the text shown.
 */
export function consentText(input: {
  lines: readonly ConsentLine[];
  plan: Plan;
  /** The first payment of the order, in cents, shipping included. */
  total: number;
  method: PaymentMethod;
  /** What shipping one box to the order's address costs, in cents (./shipping.ts). */
  shippingPerBox: number;
  /**
   * The sentences of the order's discount code, if any (consent-code.ts: a module of its own, so
   * checkout loads them with the code field, decision 277); they follow the renewal's.
   */
  codeLines?: readonly string[];
}): string {
  const { lines, plan, total, method, shippingPerBox } = input;
  const n = deliveriesPerPayment(plan);
  const boxes = lines.map((line) => {
    const count = line.quantity === 1 ? "1 box" : `${line.quantity} boxes`;
    return `- ${line.boxName} for ${line.petName}: ${count} ${every[line.frequency]} at ${formatCents(line.unitPrice)} a box.`;
  });
  const covers = n === 1 ? "the first delivery" : `the first ${n} deliveries of each subscription`;
  const payment =
    method === "card"
      ? `Today your card is charged ${formatCents(total)} for ${covers}.`
      : n === 1
        ? `Nothing is charged today: you pay ${formatCents(total)} when the first delivery arrives.`
        : // Prepaid without cards: by bank transfer, before anything ships (decision 273).
          `Nothing is charged today: you pay ${formatCents(total)} for ${covers} by bank transfer, and nothing is packed before it has arrived.`;
  const renewal =
    n === 1
      ? method === "card"
        ? "Each later delivery is charged to the same card, at the price above, before it ships."
        : "Each later delivery is paid, at the price above, when it arrives."
      : method === "card"
        ? `After every ${n}th delivery, each subscription renews for another ${n} deliveries at the same price, charged to the same card.`
        : `After every ${n}th delivery, each subscription renews for another ${n} deliveries at the same price, paid when the next delivery arrives.`;
  return [
    `By placing this order you agree to the PetBox terms (version ${TERMS_VERSION}, /terms) and start ${lines.length === 1 ? "this subscription" : "these subscriptions"}, which renew automatically until you cancel:`,
    ...boxes,
    shippingPerBox === 0
      ? "Shipping is free."
      : `Shipping: ${formatCents(shippingPerBox)} a box, on every delivery.`,
    `Plan: ${plan.name}. ${payment}`,
    renewal,
    ...(input.codeLines ?? []),
    `${changeRuleShort()} ${firstBoxChangeText()}`,
    `Cancel under My subscriptions in your account, or write to us through /contact. ${cancelRuleText()}${n === 1 ? "" : ` ${PREPAID_CANCEL_TEXT}`}`,
  ].join("\n");
}
