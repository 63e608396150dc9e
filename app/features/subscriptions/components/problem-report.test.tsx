import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AccountHistoryAnswer, DeliveryEntry } from "@shared/api/subscriptions";
import type { Problem } from "@shared/api/problems";
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

const box = (id: number, date: string, status: DeliveryEntry["status"]): DeliveryEntry => ({
  id,
  subscriptionId: 7,
  orderId: order.id,
  date,
  status,
  boxId: "1",
  boxName: "Cat Box",
  petName: "Tom",
  quantity: 1,
  unitPrice: 3999,
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
});

const reported: Problem = {
  id: 9,
  deliveryId: 3,
  kind: "damaged",
  description: "Crushed.",
  reportedAt: "2026-12-03T10:00:00.000Z",
  resolution: null,
  amount: null,
  resolvedAt: null,
  replacementDate: null,
  creditDate: null,
};

function show(problems: Problem[] = []) {
  render(
    <MemoryRouter>
      <AccountHistory
        history={{
          orders: [order],
          deliveries: [box(4, "2027-01-01", "scheduled"), box(3, "2026-12-01", "delivered")],
          upcoming: [],
          problems,
        }}
      />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a problem with a box on /account/orders", () => {
  it("is reported on a box that has shipped, never on one still to come, and then reads as being looked at", async () => {
    const user = userEvent.setup();
    const post = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ problem: reported }), {
          status: 201,
          headers: { "content-type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", post);
    show();
    expect(
      screen.queryByRole("button", {
        name: "Report a problem with the Cat Box of Friday, January 1, 2027",
      }),
    ).toBeNull();
    await user.click(
      screen.getByRole("button", {
        name: "Report a problem with the Cat Box of Tuesday, December 1, 2026",
      }),
    );
    const form = screen.getByRole("form", { name: /^Report a problem with the Cat Box/ });
    await user.click(within(form).getByRole("button", { name: "Send report" }));
    expect(within(form).getByText("Choose what went wrong.")).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    await user.selectOptions(within(form).getByLabelText("What went wrong?"), "Damaged");
    await user.type(within(form).getByLabelText("Tell us what happened"), "Crushed.");
    await user.click(within(form).getByRole("button", { name: "Send report" }));
    const outcome = await screen.findByTestId("problem-outcome");
    expect(outcome.textContent).toBe(
      "Problem reported (Damaged): we are looking at it and will write to you.",
    );
    const [url, init] = post.mock.calls[0]!;
    expect(String(url)).toContain("/api/problems");
    expect(JSON.parse(String(init?.body))).toEqual({
      deliveryId: 3,
      kind: "damaged",
      description: "Crushed.",
    });
    expect(screen.queryByRole("button", { name: /^Report a problem/ })).toBeNull();
  });

  it("shows support's outcome under the box", () => {
    show([{ ...reported, resolution: "replacement", replacementDate: "2026-12-07" }]);
    expect(screen.getByTestId("problem-outcome").textContent).toMatch(
      /^Problem reported \(Damaged\): We are sending you a new box, free of charge: it ships on /,
    );
  });
});
