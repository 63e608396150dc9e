import { cancelRuleText } from "./fulfilment-rules";
import { CONFIRM_WITHDRAWAL_TEXT, WITHDRAW_LINK_TEXT } from "./withdrawal-words";

/**
 * The EU right of withdrawal (Directive 2011/83/EU as amended by Directive 2023/2673, issue 25
 * §7, decisions 211 and 212): its numbers, and every sentence the shop says about it. /terms, the
 * withdrawal page and the confirmation e-mail take their words from here, and a test compares
 * each with these numbers.
 */

/** Days to withdraw without a reason, from the day the first box of the order arrives. */
export const WITHDRAWAL_DAYS = 14;
/** Days the customer has to send back boxes they received, from the day they withdraw. */
export const RETURN_DAYS = 14;
/** Days within which the shop refunds, from the day it has the boxes back (or proof of sending). */
export const REFUND_DAYS = 14;
/** Working days within which the shop answers a withdrawal it could not match to an order. */
export const FOLLOW_UP_WORKING_DAYS = 2;

const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;
const workingDays = (count: number) => `${count} working ${count === 1 ? "day" : "days"}`;

/** The period, in one sentence. */
export function withdrawalPeriodText(): string {
  return `You can withdraw from an order within ${days(WITHDRAWAL_DAYS)} without giving any reason. The ${days(WITHDRAWAL_DAYS)} start on the day you receive the first box of the order; you can also withdraw before it arrives.`;
}

/** How to withdraw: the link in every page's footer, no account needed. */
export function withdrawalHowText(): string {
  return `To withdraw, use "${WITHDRAW_LINK_TEXT}" at the foot of every page: give your name, the order number and the e-mail address of the order, and press "${CONFIRM_WITHDRAWAL_TEXT}". You do not need to sign in. We record the date and time we receive it and confirm it to you by e-mail at once. You may also tell us in any other clear way, for example by writing to us.`;
}

/** What happens to the subscriptions of the order: they are cancelled as cancelling says. */
export function withdrawalEffectText(): string {
  return `When we receive your withdrawal, every subscription of that order is cancelled at once, as described under Cancelling: ${lowerFirst(cancelRuleText())}`;
}

/** Boxes already shipped: send them back, get the money back. */
export function withdrawalReturnsText(): string {
  return `Boxes you have already received, or that are on their way, you may keep or send back. Send them back within ${days(RETURN_DAYS)} of withdrawing and we refund what you paid for them, including the standard shipping, within ${days(REFUND_DAYS)} of receiving them or your proof of sending them; you pay the cost of sending them back.`;
}

/** A withdrawal the shop could not match: kept all the same, and answered by a person. */
export function unmatchedWithdrawalText(): string {
  return `If the order number and e-mail address do not match one of our orders, your withdrawal is still recorded with its date and time, and we write to you within ${workingDays(FOLLOW_UP_WORKING_DAYS)} to sort it out.`;
}

/**
 * What the shop did with one withdrawal, for the page that confirms it and the e-mail: the same
 * paragraphs in both. `order` is the order's number as the customer gave it (or its label).
 */
export function withdrawalOutcomeText(withdrawal: {
  outcome: "cancelled" | "not_matched" | "follow_up";
  order: string;
  cancelled: number;
}): string[] {
  const { order, cancelled } = withdrawal;
  const count = cancelled === 1 ? "1 subscription" : `${cancelled} subscriptions`;
  const byHand = (what: string) =>
    `Your withdrawal is recorded all the same: we ${what} by hand and write to you within ${workingDays(FOLLOW_UP_WORKING_DAYS)}.`;
  switch (withdrawal.outcome) {
    case "cancelled":
      return [
        cancelled > 0
          ? `We have cancelled the ${count} of order ${order}. A separate e-mail for each says which boxes, if any, still ship.`
          : `The subscriptions of order ${order} were already cancelled, so nothing more ships or is charged.`,
        withdrawalReturnsText(),
      ];
    case "not_matched":
      return [
        `We could not match order number “${order}” with this e-mail address to one of our orders, so nothing has been cancelled yet.`,
        byHand("check it"),
      ];
    case "follow_up":
      return [
        `We found order ${order}, but could not cancel all of its subscriptions just now.`,
        byHand("finish it"),
        withdrawalReturnsText(),
      ];
  }
}

/** The terms' section, paragraph by paragraph. */
export function withdrawalTermsParagraphs(): string[] {
  return [
    withdrawalPeriodText(),
    withdrawalHowText(),
    withdrawalEffectText(),
    withdrawalReturnsText(),
    unmatchedWithdrawalText(),
  ];
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
