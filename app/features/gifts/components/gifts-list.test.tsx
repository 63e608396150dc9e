import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Gift } from "@shared/api/gifts";
import { changeGiftAddress, resendGift } from "~/api/gifts";
import { ApiFailure } from "~/lib/api-failure";
import { testAddress } from "../../../../tests/support/fixtures";
import { GiftsList } from "./gifts-list";

// /account/gifts (issue 28, decision 271): the buyer's gifts, where each stands, resend and
// change of address.

vi.mock("~/api/gifts", () => ({ resendGift: vi.fn(), changeGiftAddress: vi.fn() }));
const resendMock = vi.mocked(resendGift);
const changeMock = vi.mocked(changeGiftAddress);

const base: Gift = {
  id: 1,
  boxId: "4",
  boxName: "Kitten Starter Kit",
  deliveries: 3,
  boxesLeft: 3,
  recipientName: "Grace Hopper",
  recipientEmail: "grace@example.com",
  message: "Happy birthday!",
  sendOn: "2026-12-01",
  status: "sent",
  address: null,
  orderId: "00000000-0000-4000-8000-000000000001",
  subscriptionId: null,
  createdAt: "2026-11-27T12:00:00.000Z",
};

const gifts: Gift[] = [
  { ...base, id: 1, status: "awaiting_payment", recipientName: "Ada" },
  { ...base, id: 2, status: "scheduled", recipientName: "Blaise" },
  { ...base, id: 3, status: "sent", recipientName: "Grace Hopper" },
  {
    ...base,
    id: 4,
    status: "claimed",
    recipientName: "Dennis",
    deliveries: 6,
    boxesLeft: 4,
    message: null,
    subscriptionId: 77,
  },
];

function show(list = gifts) {
  render(
    <MemoryRouter>
      <GiftsList gifts={list} />
    </MemoryRouter>,
  );
}

const card = (recipient: string) =>
  screen.getByRole("article", { name: `Kitten Starter Kit for ${recipient}` });

beforeEach(() => {
  resendMock.mockReset();
  changeMock.mockReset();
});

