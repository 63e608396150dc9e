import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { WithdrawalInput } from "@shared/api/withdrawals";
import { formatReceivedAt } from "@shared/commerce/withdrawal-words";
import type { Withdrawal } from "~/api/withdrawals";
import { ApiFailure } from "~/lib/api-failure";
import { WithdrawalForm } from "./withdrawal-form";

const received: Withdrawal = {
  id: 7,
  receivedAt: "2026-12-03T09:30:00.000Z",
  orderNumber: "PB-000042",
  outcome: "cancelled",
  cancelled: 2,
};

const orders = [
  { number: "PB-000042", detail: "Ordered Thursday, November 26, 2026: Cozy Cat Corner for Milo" },
  { number: "PB-000017", detail: "Ordered Monday, November 2, 2026: Puppy Pack for Rex" },
];

function sender(answer: Withdrawal = received) {
  return vi.fn<(input: WithdrawalInput) => Promise<Withdrawal>>().mockResolvedValue(answer);
}

describe("WithdrawalForm for a visitor", () => {
  it("asks for full name, order number and e-mail, all required, and says Confirm withdrawal", () => {
    render(<WithdrawalForm send={sender()} />);
    for (const label of ["Full name", "Order number", "Email"]) {
      expect(screen.getByLabelText(label)).toBeRequired();
      expect(screen.getByLabelText(label)).toHaveValue("");
    }
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByRole("button", { name: "Confirm withdrawal" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Your order")).not.toBeInTheDocument();
  });

  it("names each empty field beside it, focuses the first and sends nothing", async () => {
    const user = userEvent.setup();
    const send = sender();
    render(<WithdrawalForm send={send} />);
    await user.click(screen.getByRole("button", { name: "Confirm withdrawal" }));
    const name = screen.getByLabelText("Full name");
    expect(name).toHaveAccessibleDescription("Please enter your full name.");
    expect(screen.getByLabelText("Order number")).toHaveAccessibleDescription(
      expect.stringContaining("Please enter the order number, like PB-000042."),
    );
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
      expect.stringContaining("Please enter your email address."),
    );
    await waitFor(() => expect(name).toHaveFocus());
    expect(send).not.toHaveBeenCalled();
  });

  it("sends what was typed, says it is sending, then shows the date and time recorded", async () => {
    const user = userEvent.setup();
    let answer: (value: Withdrawal) => void = () => {};
    const send = vi.fn(
      (_input: WithdrawalInput) => new Promise<Withdrawal>((resolve) => (answer = resolve)),
    );
    render(<WithdrawalForm send={send} />);
    await user.type(screen.getByLabelText("Full name"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Order number"), "pb-42");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Confirm withdrawal" }));
    expect(send).toHaveBeenCalledWith({
      fullName: "Ada Lovelace",
      orderNumber: "pb-42",
      email: "ada@example.com",
    });
    expect(await screen.findByRole("button", { name: "Sending your withdrawal…" })).toBeDisabled();

    answer(received);
    const heading = await screen.findByRole("heading", { name: "Your withdrawal is recorded" });
    await waitFor(() => expect(heading).toHaveFocus());
    const panel = screen.getByRole("region", { name: "Your withdrawal is recorded" });
    expect(panel).toHaveTextContent(
      `We received your withdrawal from order PB-000042 on ${formatReceivedAt(new Date(received.receivedAt))}.`,
    );
    expect(panel).toHaveTextContent("We have cancelled the 2 subscriptions of order PB-000042.");
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });

  it("says that a withdrawal matching no order is recorded all the same and followed up", async () => {
    const user = userEvent.setup();
    const send = sender({
      ...received,
      orderNumber: "12345",
      outcome: "not_matched",
      cancelled: 0,
    });
    render(<WithdrawalForm send={send} />);
    await user.type(screen.getByLabelText("Full name"), "Eve");
    await user.type(screen.getByLabelText("Order number"), "12345");
    await user.type(screen.getByLabelText("Email"), "eve@example.com");
    await user.click(screen.getByRole("button", { name: "Confirm withdrawal" }));
    expect(
      await screen.findByText(/could not match order number “12345” with this e-mail address/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/recorded all the same: we check it by hand and write to you within 2/),
    ).toBeInTheDocument();
  });

  it("keeps what was typed when sending fails, and shows a refused field beside it", async () => {
    const user = userEvent.setup();
    const send = vi
      .fn<(input: WithdrawalInput) => Promise<Withdrawal>>()
      .mockRejectedValueOnce(
        new ApiFailure({ kind: "unavailable", message: "The shop is resting." }),
      )
      .mockRejectedValueOnce(
        new ApiFailure({
          kind: "invalid",
          message: "Check these fields: email.",
          fields: { email: "Please enter a valid email address, like name@example.com." },
        }),
      );
    render(<WithdrawalForm send={send} />);
    await user.type(screen.getByLabelText("Full name"), "Ada");
    await user.type(screen.getByLabelText("Order number"), "PB-000042");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Confirm withdrawal" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The shop is resting. What you filled in is still here.",
    );
    expect(screen.getByLabelText("Order number")).toHaveValue("PB-000042");

    await user.click(screen.getByRole("button", { name: "Confirm withdrawal" }));
    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining("Please enter a valid email address"),
    );
    await waitFor(() => expect(email).toHaveFocus());
  });
});

describe("WithdrawalForm for a signed-in customer", () => {
  it("starts filled in and offers the customer's orders, the newest chosen", async () => {
    const user = userEvent.setup();
    const send = sender();
    render(
      <WithdrawalForm
        fullName="Ada Lovelace"
        email="ada@example.com"
        orders={orders}
        send={send}
      />,
    );
    expect(screen.getByLabelText("Full name")).toHaveValue("Ada Lovelace");
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    const group = screen.getByRole("group", { name: "Your order" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual([
      `PB-000042${orders[0]!.detail}`,
      `PB-000017${orders[1]!.detail}`,
      "Another order number",
    ]);
    expect(within(group).getByRole("radio", { name: /PB-000042/ })).toBeChecked();
    expect(screen.queryByLabelText("Order number")).not.toBeInTheDocument();

    await user.click(within(group).getByRole("radio", { name: /PB-000017/ }));
    await user.click(screen.getByRole("button", { name: "Confirm withdrawal" }));
    expect(send).toHaveBeenCalledWith({
      fullName: "Ada Lovelace",
      orderNumber: "PB-000017",
      email: "ada@example.com",
    });
  });

  it("takes another order's number in a field of its own, which gets the focus", async () => {
    const user = userEvent.setup();
    const send = sender();
    render(
      <WithdrawalForm
        fullName="Ada Lovelace"
        email="ada@example.com"
        orders={orders}
        send={send}
      />,
    );
    await user.click(screen.getByRole("radio", { name: "Another order number" }));
    const typed = screen.getByLabelText("Order number");
    await waitFor(() => expect(typed).toHaveFocus());
    await user.type(typed, "PB-000003");
    await user.click(screen.getByRole("button", { name: "Confirm withdrawal" }));
    expect(send).toHaveBeenCalledWith({
      fullName: "Ada Lovelace",
      orderNumber: "PB-000003",
      email: "ada@example.com",
    });
  });
});
