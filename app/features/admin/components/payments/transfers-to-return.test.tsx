import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TransferToReturn } from "@shared/api/admin/payments";
import { SENT_BACK_REASON, TransfersToReturn } from "./transfers-to-return";

// Bank transfers to send back on Payments (decision 273), the shop stubbed at fetch.

const order: TransferToReturn = {
  orderId: "5f0c2a9e-3b1d-4c8e-9a7f-2d6b4e8c1a03",
  orderNumber: 42,
  planName: "Prepay 6 deliveries",
  customerUid: "ada",
  customerEmail: "ada@example.com",
  paid: 17094,
  toReturn: 13094,
  createdAt: "2026-11-23T10:00:00.000Z",
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

const refunded = {
  refund: {
    id: 7,
    amount: 13094,
    reason: SENT_BACK_REASON,
    method: "recorded",
    by: "owner@petbox.example",
    at: "2026-11-27T10:00:00.000Z",
  },
  order: {
    id: order.orderId,
    number: 42,
    customerEmail: "ada@example.com",
    provider: "manual",
    status: "cancelled",
    paid: 17094,
    refunded: 17094,
    left: 0,
    refunds: [],
  },
};

afterEach(() => vi.unstubAllGlobals());

function show(orders: TransferToReturn[] = [order], onRecorded = vi.fn()) {
  render(
    <MemoryRouter>
      <TransfersToReturn orders={orders} onRecorded={onRecorded} />
    </MemoryRouter>,
  );
  return onRecorded;
}

describe("bank transfers to send back", () => {
  it("lists each with its reference, customer and what is left, and records all of it as a refund after a confirm", async () => {
    const user = userEvent.setup();
    const calls: { url: string; method?: string; body?: unknown }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, method: init?.method, body: JSON.parse(String(init?.body ?? "null")) });
        return json(201, refunded);
      }),
    );
    const onRecorded = show();
    const row = screen.getByRole("listitem");
    expect(row).toHaveTextContent("PB-000042 · Prepay 6 deliveries");
    expect(row).toHaveTextContent("ada@example.com · $130.94 to send back of $170.94 paid");
    expect(within(row).getByRole("link", { name: "ada@example.com" })).toHaveAttribute(
      "href",
      "/admin/customers/ada",
    );

    await user.click(
      screen.getByRole("button", { name: "PB-000042: record the transfer as sent back" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Record the transfer as sent back?" });
    expect(dialog).toHaveTextContent("Only once $130.94 has left the shop's bank account");
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Record as sent back" }));

    expect(
      await screen.findByText(
        "PB-000042: $130.94 recorded as sent back. The customer has been e-mailed.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: expect.stringContaining(`/api/admin/orders/${order.orderId}/refunds`),
        method: "POST",
        body: { amount: 13094, reason: SENT_BACK_REASON },
      },
    ]);
    expect(onRecorded).toHaveBeenCalledTimes(1);
  });

  it("says why in the dialog when the shop refuses (support over the cap), and records nothing on cancel", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json(403, {
          error: {
            code: "forbidden",
            message: "Support may refund up to $50.00; ask an owner for a larger refund.",
          },
        }),
      ),
    );
    const onRecorded = show();
    await user.click(
      screen.getByRole("button", { name: "PB-000042: record the transfer as sent back" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Record the transfer as sent back?" });
    await user.click(within(dialog).getByRole("button", { name: "Record as sent back" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Support may refund up to $50.00; ask an owner for a larger refund.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(onRecorded).not.toHaveBeenCalled();
  });

  it("says when no transfer is to be sent back", () => {
    show([]);
    expect(screen.getByText("No bank transfer is waiting to be sent back.")).toBeInTheDocument();
  });
});
