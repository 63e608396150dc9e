import { describe, expect, it } from "vitest";
import { cancelRuleText } from "./fulfilment-rules";
import { CONFIRM_WITHDRAWAL_TEXT, formatReceivedAt, WITHDRAW_LINK_TEXT } from "./withdrawal-words";
import {
  FOLLOW_UP_WORKING_DAYS,
  REFUND_DAYS,
  RETURN_DAYS,
  WITHDRAWAL_DAYS,
  withdrawalEffectText,
  withdrawalHowText,
  withdrawalOutcomeText,
  withdrawalPeriodText,
  withdrawalReturnsText,
  unmatchedWithdrawalText,
} from "./withdrawal-rules";

// Every sentence about the right of withdrawal states the numbers of this module (issue 25 §7).
describe("the right of withdrawal, in words", () => {
  it("states the period, the return and refund days and the follow-up from the rule", () => {
    expect(withdrawalPeriodText()).toContain(`within ${WITHDRAWAL_DAYS} days without giving`);
    expect(withdrawalPeriodText()).toContain(`The ${WITHDRAWAL_DAYS} days start on the day`);
    expect(withdrawalReturnsText()).toContain(`within ${RETURN_DAYS} days of withdrawing`);
    expect(withdrawalReturnsText()).toContain(`within ${REFUND_DAYS} days of receiving them`);
    expect(unmatchedWithdrawalText()).toContain(`within ${FOLLOW_UP_WORKING_DAYS} working days`);
    expect(WITHDRAWAL_DAYS).toBe(14);
  });

  it("says how: the footer link's words and the button's, without signing in", () => {
    expect(WITHDRAW_LINK_TEXT).toBe("Withdraw from contract here");
    expect(CONFIRM_WITHDRAWAL_TEXT).toBe("Confirm withdrawal");
    expect(withdrawalHowText()).toContain(`"${WITHDRAW_LINK_TEXT}" at the foot of every page`);
    expect(withdrawalHowText()).toContain(`press "${CONFIRM_WITHDRAWAL_TEXT}"`);
    expect(withdrawalHowText()).toContain("You do not need to sign in.");
  });

  it("cancels as cancelling does, in the cancel rule's own words", () => {
    const rule = cancelRuleText();
    expect(withdrawalEffectText()).toContain(rule.charAt(0).toLowerCase() + rule.slice(1));
  });

  it("tells each outcome with its count and the follow-up days", () => {
    expect(
      withdrawalOutcomeText({ outcome: "cancelled", order: "PB-000042", cancelled: 1 })[0],
    ).toBe(
      "We have cancelled the 1 subscription of order PB-000042. A separate e-mail for each says which boxes, if any, still ship.",
    );
    expect(
      withdrawalOutcomeText({ outcome: "cancelled", order: "PB-000042", cancelled: 0 })[0],
    ).toContain("were already cancelled");
    expect(
      withdrawalOutcomeText({ outcome: "not_matched", order: "42x", cancelled: 0 }).join(" "),
    ).toContain(`write to you within ${FOLLOW_UP_WORKING_DAYS} working days`);
  });

  it("names the date, the time and the time zone it was received in", () => {
    const clean = (text: string) => text.replace(/\s/g, " ");
    const winter = new Date("2026-12-03T09:30:00Z");
    expect(clean(formatReceivedAt(winter, "Europe/Dublin"))).toBe(
      "Thursday, December 3, 2026 at 9:30 AM GMT",
    );
    expect(clean(formatReceivedAt(winter, "America/New_York"))).toBe(
      "Thursday, December 3, 2026 at 4:30 AM EST",
    );
    // Past midnight in the shop's zone: the shop's date, not UTC's.
    expect(clean(formatReceivedAt(new Date("2026-07-01T23:30:00Z"), "Europe/Dublin"))).toBe(
      "Thursday, July 2, 2026 at 12:30 AM GMT+1",
    );
  });
});
