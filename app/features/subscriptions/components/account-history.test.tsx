import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { AccountHistoryAnswer, DeliveryEntry } from "@shared/api/subscriptions";
import { testAddress } from "../../../../tests/support/fixtures";
import { AccountHistory } from "./account-history";

const order: AccountHistoryAnswer["orders"][number] = {
  id: "5f0c2a9e-3b1d-4c8e-9a7f-2d6b4e8c1a03",
  number: 42,
  status: "paid",
  planId: "monthly",
  planName: "Monthly",
  total: 3999,
  shipping: 0,
  currency: "USD",
  paymentMethod: "card",
  createdAt: "2026-10-27T10:00:00.000Z",
  lines: [],
  address: testAddress,
  consent: "",
  termsVersion: "1",
};

function delivery(id: number, date: string, more: Partial<DeliveryEntry>): DeliveryEntry {
  return {
    id,
    subscriptionId: 7,
    orderId: order.id,
    date,
    status: "scheduled",
    boxId: "1",
    boxName: "Cat Box",
    petName: "Tom",
    quantity: 1,
    unitPrice: 3999,
    carrier: null,
    trackingNumber: null,
    trackingUrl: null,
    ...more,
  };
}

const usps = "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100";

function show(deliveries: DeliveryEntry[]) {
  render(
    <MemoryRouter>
      <AccountHistory history={{ orders: [order], deliveries, upcoming: [], problems: [] }} />
    </MemoryRouter>,
  );
  return within(screen.getByTestId("deliveries")).getAllByRole("listitem");
}

describe("the deliveries of /account/orders", () => {
  it("shows each box's real state: a box past its day that nobody shipped is late", () => {
    const items = show([
      delivery(4, "2027-01-01", { status: "packed" }),
      delivery(3, "2026-12-01", { status: "late" }),
      delivery(2, "2026-11-01", { status: "returned" }),
      delivery(1, "2026-10-01", { status: "delivered" }),
    ]);
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Packed"),
      expect.stringContaining("Late"),
      expect.stringContaining("Returned"),
      expect.stringContaining("Delivered"),
    ]);
    expect(items[1]).not.toHaveTextContent("Shipped");
  });

  it("gives a shipped box its carrier, tracking number and the carrier's page", () => {
    const [shipped, late] = show([
      delivery(2, "2026-12-01", {
        status: "shipped",
        carrier: "USPS",
        trackingNumber: "9400100",
        trackingUrl: usps,
      }),
      delivery(1, "2026-11-01", { status: "late" }),
    ]);
    expect(shipped).toHaveTextContent("Shipped");
    expect(shipped).toHaveTextContent("USPS 9400100");
    const track = within(shipped!).getByRole("link", { name: /Track your box/ });
    expect(track).toHaveAttribute("href", usps);
    expect(track).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(late!).queryByRole("link")).toBeNull();
  });
});
