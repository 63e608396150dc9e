import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Gift, GiftAnswer } from "@shared/api/gifts";
import { giveGift } from "~/api/gifts";
import { ApiFailure } from "~/lib/api-failure";
import { GiftForm } from "./gift-form";

// "This is a gift" (issue 28, decision 271): the form on /subscribe/{id} and at checkout.

vi.mock("~/api/gifts", () => ({ giveGift: vi.fn() }));
const giveMock = vi.mocked(giveGift);

const box = { id: 4, name: "Kitten Starter Kit", price: 24.99 };
const plans = [
  { deliveriesPrepaid: 0, discountPercent: 0 },
  { deliveriesPrepaid: 6, discountPercent: 5 },
  { deliveriesPrepaid: 12, discountPercent: 10 },
];
// 01:30 on the 28th in UTC is still the 27th in New York, the shop's time zone.
const now = () => new Date("2026-11-28T01:30:00Z");

const gift: Gift = {
  id: 9,
  boxId: "4",
  boxName: "Kitten Starter Kit",
  deliveries: 3,
  boxesLeft: 3,
  recipientName: "Grace Hopper",
  recipientEmail: "grace@example.com",
  message: "Happy birthday!",
  sendOn: "2026-12-01",
  status: "awaiting_payment",
  address: null,
  orderId: "00000000-0000-4000-8000-000000000042",
  subscriptionId: null,
  createdAt: "2026-11-27T12:00:00.000Z",
};

const transferAnswer: GiftAnswer = {
  gift,
  order: {
    id: gift.orderId,
    number: 42,
    status: "awaiting_transfer",
    total: 7497,
    shipping: 0,
    currency: "USD",
    payment: {
      method: "transfer",
      reference: "PB-000042",
      bankDetails: {
        accountName: "PetBox Inc.",
        bankName: "Example Community Bank",
        routingNumber: "011000015",
        accountNumber: "000123456789",
      },
    },
  },
};

function show(leave = vi.fn()) {
  render(
    <MemoryRouter>
      <GiftForm box={box} plans={plans} timeZone="America/New_York" now={now} leave={leave} />
    </MemoryRouter>,
  );
  return { leave };
}

async function fillRecipient(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Their name"), "Grace Hopper");
  await user.type(screen.getByLabelText("Their e-mail"), "grace@example.com");
}

beforeEach(() => {
  giveMock.mockReset();
});

