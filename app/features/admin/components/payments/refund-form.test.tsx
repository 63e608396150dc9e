import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OrderPayments } from "@shared/api/admin/payments";
import { RefundForm } from "./refund-form";

// The refund form of Payments (decision 229), with the shop's answers stubbed at fetch.

const order: OrderPayments = {
  id: "5f0c2a9e-3b1d-4c8e-9a7f-2d6b4e8c1a03",
  number: 42,
  customerEmail: "ada@example.com",
  provider: "manual",
  status: "pay_on_delivery",
  paid: 8000,
  refunded: 0,
  left: 8000,
  refunds: [],
};

const refunded: OrderPayments = {
  ...order,
  refunded: 4000,
  left: 4000,
  refunds: [
    {
      id: 1,
      amount: 4000,
      reason: "Late",
      method: "recorded",
      by: "owner@example.com",
      at: "2026-11-26T10:00:00.000Z",
    },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("refunding part of an order", () => {
  it("after a refund shows what is left and empties the form for the next one, with no error", async () => {
    const user = userEvent.setup();
    const errors: unknown[] = [];
    const onError = (event: PromiseRejectionEvent | ErrorEvent) =>
      errors.push("reason" in event ? event.reason : event.error);
    window.addEventListener("unhandledrejection", onError);
    window.addEventListener("error", onError);
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) =>
        init?.method === "POST"
          ? json(201, { refund: refunded.refunds[0], order: refunded })
          : url.includes("/api/admin/orders?number=")
            ? json(200, { order })
            : json(404, { error: { code: "not_found", message: "no stub" } }),
      ),
    );
    render(<RefundForm />);
    await user.type(screen.getByRole("textbox", { name: "Order number" }), "PB-000042");
    await user.click(screen.getByRole("button", { name: "Find the order" }));
    const form = await screen.findByRole("form", { name: "Refund" });
    const amount = within(form).getByRole("textbox", { name: "Amount to refund ($)" });
    await user.type(amount, "40.00");
    await user.type(within(form).getByRole("textbox", { name: "Reason" }), "Late");
    await user.click(within(form).getByRole("button", { name: "Refund" }));

    expect(
      await screen.findByText("Refunded $40.00. The customer has been e-mailed."),
    ).toBeInTheDocument();
    expect(screen.getByTestId("refund-left")).toHaveTextContent("$40.00");
    // The amount just refunded is not left in the field, ready to be sent a second time.
    expect(within(form).getByRole("textbox", { name: "Amount to refund ($)" })).toHaveValue("");
    expect(within(form).getByRole("textbox", { name: "Reason" })).toHaveValue("");
    window.removeEventListener("unhandledrejection", onError);
    window.removeEventListener("error", onError);
    expect(errors).toEqual([]);
  });
});
