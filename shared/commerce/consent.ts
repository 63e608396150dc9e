import { monthsBetweenDeliveries, type Frequency } from "./dates";
import { formatCents } from "./cents";
import type { Plan } from "./plans";
import { deliveriesPerPayment } from "./money";
import {
  cancelRuleText,
  changeRuleShort,
  firstBoxChangeText,
  PREPAID_CANCEL_TEXT,
} from "./fulfilment-rules";

/**
 * The version of /terms a customer agrees to when placing an order. Change it whenever the terms
 * page changes what a subscription means; orders keep the version they were placed under.
 */
export const TERMS_VERSION = "2026-11-26.3";

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

/** A discount code on the order, as the server priced it (decision 267). */
export interface ConsentCode {
  code: string;
  /** Every box for this many months; null for the first box only. */
  months: number | null;
  /** Each line's cents off one of its box deliveries, in the lines' order (0: not discounted). */
  perDelivery: readonly number[];
}

/**
 * How many of a line's deliveries a code discounts: the first only, or every delivery of each
 * payment made within its months (decision 267 counts whole payments, as Stripe's coupon does).
 */
export function discountedDeliveries(
  months: number | null,
  frequency: Frequency,
  deliveriesPerPayment: number,
): number {
  if (months === null) return 1;
  const monthsPerPayment = monthsBetweenDeliveries[frequency] * deliveriesPerPayment;
  return Math.ceil(months / monthsPerPayment) * deliveriesPerPayment;
}

/**
 * The consent's sentence about a code (decision 276): what it takes off each discounted box, for
 * how many, and the price after, per line. Empty when the code takes nothing off.
 */
export function codeConsentLines(
  lines: readonly ConsentLine[],
  code: ConsentCode,
  deliveriesPerPaymentOfPlan: number,
): string[] {
  return lines.flatMap((line, index) => {
    const off = code.perDelivery[index] ?? 0;
    if (off <= 0) return [];
    const count = discountedDeliveries(code.months, line.frequency, deliveriesPerPaymentOfPlan);
    const full = line.unitPrice * line.quantity;
    const what = `${line.boxName} for ${line.petName}`;
    const unit = line.quantity === 1 ? "box" : "delivery";
    const units = line.quantity === 1 ? "boxes" : "deliveries";
    const first = count === 1 ? `the first ${unit}` : `each of the first ${count} ${units}`;
    return [
      `Code ${code.code}: ${formatCents(off)} off ${first} of ${what} (${formatCents(full - off)} instead of ${formatCents(full)}), then ${formatCents(full)} a ${unit}.`,
    ];
  });
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
  /** The order's discount code, if any: its sentence follows the renewal's. */
  code?: ConsentCode | null;
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
    ...(input.code ? codeConsentLines(lines, input.code, n) : []),
    `${changeRuleShort()} ${firstBoxChangeText()}`,
    `Cancel under My subscriptions in your account, or write to us through /contact. ${cancelRuleText()}${n === 1 ? "" : ` ${PREPAID_CANCEL_TEXT}`}`,
  ].join("\n");
}
