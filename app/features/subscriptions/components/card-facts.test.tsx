import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testSubscription } from "../test-subscription";
import { CardFacts } from "./card-facts";

// Issue 28, "never a surprise": a catalogue price change told to the subscriber shows on the
// portal card with both prices and the day the new one applies (decision 265).

describe("the card's price", () => {
  it("shows the locked price and, once a change is told, the new one with its date", () => {
    render(
      <CardFacts
        subscription={{
          ...testSubscription,
          pendingPrice: {
            unitPrice: 3499,
            pricePerDelivery: 3499,
            effectiveOn: "2027-02-28",
            firstBoxOn: "2027-03-01",
          },
        }}
      />,
    );
    expect(screen.getByTestId("price-per-delivery")).toHaveTextContent("$29.99");
    expect(screen.getByText("New price from Sunday, February 28, 2027")).toBeVisible();
    expect(screen.getByTestId("new-price")).toHaveTextContent(
      "$34.99 a delivery, from the box of Monday, March 1, 2027; until then $29.99",
    );
  });

  it("shows one price while no change is pending", () => {
    render(<CardFacts subscription={testSubscription} />);
    expect(screen.getByTestId("price-per-delivery")).toHaveTextContent("$29.99");
    expect(screen.queryByText(/New price/)).toBeNull();
    expect(screen.queryByTestId("new-price")).toBeNull();
  });
});

describe("the card's credit", () => {
  it("shows the credit the next box takes (a referral's, decision 270), and nothing without one", () => {
    render(<CardFacts subscription={{ ...testSubscription, credit: 1000 }} />);
    expect(screen.getByTestId("credit")).toHaveTextContent("$10.00 comes off your next box");
    render(<CardFacts subscription={testSubscription} />);
    expect(screen.getAllByTestId("credit")).toHaveLength(1);
  });
});

describe("the card's discount code", () => {
  it("shows a code still running: what it takes off, until when, and how many boxes are left (decision 276)", () => {
    render(
      <CardFacts
        subscription={{
          ...testSubscription,
          codeDiscount: {
            code: "SPRING",
            percentOff: 10,
            perDelivery: 300,
            endsOn: "2027-03-01",
            boxesLeft: 3,
          },
        }}
      />,
    );
    expect(screen.getByTestId("code-discount")).toHaveTextContent(
      "Code SPRING: 10% off ($3.00) each box shipping before Monday, March 1, 2027, 3 more boxes",
    );
  });

  it("says an amount off, and leaves the count out when it is not known", () => {
    render(
      <CardFacts
        subscription={{
          ...testSubscription,
          codeDiscount: {
            code: "FIVE",
            percentOff: null,
            perDelivery: 500,
            endsOn: "2029-01-01",
            boxesLeft: null,
          },
        }}
      />,
    );
    expect(screen.getByTestId("code-discount")).toHaveTextContent(
      /^Code FIVE: \$5\.00 off each box shipping before Monday, January 1, 2029$/,
    );
  });
});
