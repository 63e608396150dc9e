import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AwaitingTransfer } from "@shared/api/admin/payments";
import { AwaitingTransfers } from "./awaiting-transfers";

// Orders waiting for a bank transfer on Payments (decision 275), the shop stubbed at fetch.

const order: AwaitingTransfer = {
  orderId: "5f0c2a9e-3b1d-4c8e-9a7f-2d6b4e8c1a03",
  orderNumber: 42,
  planName: "Gift of 3 boxes",
  customerUid: "ada",
  customerEmail: "ada@example.com",
  total: 8997,
  createdAt: "2026-11-23T10:00:00.000Z",
  ageDays: 3,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

const paidOrder = {
  id: order.orderId,
  number: 42,
  customerEmail: "ada@example.com",
  provider: "manual",
  status: "paid",
  paid: 8997,
  refunded: 0,
  left: 8997,
  refunds: [],
};

afterEach(() => vi.unstubAllGlobals());

function show(onRecorded = vi.fn()) {
  render(
    <MemoryRouter>
      <AwaitingTransfers orders={[order]} onRecorded={onRecorded} />
    </MemoryRouter>,
  );
  return onRecorded;
}

describe("orders waiting for a bank transfer", () => {
  it("lists each with its reference, customer, total and age, and records the transfer after a confirm", async () => {
    const user = userEvent.setup();
    const calls: { url: string; method?: string; body?: unknown }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, method: init?.method, body: JSON.parse(String(init?.body ?? "null")) });
        return json(200, { order: paidOrder });
      }),
    );
    const onRecorded = show();
    const row = screen.getByRole("listitem");
    expect(row).toHaveTextContent("PB-000042 · Gift of 3 boxes");
    expect(row).toHaveTextContent("ada@example.com · $89.97 · waiting 3 days");
    expect(within(row).getByRole("link", { name: "ada@example.com" })).toHaveAttribute(
      "href",
      "/admin/customers/ada",
    );

    await user.click(screen.getByRole("button", { name: "PB-000042: record the transfer" }));
    const dialog = screen.getByRole("dialog", { name: "Record the bank transfer?" });
    expect(dialog).toHaveTextContent("Only when $89.97 quoting PB-000042");
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Record the transfer" }));

    expect(
      await screen.findByText("PB-000042: the transfer is recorded and the order paid."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: expect.stringContaining(`/api/admin/orders/${order.orderId}/payment`),
        method: "POST",
        body: { status: "paid", method: "transfer" },
      },
    ]);
    expect(onRecorded).toHaveBeenCalledTimes(1);
  });

  it("says why in the dialog when the shop refuses, and records nothing on cancel", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json(409, {
          error: {
            code: "conflict",
            message: "Order PB-000042 is not waiting for a bank transfer: nothing was recorded.",
          },
        }),
      ),
    );
    const onRecorded = show();
    await user.click(screen.getByRole("button", { name: "PB-000042: record the transfer" }));
    const dialog = screen.getByRole("dialog", { name: "Record the bank transfer?" });
    await user.click(within(dialog).getByRole("button", { name: "Record the transfer" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Order PB-000042 is not waiting for a bank transfer: nothing was recorded.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(onRecorded).not.toHaveBeenCalled();
  });

  it("says when no order is waiting", () => {
    render(
      <MemoryRouter>
        <AwaitingTransfers orders={[]} onRecorded={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByText("No order is waiting for a bank transfer.")).toBeInTheDocument();
  });
});