describe("the buyer's gifts", () => {
  it("says where each gift stands in words, with its boxes left and message", () => {
    show();
    expect(card("Ada")).toHaveTextContent("Awaiting your transfer");
    expect(card("Ada")).toHaveTextContent(
      "The gift e-mail goes on Tuesday, December 1, 2026, or the day your transfer arrives if that is later.",
    );
    expect(card("Blaise")).toHaveTextContent("E-mail goes on Tuesday, December 1, 2026");
    expect(card("Grace Hopper")).toHaveTextContent("Sent, not claimed yet");
    expect(card("Grace Hopper")).toHaveTextContent("Boxes3 left of 3");
    expect(card("Grace Hopper")).toHaveTextContent("MessageHappy birthday!");
    expect(card("Grace Hopper")).toHaveTextContent("They give it when they claim the gift");
    expect(card("Dennis")).toHaveTextContent("Claimed");
    expect(card("Dennis")).toHaveTextContent("Boxes4 left of 6");
    expect(card("Dennis")).toHaveTextContent("MessageNo message");
  });

  it("offers Send the e-mail again only once sent, and Change the address until claimed", () => {
    show();
    const resend = { name: "Send the e-mail again" };
    const change = { name: "Change the address" };
    expect(within(card("Ada")).queryByRole("button", resend)).toBeNull();
    expect(within(card("Blaise")).queryByRole("button", resend)).toBeNull();
    expect(within(card("Grace Hopper")).getByRole("button", resend)).toBeEnabled();
    expect(within(card("Dennis")).queryByRole("button", resend)).toBeNull();
    for (const name of ["Ada", "Blaise", "Grace Hopper"]) {
      expect(within(card(name)).getByRole("button", change)).toBeEnabled();
    }
    expect(within(card("Dennis")).queryByRole("button", change)).toBeNull();
  });

  it("sends the e-mail again and says so", async () => {
    const user = userEvent.setup();
    resendMock.mockResolvedValue({ ...base, id: 3 });
    show();
    await user.click(
      within(card("Grace Hopper")).getByRole("button", { name: "Send the e-mail again" }),
    );
    expect(resendMock).toHaveBeenCalledWith(3);
    expect(await within(card("Grace Hopper")).findByRole("status")).toHaveTextContent(
      "The gift e-mail is on its way to grace@example.com again. The link in the earlier e-mail no longer works.",
    );
  });

  it("says why a resend was refused", async () => {
    const user = userEvent.setup();
    resendMock.mockRejectedValue(
      new ApiFailure({ kind: "conflict", fields: {}, message: "This gift is claimed already." }),
    );
    show();
    await user.click(
      within(card("Grace Hopper")).getByRole("button", { name: "Send the e-mail again" }),
    );
    expect(await within(card("Grace Hopper")).findByRole("alert")).toHaveTextContent(
      "This gift is claimed already.",
    );
  });

  it("changes the recipient's address in a dialog and shows the new one", async () => {
    const user = userEvent.setup();
    changeMock.mockResolvedValue({
      ...base,
      id: 2,
      recipientName: "Blaise",
      status: "scheduled",
      address: { ...testAddress, id: 5 } as Gift["address"],
    });
    show();
    await user.click(within(card("Blaise")).getByRole("button", { name: "Change the address" }));
    const dialog = screen.getByRole("dialog", { name: "Change the address" });
    await user.type(within(dialog).getByLabelText("Full name"), "Ada Lovelace");
    await user.type(within(dialog).getByLabelText("Address line 1"), "12 Main Street");
    await user.type(within(dialog).getByLabelText("Town or city"), "Springfield");
    await user.selectOptions(within(dialog).getByLabelText("State"), "IL");
    await user.type(within(dialog).getByLabelText("ZIP code"), "62704");
    await user.click(within(dialog).getByRole("button", { name: "Save the address" }));
    await waitFor(() => expect(changeMock).toHaveBeenCalledTimes(1));
    expect(changeMock).toHaveBeenCalledWith(2, {
      address: expect.objectContaining({
        fullName: "Ada Lovelace",
        city: "Springfield",
        region: "IL",
        postalCode: "62704",
        country: "US",
      }),
    });
    expect(await within(card("Blaise")).findByRole("status")).toHaveTextContent(
      "The address is changed.",
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(card("Blaise")).toHaveTextContent(
      "Ada Lovelace, 12 Main Street, Springfield, 62704, US",
    );
  });

  it("keeps the dialog open with the server's reason beside the field", async () => {
    const user = userEvent.setup();
    changeMock.mockRejectedValue(
      new ApiFailure({
        kind: "conflict",
        message: "Shipping there costs more than was paid.",
        fields: {
          "address.country": "Shipping to Canada costs more a box than was paid for this gift.",
        },
      }),
    );
    show();
    await user.click(within(card("Blaise")).getByRole("button", { name: "Change the address" }));
    const dialog = screen.getByRole("dialog", { name: "Change the address" });
    await user.type(within(dialog).getByLabelText("Full name"), "Ada Lovelace");
    await user.type(within(dialog).getByLabelText("Address line 1"), "1 Queen St");
    await user.type(within(dialog).getByLabelText("Town or city"), "Toronto");
    await user.selectOptions(within(dialog).getByLabelText("Country"), "Canada");
    await user.selectOptions(within(dialog).getByLabelText("Province or territory"), "ON");
    await user.type(within(dialog).getByLabelText("Postal code"), "M5H 2N2");
    await user.click(within(dialog).getByRole("button", { name: "Save the address" }));
    expect(
      await within(dialog).findByText(
        "Shipping to Canada costs more a box than was paid for this gift.",
      ),
    ).toBeVisible();
    expect(within(dialog).getByLabelText("Country")).toHaveAttribute("aria-invalid", "true");
  });

  it("shows an empty state that leads to the boxes", () => {
    show([]);
    expect(screen.getByRole("heading", { name: "No gifts yet" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Choose a box to give" })).toHaveAttribute(
      "href",
      "/#boxes",
    );
  });
});
