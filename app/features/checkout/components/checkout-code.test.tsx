import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { CheckoutAnswer } from "@shared/api/checkout";
import type { CodeCheckAnswer } from "@shared/api/codes";
import type { PaymentMethod } from "@shared/commerce/consent";
import type { Box } from "@shared/catalogue";
import type { CheckoutBody } from "~/api/checkout";
import type { CodeCheckBody } from "~/api/codes";
import { testPet } from "../../../../tests/support/fixtures";
import { CheckoutView } from "./checkout-view";

// The discount code field of checkout (issue 28, decision 267): the server's discount shown per
// line and in the total, its refusal said beside the field for everyone, keyboard first.
beforeAll(() => import("@shared/api/checkout"));

const kittenBox: Box = {
  id: 4,
  name: "Kitten Starter Kit",
  pet: "cat",
  thumbnail: "/images/a.jpg",
  banner: "/images/a.jpg",
  description: "d",
  price: 24.99,
  frequency: "Monthly",
  features: ["Feather wand"],
  subscription_benefits: ["b"],
  rating: 5,
  number_of_reviews: 1,
  allergens: [],
};

const plans = [
  { id: "per-box", name: "Pay per box", deliveriesPrepaid: 0, discountPercent: 0 },
  { id: "prepay-6", name: "Prepay 6 deliveries", deliveriesPrepaid: 6, discountPercent: 5 },
];

function show({
  check,
  place = vi.fn(),
  method = "card",
}: {
  check: (body: CodeCheckBody) => Promise<CodeCheckAnswer>;
  place?: (body: CheckoutBody) => Promise<CheckoutAnswer>;
  method?: PaymentMethod;
}) {
  render(
    <MemoryRouter>
      <CheckoutView
        catalogue={[kittenBox]}
        lines={[{ box: kittenBox, quantity: 2 }]}
        onLinesChange={() => {}}
        onPlaced={() => {}}
        renderPetForm={() => null}
        data={{
          pets: [testPet(7, "Mochi", { allergies: [] })],
          plans,
          paymentMethod: method,
          timeZone: "America/New_York",
          lastAddress: null,
        }}
        place={place}
        preparePlace={() => {}}
        check={check}
        now={() => new Date("2026-11-24T03:00:00Z")}
      />
    </MemoryRouter>,
  );
}

const answer = { order: { id: "o-1" }, payment: { method: "card" } } as CheckoutAnswer;

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Full name"), "Mia Moss");
  await user.type(screen.getByLabelText("Address line 1"), "1 Main St");
  await user.type(screen.getByLabelText("Town or city"), "Springfield");
  const state = screen.getByLabelText("State");
  await user.click(state);
  await within(state).findByRole("option", { name: "Illinois" });
  await user.selectOptions(state, "Illinois");
  await user.type(screen.getByLabelText("ZIP code"), "62701");
}

/** Opens the code field as a customer does ("Have a discount or referral code?"). */
async function openCodeField(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await screen.findByRole("button", { name: "Have a discount or referral code?" }),
  );
  return screen.findByLabelText("Discount code");
}

const accepted = (discount: number): CodeCheckAnswer => ({
  valid: true,
  discount,
  lines: [{ discount }],
});

