import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SubscriptionDetail } from "@shared/api/subscriptions";
import { act } from "../api";
import { SubscriptionCard } from "./subscription-card";

vi.mock("../api", () => ({ act: vi.fn() }));
const actMock = vi.mocked(act);

const allowed = { allowed: true } as const;
const card: SubscriptionDetail = {
  id: 7,
  orderId: "order-1",
  boxId: "1",
  petId: 3,
  status: "active",
  frequency: "Monthly",
  unitPrice: 2999,
  quantity: 1,
  nextDeliveryDate: "2027-01-01",
  planId: "per-box",
  deliveriesLeft: null,
  box: { id: "1", name: "Cozy Cat Corner", thumbnail: "/thumb.jpg", pet: "cat" },
  pet: { id: 3, name: "Milo", species: "cat" },
  plan: { id: "per-box", name: "Pay per box", deliveriesPrepaid: 0 },
  pricePerDelivery: 2999,
  pausedUntil: null,
  endsOn: null,
  changeUntil: "2026-12-29",
  paymentIssue: null,
  addressId: 1,
  address: {
    fullName: "Ada Lovelace",
    line1: "12 Main Street",
    line2: "",
    city: "Springfield",
    region: "IL",
    postalCode: "62704",
    country: "US",
    phone: null,
  },
  actions: {
    skip: allowed,
    unskip: { allowed: false, message: "There is no skipped box to bring back." },
    pause: allowed,
    resume: {
      allowed: false,
      message: "This subscription is not paused, so there is nothing to resume.",
    },
    change: allowed,
    cancel: allowed,
  },
};

/** The card as the page holds it: replaced by what each action answers. */
function Page() {
  const [detail, setDetail] = useState(card);
  return (
    <MemoryRouter>
      <SubscriptionCard subscription={detail} catalogue={[]} pets={[]} onChange={setDetail} />
    </MemoryRouter>
  );
}

beforeEach(() => actMock.mockReset());

describe("SubscriptionCard", () => {
  it("skips the next box after one confirmation, says so, then offers Undo skip", async () => {
    const user = userEvent.setup();
    actMock.mockResolvedValueOnce({
      kind: "ok",
      data: {
        ...card,
        nextDeliveryDate: "2027-02-01",
        changeUntil: "2027-01-29",
        actions: { ...card.actions, unskip: allowed },
      },
    });
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Skip next box" }));
    const dialog = screen.getByRole("dialog", { name: "Skip the next box?" });
    expect(dialog).toHaveTextContent("Friday, January 1, 2027 is not sent and not charged");
    expect(actMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Skip this box" }));
    expect(actMock).toHaveBeenCalledWith(7, "skip");
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Box skipped. Your next box ships on Monday, February 1, 2027.",
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByTestId("next-delivery")).toHaveTextContent("Monday, February 1, 2027");

    actMock.mockResolvedValueOnce({ kind: "ok", data: card });
    await user.click(screen.getByRole("button", { name: "Undo skip" }));
    const undo = screen.getByRole("dialog", { name: "Undo the skip?" });
    await user.click(within(undo).getByRole("button", { name: "Undo skip" }));
    expect(actMock).toHaveBeenLastCalledWith(7, "unskip");
    expect(await screen.findByText(/Skip undone\./)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Skip next box" })).toBeEnabled();
  });

  it("keeps the dialog open with the server's sentence when the box is already being packed", async () => {
    const user = userEvent.setup();
    actMock.mockResolvedValueOnce({
      kind: "conflict",
      fields: {},
      message: "This box is already being packed",
    });
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Skip next box" }));
    const dialog = screen.getByRole("dialog", { name: "Skip the next box?" });
    await user.click(within(dialog).getByRole("button", { name: "Skip this box" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This box is already being packed",
    );
    await user.click(within(dialog).getByRole("button", { name: "Keep as it is" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByTestId("next-delivery")).toHaveTextContent("Friday, January 1, 2027");
  });

  it("shows why a disabled action is disabled, tied to its button", () => {
    render(
      <MemoryRouter>
        <SubscriptionCard
          subscription={{
            ...card,
            changeUntil: null,
            actions: {
              ...card.actions,
              skip: { allowed: false, message: "This box is already being packed" },
            },
          }}
          catalogue={[]}
          pets={[]}
          onChange={() => {}}
        />
      </MemoryRouter>,
    );
    const skip = screen.getByRole("button", { name: "Skip next box" });
    expect(skip).toBeDisabled();
    expect(skip).toHaveAccessibleDescription("Skip next box: This box is already being packed.");
  });

  it("states a failed card payment, a prepaid plan's deliveries left and what cancelling keeps", () => {
    render(
      <MemoryRouter>
        <SubscriptionCard
          subscription={{
            ...card,
            plan: { id: "prepay-6", name: "Prepay 6 deliveries", deliveriesPrepaid: 6 },
            deliveriesLeft: 4,
            paymentIssue: "payment_failed",
          }}
          catalogue={[]}
          pets={[]}
          onChange={() => {}}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Your last card payment did not go through.",
    );
    expect(screen.getByText("Prepaid deliveries left").nextSibling).toHaveTextContent("4");
    expect(
      screen.getByText(/You have 4 prepaid deliveries left\. If you cancel, they still ship/),
    ).toBeInTheDocument();
  });
});
