// @vitest-environment node
import { describe, expect, it } from "vitest";
import { matchRoute } from "../../shared/site-paths";
import { messageFixtures, order, SHOP_URL } from "../test-support/message-fixtures";

// Issue 28, "never a surprise": what the acknowledgement and the notices say (decision 265).

describe("the acknowledgement after ordering", () => {
  const { text } = messageFixtures.order_confirmation;

  it("holds the whole consent as agreed, its terms, and how to cancel with a working link", () => {
    expect(order.consent.split("\n").length).toBeGreaterThan(3);
    expect(text).toContain(order.consent.split("\n").join("\n"));
    expect(text).toContain(`${SHOP_URL}/terms`);
    const cancel = text.slice(text.indexOf("How to cancel"));
    expect(cancel).toContain("Cancel at any time under My subscriptions in your account");
    const link = cancel.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBe(`${SHOP_URL}/account/subscriptions`);
    expect(matchRoute(new URL(link!).pathname)).toBe("accountSubscriptions");
  });
});

describe("the notices", () => {
  it("the renewal reminder: the amount, the day it is charged, and what it covers", () => {
    const { subject, text } = messageFixtures.renewal_reminder;
    expect(subject).toBe("Your PetBox plan renews on Friday, May 28, 2027: $257.94");
    expect(text).toContain(
      "On Friday, May 28, 2027 your card is charged $257.94 for the next 6 deliveries of Cat Box for Tom.",
    );
    expect(text).toContain("Covers: 6 deliveries, from the box of Tuesday, June 1, 2027");
    expect(text).toContain("To stop it, cancel before Friday, May 28, 2027");
  });

  it("the yearly reminder: what it is, what it costs, how often and how to cancel", () => {
    const { text } = messageFixtures.anniversary_reminder;
    expect(text).toContain("What it is: Cat Box for Tom, 1 box every month");
    expect(text).toContain("What it costs: $39.99 a delivery, paid when each box arrives");
    expect(text).toContain("How often: every month");
    expect(text).toContain("How to cancel");
    expect(text).toContain("Cancel at any time under My subscriptions in your account");
  });

  it("the price notice: the old price, the new, and the day the new one applies", () => {
    const { subject, text } = messageFixtures.price_notice;
    expect(subject).toBe("Your PetBox price changes on Thursday, January 28, 2027");
    expect(text).toContain(
      "The price of Cat Box for Tom changes from $39.99 to $44.99 a delivery. Until Thursday, January 28, 2027 you pay the old price.",
    );
    expect(text).toContain("Price now: $39.99 a delivery ($39.99 a box)");
    expect(text).toContain("New price: $44.99 a delivery ($44.99 a box)");
  });
});
