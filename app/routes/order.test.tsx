// /orders/{id} as the app runs it: the order from the route's loader, "Order not found" for the
// API's 404, a failure in the page's frame with Try again, and Check again reading it again.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Order } from "@shared/api/orders";
import { testOrder } from "~/features/checkout/test-order";
import * as orderRoute from "./order";
import { refusal, renderRoute, stubShop } from "./testing/route-harness";

const ID = testOrder.id;
const order: Order = { ...testOrder, status: "pending", paymentMethod: "card" };

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
    stubShop(() => refusal(404, "not_found", "Not found."));
    const route = renderRoute(orderRoute, at);
    await route.confirm();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Order not found" }),
    ).toBeInTheDocument();
  });

  it("says why the order could not be loaded, under the page's heading, with Try again", async () => {
    stubShop(() => refusal(503, "unavailable", "The shop is resting."));
    const route = renderRoute(orderRoute, at);
    await route.confirm();
    const failure = await screen.findByRole("alert");
    expect(failure).toHaveTextContent("The shop is resting.");
    expect(screen.getByRole("heading", { level: 1, name: "Your order" })).toBeInTheDocument();
    expect(within(failure).getByRole("button", { name: "Try again" })).toBeEnabled();
  });
});