describe("the discount code at checkout", () => {
  it("opens the field when the customer says they have a code, with focus in it (decision 277)", async () => {
    const user = userEvent.setup();
    show({ check: async () => accepted(500) });
    const ask = await screen.findByRole("button", { name: "Have a discount or referral code?" });
    expect(ask).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByLabelText("Discount code")).toBeNull();
    await user.click(ask);
    const field = await screen.findByLabelText("Discount code");
    expect(field).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Have a discount or referral code?" })).toBeNull();
  });

  it("applies a code the server accepts: each line and the total show it, and the order carries it", async () => {
    const user = userEvent.setup();
    const check = vi.fn(async () => accepted(500));
    const place = vi.fn(async (_body: CheckoutBody) => answer);
    show({ check, place });
    const field = await openCodeField(user);
    await user.type(field, "save10");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(check).toHaveBeenCalledWith({
      code: "save10",
      lines: [{ boxId: 4, quantity: 2 }],
      planId: "per-box",
    });
    expect(await screen.findByText("SAVE10 applied: $5.00 off.")).toHaveAttribute("role", "status");
    expect(field).toHaveAccessibleDescription("SAVE10 applied: $5.00 off.");
    // Two boxes at $24.99: $49.98, now $44.98.
    const order = screen.getByRole("list", { name: "Your order" });
    expect(within(order).getByText("$49.98").closest("s")).not.toBeNull();
    expect(within(order).getByTestId("line-after-code")).toHaveTextContent("$44.98");
    expect(screen.getByText("Code SAVE10")).toBeVisible();
    expect(screen.getByTestId("code-discount")).toHaveTextContent("−$5.00");
    expect(screen.getByTestId("due-today")).toHaveTextContent("$44.98");

    await fillAddress(user);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await vi.waitFor(() => expect(place).toHaveBeenCalled());
    expect(place.mock.calls[0]?.[0]).toMatchObject({ code: "SAVE10", planId: "per-box" });
  });

  it("says why a code is refused beside the field, tied to it, and puts focus back in it", async () => {
    const user = userEvent.setup();
    const reason = "This code has expired.";
    show({ check: async () => ({ valid: false, discount: 0, lines: [{ discount: 0 }], reason }) });
    const field = await openCodeField(user);
    await user.type(field, "OLD");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText(reason)).toBeVisible();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(reason);
    expect(field).toHaveFocus();
    expect(screen.queryByTestId("code-discount")).toBeNull();
    expect(screen.getByTestId("due-today")).toHaveTextContent("$49.98");
  });

  it("applies the code on Enter, without placing the order", async () => {
    const user = userEvent.setup();
    const place = vi.fn();
    const check = vi.fn(async () => accepted(250));
    show({ check, place });
    await user.type(await openCodeField(user), "HALF{Enter}");
    expect(await screen.findByText("HALF applied: $2.50 off.")).toHaveAttribute("role", "status");
    expect(check).toHaveBeenCalledTimes(1);
    expect(place).not.toHaveBeenCalled();
  });

  it("asks to apply the code again once the order changes, and shows no discount meanwhile", async () => {
    const user = userEvent.setup();
    show({ check: async () => accepted(500) });
    await user.type(await openCodeField(user), "SAVE10");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await screen.findByTestId("code-discount");
    await user.click(screen.getByRole("radio", { name: /Prepay 6 deliveries/ }));
    expect(
      screen.getByText("Your order changed: press Apply to check SAVE10 again."),
    ).toHaveAttribute("role", "status");
    expect(screen.queryByTestId("code-discount")).toBeNull();
  });

  it("asks for a code before checking an empty field", async () => {
    const user = userEvent.setup();
    const check = vi.fn(async () => accepted(500));
    show({ check });
    await openCodeField(user);
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Enter a code.")).toBeVisible();
    expect(check).not.toHaveBeenCalled();
  });

  it("states the code's discount and for how long in the consent beside Place order (decision 276)", async () => {
    const user = userEvent.setup();
    const check = vi.fn(async (): Promise<CodeCheckAnswer> => ({
      valid: true,
      discount: 500,
      lines: [{ discount: 500, perDelivery: 500 }],
      months: 3,
    }));
    show({ check });
    await user.type(await openCodeField(user), "SPRING");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await screen.findByTestId("code-discount");
    const consent = document.getElementById("order-consent");
    expect(consent).toHaveTextContent(
      "Code SPRING: $5.00 off each of the first 3 deliveries of Kitten Starter Kit for Mochi ($44.98 instead of $49.98), then $49.98 a delivery.",
    );
    expect(screen.getByRole("button", { name: "Place order" })).toHaveAccessibleDescription(
      expect.stringContaining("each of the first 3 deliveries"),
    );
  });
});
