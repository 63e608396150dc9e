import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { Order } from "@shared/api/orders";
import { OrderConfirmation } from "./order-confirmation";

const order: Order = {
  id: "3f0c6d0e-7a43-4a43-9a43-0c6d0e7a4343",
  number: 42,
  status: "pay_on_delivery",
  planId: "prepay-6",
  planName: "Prepay 6 deliveries",
  total: 17094,
  currency: "USD",
  paymentMethod: "pay_on_delivery",
  createdAt: "2026-11-23T10:00:00Z",
  lines: [
    {
      boxId: "1",
      boxName: "Cozy Cat Corner",
      petId: 7,
      petName: "Mochi",
      quantity: 1,
      frequency: "Monthly",
      listPrice: 2999,
      unitPrice: 2849,
      deliveries: 6,
      lineTotal: 17094,
      firstDeliveryDate: "2026-11-25",
      subscriptionId: 3,
    },
  ],
  address: {
    fullName: "Mia Moss",
    line1: "12 Willow Lane",
    line2: "",
    city: "Springfield",
    region: "IL",
    postalCode: "62701",
    country: "US",
    phone: null,
  },
  consent: "…",
  termsVersion: "2026-11-23",
};

const show = (status: Order["status"]) =>
  render(
    <MemoryRouter>
      <OrderConfirmation order={{ ...order, status }} />
    </MemoryRouter>,
  );

describe("OrderConfirmation", () => {
  it("says what was bought for whom, when it comes, where, and how to manage it", () => {
    show("pay_on_delivery");
    expect(screen.getByText("Cozy Cat Corner for Mochi")).toBeInTheDocument();
    expect(screen.getByTestId("order-first-delivery")).toHaveTextContent(
      "Wednesday, November 25, 2026",
    );
    expect(
      screen.getByRole("heading", { name: "What happens next: Pay on first delivery" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Nothing was charged today. You pay \$170\.94/)).toBeInTheDocument();
    expect(screen.getByText("United States")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Manage my subscriptions" })).toHaveAttribute(
      "href",
      "/account/subscriptions",
    );
  });

  it("tells a card order waiting for payment, paid, or failed apart", () => {
    const checkAgain = vi.fn();
    const { unmount } = render(
      <MemoryRouter>
        <OrderConfirmation order={{ ...order, status: "pending" }} onCheckAgain={checkAgain} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: /Waiting for your payment/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Check again" }));
    expect(checkAgain).toHaveBeenCalledOnce();
    unmount();
    show("paid");
    expect(screen.getByText(/Your card was charged \$170\.94/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Check again" })).not.toBeInTheDocument();
  });

  it("shows no delivery date for a failed payment", () => {
    show("failed");
    expect(
      screen.getByRole("heading", { name: /The payment did not go through/ }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId("order-first-delivery")).not.toBeInTheDocument();
  });
});
