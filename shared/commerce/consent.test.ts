import { describe, expect, it } from "vitest";
import { TERMS_VERSION, consentText } from "./consent";
import { codeConsentLines, type ConsentCode } from "./consent-code";

/** The consent of an order with a code, as checkout and the server build it (decision 277). */
const withCode = (input: Parameters<typeof consentText>[0], code: ConsentCode) =>
  consentText({ ...input, codeLines: codeConsentLines(input.lines, code, input.plan) });

const perBox = { id: "per-box", name: "Pay per box", deliveriesPrepaid: 0, discountPercent: 0 };
const prepay6 = {
  id: "prepay-6",
  name: "Prepay 6 deliveries",
  deliveriesPrepaid: 6,
  discountPercent: 5,
};

describe("consentText", () => {
  const cozy = {
    boxName: "Cozy Cat Corner",
    petName: "Milo",
    quantity: 1,
    frequency: "Monthly" as const,
  };

  it("says what renews, how often, at what price, how to cancel and which terms", () => {
    const text = consentText({
      lines: [
        { ...cozy, unitPrice: 2849 },
        {
          boxName: "Calm Cat Retreat",
          petName: "Luna",
          quantity: 2,
          frequency: "Quarterly",
          unitPrice: 4274,
        },
      ],
      plan: prepay6,
      total: 2849 * 6 + 4274 * 2 * 6 + 3 * 6 * 1200,
      method: "card",
      shippingPerBox: 1200,
    });
    expect(text).toBe(
      [
        `By placing this order you agree to the PetBox terms (version ${TERMS_VERSION}, /terms) and start these subscriptions, which renew automatically until you cancel:`,
        "- Cozy Cat Corner for Milo: 1 box every month at $28.49 a box.",
        "- Calm Cat Retreat for Luna: 2 boxes every 3 months at $42.74 a box.",
        "Shipping: $12.00 a box, on every delivery.",
        "Plan: Prepay 6 deliveries. Today your card is charged $899.82 for the first 6 deliveries of each subscription.",
        "After every 6th delivery, each subscription renews for another 6 deliveries at the same price, charged to the same card.",
        "Skip, swap, move or cancel any box until the end of the day 2 working days before it ships. Your first box can be changed or cancelled for at least 24 hours after you order.",
        "Cancel under My subscriptions in your account, or write to us through /contact. Cancelling stops every box whose packing cut-off has not passed: cancel before your first box's cut-off and nothing ships and nothing is charged (a card payment is refunded). A box already being packed still ships and is paid as usual. Until that box ships you can undo the cancel, and the subscription goes on as before. On a prepaid plan, once your first box is being packed, the deliveries you have already paid for still ship on their dates and the subscription ends after the last one; nothing renews and nothing more is charged. Until each of those boxes is packed you can still skip or pause it (it then comes later, and so does the end) or move it to another address or pet, and you can undo the cancel until the last one's packing cut-off.",
      ].join("\n"),
    );
  });

  it("says plainly that nothing is charged today when the order is paid on the first delivery", () => {
    const text = consentText({
      lines: [{ ...cozy, unitPrice: 2999 }],
      plan: perBox,
      total: 2999,
      method: "pay_on_delivery",
      shippingPerBox: 0,
    });
    expect(text).toContain("start this subscription");
    expect(text).toContain("\nShipping is free.\n");
    expect(text).toContain(
      "Plan: Pay per box. Nothing is charged today: you pay $29.99 when the first delivery arrives.",
    );
    expect(text).toContain("Each later delivery is paid, at the price above, when it arrives.");
  });

  it("states a repeating code's amount off, for how many boxes, and the price after (decision 276)", () => {
    const text = withCode(
      {
        lines: [
          { ...cozy, unitPrice: 2999 },
          {
            boxName: "Calm Cat Retreat",
            petName: "Luna",
            quantity: 2,
            frequency: "Bi-Monthly",
            unitPrice: 4000,
          },
        ],
        plan: perBox,
        total: 2999 - 300 + 8000 - 800,
        method: "card",
        shippingPerBox: 0,
      },
      { code: "SPRING", months: 3, perDelivery: [300, 800] },
    );
    const lines = text.split("\n");
    const renewal = lines.indexOf(
      "Each later delivery is charged to the same card, at the price above, before it ships.",
    );
    expect(renewal).toBeGreaterThan(0);
    expect(lines.slice(renewal + 1, renewal + 3)).toEqual([
      "Code SPRING: $3.00 off each of the first 3 boxes of Cozy Cat Corner for Milo ($26.99 instead of $29.99), then $29.99 a box.",
      // Every 2 months, 3 months of payments: the payments at 0 and 2 months.
      "Code SPRING: $8.00 off each of the first 2 deliveries of Calm Cat Retreat for Luna ($72.00 instead of $80.00), then $80.00 a delivery.",
    ]);
    // The fixed sentences are unchanged around it.
    expect(text).toContain("Today your card is charged $98.99 for the first delivery.");
  });

  it("states a first-box code's one box, and counts a prepaid plan's first payment whole", () => {
    const once = withCode(
      {
        lines: [{ ...cozy, unitPrice: 2999 }],
        plan: perBox,
        total: 1999,
        method: "pay_on_delivery",
        shippingPerBox: 0,
      },
      { code: "WELCOME", months: null, perDelivery: [1000] },
    );
    expect(once).toContain(
      "\nCode WELCOME: $10.00 off the first box of Cozy Cat Corner for Milo ($19.99 instead of $29.99), then $29.99 a box.\n",
    );
    const prepaid = withCode(
      {
        lines: [{ ...cozy, unitPrice: 2849 }],
        plan: prepay6,
        total: 6 * (2849 - 285),
        method: "card",
        shippingPerBox: 0,
      },
      { code: "SPRING", months: 3, perDelivery: [285] },
    );
    expect(prepaid).toContain(
      "Code SPRING: $2.85 off each of the first 6 boxes of Cozy Cat Corner for Milo ($25.64 instead of $28.49), then $28.49 a box.",
    );
  });

  it("says nothing of a code that takes nothing off", () => {
    const base = {
      lines: [{ ...cozy, unitPrice: 2999 }],
      plan: perBox,
      total: 2999,
      method: "card" as const,
      shippingPerBox: 0,
    };
    expect(withCode(base, { code: "X", months: 2, perDelivery: [0] })).toBe(consentText(base));
  });
});
