import { beforeEach, describe, expect, it } from "vitest";
import { rememberCardCheckout, takeCardCheckout } from "./card-checkout";

describe("a card checkout's boxes", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("are handed back once, on the page of the order that went to Stripe", () => {
    rememberCardCheckout("order-1", [{ boxId: "2", quantity: 2 }]);
    expect(takeCardCheckout("order-2")).toBeNull();
    expect(takeCardCheckout("order-1")).toEqual([{ boxId: "2", quantity: 2 }]);
    expect(takeCardCheckout("order-1")).toBeNull();
  });

  it("ignore a stored value that is not what was written", () => {
    window.sessionStorage.setItem("petbox.cardCheckout", "{not json");
    expect(takeCardCheckout("order-1")).toBeNull();
    window.sessionStorage.setItem(
      "petbox.cardCheckout",
      JSON.stringify({
        orderId: "order-1",
        bought: [
          { boxId: 2, quantity: 1 },
          { boxId: "3", quantity: 1 },
        ],
      }),
    );
    expect(takeCardCheckout("order-1")).toEqual([{ boxId: "3", quantity: 1 }]);
  });
});
