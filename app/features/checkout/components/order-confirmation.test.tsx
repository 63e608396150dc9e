import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { Order } from "@shared/api/orders";
import { formatCalendarDate } from "@shared/commerce/dates";
import { changeRuleShort, cutoffDay } from "@shared/commerce/fulfilment-rules";
import { testOrder } from "../test-order";
import { OrderConfirmation } from "./order-confirmation";

const order = testOrder;

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
    // Until when the rule keeps it open: the end of the day 2 working days before it ships.
    expect(screen.getByTestId("order-first-change")).toHaveTextContent(
      `You can change or cancel it until the end of ${formatCalendarDate(cutoffDay("2026-11-25"))}.`,
    );
    expect(cutoffDay("2026-11-25")).toBe("2026-11-23");
    expect(screen.getByTestId("order-change-rule")).toHaveTextContent(changeRuleShort());
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

  it("gives a prepaid order waiting for its bank transfer the bank details and the reference, and no first box day yet", () => {
    const bankDetails = {
      accountName: "PetBox Ltd",
      bankName: "First Example Bank",
      routingNumber: "011000015",
      accountNumber: "000123456789",
    };
    const { unmount } = render(
      <MemoryRouter>
        <OrderConfirmation
          order={{
            ...order,
            status: "awaiting_transfer",
            paymentMethod: "transfer",
            transfer: { bankDetails, reference: "PB-000042" },
          }}
        />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole("heading", { name: "What happens next: Waiting for your bank transfer" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Please transfer \$170\.94 to the account below, quoting PB-000042\./),
    ).toBeInTheDocument();
    const details = screen.getByTestId("order-bank-details");
    for (const value of Object.values(bankDetails)) expect(details).toHaveTextContent(value);
    expect(screen.getByTestId("order-transfer-reference")).toHaveTextContent("PB-000042");
    expect(screen.queryByTestId("order-first-delivery")).not.toBeInTheDocument();
    expect(screen.queryByText(/first box ships on \w+day/)).not.toBeInTheDocument();
    unmount();
    render(
      <MemoryRouter>
        <OrderConfirmation order={{ ...order, status: "paid", paymentMethod: "transfer" }} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Your bank transfer of \$170\.94 has arrived/)).toBeInTheDocument();
    expect(screen.queryByTestId("order-bank-details")).not.toBeInTheDocument();
    expect(screen.getByTestId("order-first-delivery")).toBeInTheDocument();
  });

  it("names the allergy swap the customer confirmed on its line, and none on a line without", () => {
    const swap = "we swap the grain-free wild salmon bites for grain-free turkey bites";
    const line = order.lines[0]!;
    render(
      <MemoryRouter>
        <OrderConfirmation
          order={{
            ...order,
            lines: [
              { ...line, allergySwap: swap },
              { ...line, boxName: "Calm Cat Retreat", subscriptionId: 4 },
            ],
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId("order-allergy-swap").map((each) => each.textContent)).toEqual([
      `Allergy swap for Mochi: ${swap}.`,
    ]);
  });

  it("says a cancelled order ships nothing and charges nothing", () => {
    show("cancelled");
    expect(
      screen.getByRole("heading", { name: "What happens next: Cancelled" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/nothing ships and nothing is charged/)).toBeInTheDocument();
    expect(screen.queryByTestId("order-first-delivery")).not.toBeInTheDocument();
  });

  it("tells a cancelled prepaid order paid by transfer that the transfer goes back, not to a card", () => {
    render(
      <MemoryRouter>
        <OrderConfirmation order={{ ...order, status: "cancelled", paymentMethod: "transfer" }} />
      </MemoryRouter>,
    );
    expect(
      screen.getByText(
        /A bank transfer you made for it is sent back to the account it came from\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/refunded to your card/)).not.toBeInTheDocument();
  });

  it("shows no delivery date for a failed payment", () => {
    show("failed");
    expect(
      screen.getByRole("heading", { name: /The payment did not go through/ }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId("order-first-delivery")).not.toBeInTheDocument();
  });
});