describe("the gift form", () => {
  it("offers 3, 6 or 12 boxes, each with its price as the server computes it", () => {
    show();
    const choices = screen.getByRole("group", { name: "How many boxes?" });
    const three = within(choices).getByRole("radio", { name: /3 boxes/ });
    expect(three).toBeChecked();
    expect(three.closest("label")).toHaveTextContent("$24.99 a box, free shipping$74.97");
    expect(
      within(choices)
        .getByRole("radio", { name: /6 boxes/ })
        .closest("label"),
    ).toHaveTextContent("$23.74 a box ($1.25 off each), free shipping$142.44");
    expect(
      within(choices)
        .getByRole("radio", { name: /12 boxes/ })
        .closest("label"),
    ).toHaveTextContent("$22.49 a box ($2.50 off each), free shipping$269.88");
  });

  it("prices the shipping to the recipient's country once their address is given", async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByLabelText("I know their address"));
    await user.selectOptions(screen.getByLabelText("Country"), "Canada");
    expect(screen.getByRole("radio", { name: /3 boxes/ }).closest("label")).toHaveTextContent(
      "$24.99 a box, shipping 3 boxes × $8.00$98.97",
    );
  });

  it("starts the e-mail's day on the shop's today and counts the message to 300", async () => {
    const user = userEvent.setup();
    show();
    const day = screen.getByLabelText("The day the gift e-mail goes out");
    expect(day).toHaveValue("2026-11-27");
    expect(day).toHaveAttribute("min", "2026-11-27");
    const message = screen.getByLabelText("Your message (optional)");
    expect(message).toHaveAccessibleDescription("0 of 300 characters");
    expect(message).toHaveAttribute("maxLength", "300");
    await user.type(message, "Hello");
    expect(message).toHaveAccessibleDescription("5 of 300 characters");
  });

  it("says at the fields what is missing, and sends nothing", async () => {
    const user = userEvent.setup();
    show();
    await user.click(
      screen.getByRole("button", { name: "Order the gift of the Kitten Starter Kit" }),
    );
    const name = screen.getByLabelText("Their name");
    // The check runs as a React action: its result lands in a transition, not during the click.
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription("Enter the name of the person the gift is for."),
    );
    expect(name).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByLabelText("Their e-mail")).toHaveAccessibleDescription(
      "The gift e-mail with the link to claim it goes here. Enter the e-mail address of the person the gift is for.",
    );
    expect(giveMock).not.toHaveBeenCalled();
  });

  it("sends the gift as the API takes it, the address only when given", async () => {
    const user = userEvent.setup();
    giveMock.mockResolvedValue(transferAnswer);
    show();
    await user.click(screen.getByRole("radio", { name: /6 boxes/ }));
    await fillRecipient(user);
    await user.type(screen.getByLabelText("Your message (optional)"), "Happy birthday!");
    const day = screen.getByLabelText("The day the gift e-mail goes out");
    await user.clear(day);
    await user.type(day, "2026-12-01");
    await user.click(screen.getByRole("button", { name: /Order the gift/ }));
    await waitFor(() => expect(giveMock).toHaveBeenCalledTimes(1));
    expect(giveMock).toHaveBeenCalledWith({
      boxId: "4",
      deliveries: 6,
      recipientName: "Grace Hopper",
      recipientEmail: "grace@example.com",
      message: "Happy birthday!",
      sendOn: "2026-12-01",
      address: null,
    });
  });

  it("sends the recipient's address when the buyer gives it", async () => {
    const user = userEvent.setup();
    giveMock.mockResolvedValue(transferAnswer);
    show();
    await fillRecipient(user);
    await user.click(screen.getByLabelText("I know their address"));
    await user.type(screen.getByLabelText("Full name"), "Grace Hopper");
    await user.type(screen.getByLabelText("Address line 1"), "1 Navy Way");
    await user.type(screen.getByLabelText("Town or city"), "Arlington");
    await user.selectOptions(screen.getByLabelText("State"), "VA");
    await user.type(screen.getByLabelText("ZIP code"), "22201");
    await user.click(screen.getByRole("button", { name: /Order the gift/ }));
    await waitFor(() => expect(giveMock).toHaveBeenCalledTimes(1));
    expect(giveMock.mock.calls[0]![0]).toMatchObject({
      deliveries: 3,
      message: null,
      sendOn: "2026-11-27",
      address: { fullName: "Grace Hopper", line1: "1 Navy Way", city: "Arlington", region: "VA" },
    });
  });

  it("shows the server's field errors (422) at the fields, the address's too", async () => {
    const user = userEvent.setup();
    giveMock.mockRejectedValue(
      new ApiFailure({
        kind: "invalid",
        message: "Check the fields.",
        fields: {
          sendOn: "Choose today or a day ahead.",
          "address.postalCode": "Enter a ZIP code like 12345.",
        },
      }),
    );
    show();
    await fillRecipient(user);
    await user.click(screen.getByLabelText("I know their address"));
    await user.type(screen.getByLabelText("Full name"), "Grace Hopper");
    await user.type(screen.getByLabelText("Address line 1"), "1 Navy Way");
    await user.type(screen.getByLabelText("Town or city"), "Arlington");
    await user.selectOptions(screen.getByLabelText("State"), "VA");
    await user.type(screen.getByLabelText("ZIP code"), "22201");
    await user.click(screen.getByRole("button", { name: /Order the gift/ }));
    expect(await screen.findByText("Choose today or a day ahead.")).toBeVisible();
    expect(screen.getByLabelText("The day the gift e-mail goes out")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(screen.getByLabelText("ZIP code")).toHaveAccessibleDescription(
      "Enter a ZIP code like 12345.",
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Please check the fields marked above.");
    // What was typed is kept.
    expect(screen.getByLabelText("Their name")).toHaveValue("Grace Hopper");
  });

  it("after a bank transfer gift, says what to pay, where, the reference and when the e-mail goes", async () => {
    const user = userEvent.setup();
    giveMock.mockResolvedValue(transferAnswer);
    const { leave } = show();
    await fillRecipient(user);
    await user.click(screen.getByRole("button", { name: /Order the gift/ }));
    const heading = await screen.findByRole("heading", {
      name: "Your gift is ordered: now pay by bank transfer",
    });
    expect(heading).toHaveFocus();
    const confirmation = heading.parentElement!;
    expect(confirmation).toHaveTextContent(
      "3 boxes of the Kitten Starter Kit for Grace Hopper (grace@example.com). Total to pay: $74.97, shipping included.",
    );
    for (const [term, value] of [
      ["Account name", "PetBox Inc."],
      ["Bank", "Example Community Bank"],
      ["Routing number", "011000015"],
      ["Account number", "000123456789"],
      ["Reference", "PB-000042"],
      ["Amount", "$74.97"],
    ] as const) {
      expect(within(confirmation).getByText(term).nextElementSibling).toHaveTextContent(value);
    }
    expect(confirmation).toHaveTextContent(
      "Quote the reference PB-000042 with your transfer, so we know it is yours. The gift e-mail goes to Grace Hopper on Tuesday, December 1, 2026 once your transfer has arrived",
    );
    expect(screen.getByRole("link", { name: "See my gifts" })).toHaveAttribute(
      "href",
      "/account/gifts",
    );
    expect(screen.queryByRole("button", { name: /Order the gift/ })).toBeNull();
    expect(leave).not.toHaveBeenCalled();
  });

  it("sends a card gift to pay on the payment page", async () => {
    const user = userEvent.setup();
    giveMock.mockResolvedValue({
      ...transferAnswer,
      order: {
        ...transferAnswer.order,
        status: "pending",
        payment: { method: "card", redirectUrl: "https://checkout.stripe.test/pay/cs_1" },
      },
    });
    const { leave } = show();
    await fillRecipient(user);
    await user.click(screen.getByRole("button", { name: /Order the gift/ }));
    await vi.waitFor(() =>
      expect(leave).toHaveBeenCalledWith("https://checkout.stripe.test/pay/cs_1"),
    );
    expect(screen.queryByText(/bank transfer/)).toBeNull();
  });
});
