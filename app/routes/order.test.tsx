// /orders/{id} as the app runs it: the order from the route's loader, "Order not found" for the
// API's 404, a failure in the page's frame with Try again, and Check again reading it again.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Order } from "@shared/api/orders";
import * as orderRoute from "./order";
import { renderRoute, stubShop } from "./testing/route-harness";

const ID = "3f0c6d0e-7a43-4a43-9a43-0c6d0e7a4343";
const order: Order = {
  id: ID,
  number: 42,
  status: "pending",
  planId: "per-box",
  planName: "Pay per box",
  total: 2999,
  currency: "USD",
  paymentMethod: "card",
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
      unitPrice: 2999,
      deliveries: 1,
      lineTotal: 2999,
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

const at = { path: `/orders/${ID}`, pattern: "/orders/:id" };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/orders/{id}", () => {
  it("reads a card payment again on Check again, without leaving the page", async () => {
    const user = userEvent.setup();
    let status: Order["status"] = "pending";
    const shop = stubShop(() => ({ status: 200, body: { order: { ...order, status } } }));
    const route = renderRoute(orderRoute, at);
    await route.confirm();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Thank you for your order!" }),
    ).toBeInTheDocument();
    status = "paid";
    await user.click(screen.getByRole("button", { name: "Check again" }));
    await vi.waitFor(() =>
      expect(screen.queryByRole("button", { name: "Check again" })).not.toBeInTheDocument(),
    );
    expect(shop.count(`GET /api/orders/${ID}`)).toBe(2);
  });

  it("says there is no such order for the API's 404", async () => {
    stubShop(() => ({
      status: 404,
      body: { error: { code: "not_found", message: "Not found." } },
    }));
    const route = renderRoute(orderRoute, at);
    await route.confirm();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Order not found" }),
    ).toBeInTheDocument();
  });

  it("says why the order could not be loaded, under the page's heading, with Try again", async () => {
    stubShop(() => ({
      status: 503,
      body: { error: { code: "unavailable", message: "The shop is resting." } },
    }));
    const route = renderRoute(orderRoute, at);
    await route.confirm();
    const failure = await screen.findByRole("alert");
    expect(failure).toHaveTextContent("The shop is resting.");
    expect(screen.getByRole("heading", { level: 1, name: "Your order" })).toBeInTheDocument();
    expect(within(failure).getByRole("button", { name: "Try again" })).toBeEnabled();
  });
});
