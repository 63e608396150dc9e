import { describe, expect, it } from "vitest";
import { deliveryState, fulfilmentRefusal, type DeliveryFacts } from "./delivery-state";

// Decision 225: what a person reads of a box, and what staff may do to it. The box ships on
// Tuesday 1 December 2026; it can change until the end of Friday 27 November (decision 207).
const box = (more: Partial<DeliveryFacts> = {}): DeliveryFacts => ({
  status: "scheduled",
  fulfilment: "waiting",
  date: "2026-12-01",
  pending: false,
  ...more,
});

describe("deliveryState", () => {
  it("calls a box late once its day has passed without shipping, whatever the lifecycle counted", () => {
    expect(deliveryState(box(), "2026-12-01")).toBe("scheduled");
    expect(deliveryState(box(), "2026-12-02")).toBe("late");
    expect(deliveryState(box({ status: "shipped" }), "2026-12-02")).toBe("late");
    expect(deliveryState(box({ fulfilment: "packed" }), "2026-11-30")).toBe("packed");
    expect(deliveryState(box({ fulfilment: "packed" }), "2026-12-02")).toBe("late");
    expect(deliveryState(box({ status: "shipped", fulfilment: "shipped" }), "2026-12-02")).toBe(
      "shipped",
    );
  });

  it("never calls late a box with nothing to send, or one whose order waits for its payment", () => {
    for (const status of ["skipped", "paused", "cancelled"] as const) {
      expect(deliveryState(box({ status }), "2026-12-09")).toBe(status);
    }
    expect(deliveryState(box({ pending: true }), "2026-12-09")).toBe("scheduled");
  });
});

describe("fulfilmentRefusal", () => {
  it("waits for the customer's cut-off, naming the step asked for", () => {
    expect(fulfilmentRefusal("pack", box(), "2026-11-27")).toBe(
      "The customer can still change this box until Friday, November 27, 2026: pack it after that.",
    );
    expect(fulfilmentRefusal("ship", box(), "2026-11-27")).toBe(
      "The customer can still change this box until Friday, November 27, 2026: ship it after that.",
    );
    expect(fulfilmentRefusal("ship", box(), "2026-11-30")).toBeNull();
  });

  it("refuses a box with nothing to send, and steps out of order", () => {
    expect(fulfilmentRefusal("ship", box({ status: "skipped" }), "2026-11-30")).toBe(
      "This box was skipped: there is nothing to pack or ship.",
    );
    expect(fulfilmentRefusal("returned", box({ fulfilment: "packed" }), "2026-11-30")).toBe(
      "This box has not shipped yet: only a shipped box can come back.",
    );
    expect(
      fulfilmentRefusal("returned", box({ fulfilment: "delivered" }), "2026-12-09"),
    ).toBeNull();
    expect(fulfilmentRefusal("pack", box({ fulfilment: "returned" }), "2026-12-09")).toBe(
      "This box has already shipped.",
    );
  });

  it("holds back a box whose order waits for its payment, naming the card or the bank transfer", () => {
    expect(fulfilmentRefusal("pack", box({ pending: true }), "2026-11-30")).toBe(
      "This box's order is still waiting for its card payment: do not pack or ship it yet.",
    );
    expect(
      fulfilmentRefusal("pack", box({ pending: true, awaitingTransfer: true }), "2026-11-30"),
    ).toBe("This box's order is still waiting for its bank transfer: do not pack or ship it yet.");
  });
});
