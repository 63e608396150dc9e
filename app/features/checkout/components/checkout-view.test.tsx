import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { CheckoutAnswer } from "@shared/api/checkout";
import type { PaymentMethod } from "@shared/commerce/consent";
import type { Pet } from "@shared/api/pets";
import type { Box } from "@shared/catalogue";
import type { CheckoutBody } from "~/api/checkout";
import { ApiFailure } from "~/lib/api-failure";
import type { CartLine } from "../checkout-lines";
import { testPet } from "../../../../tests/support/fixtures";
import { CheckoutView, type CheckoutData } from "./checkout-view";

// Place order checks the address with the schema that loads with the order's answer (decision
// 205), which the page preloads once the customer starts. A cold import of it, zod included, in
// jsdom on a busy machine can outlast a 1 s wait, so it is loaded first.
beforeAll(() => import("@shared/api/checkout"));

function box(id: number, name: string, price: number, allergens: Box["allergens"]): Box {
  return {
    id,
    name,
    pet: "cat",
    thumbnail: "/images/a.jpg",
    banner: "/images/a.jpg",
    description: "d",
    price,
    frequency: "Monthly",
    features: ["Salmon treats", "Feather wand"],
    subscription_benefits: ["b"],
    rating: 5,
    number_of_reviews: 1,
    allergens,
  };
}

const salmonBox = box(1, "Cozy Cat Corner", 29.99, [
  { item: "Salmon treats", tags: ["fish"], swapIn: { item: "Turkey treats", tags: [] } },
]);
const safeBox = box(4, "Kitten Starter Kit", 24.99, []);
const catalogue = [salmonBox, safeBox];

const pet = (id: number, name: string, allergies: Pet["allergies"] = []) =>
  testPet(id, name, { allergies });

const data = (pets: Pet[], paymentMethod: PaymentMethod = "pay_on_delivery"): CheckoutData => ({
  pets,
  plans: [
    { id: "per-box", name: "Pay per box", deliveriesPrepaid: 0, discountPercent: 0 },
    { id: "prepay-6", name: "Prepay 6 deliveries", deliveriesPrepaid: 6, discountPercent: 5 },
  ],
  paymentMethod,
  timeZone: "America/New_York",
  lastAddress: null,
});

const answer = { order: { id: "o-1" }, payment: { method: "pay_on_delivery" } } as CheckoutAnswer;

function Harness({
  pets,
  start,
  place,
  onPlaced = () => {},
  preparePlace = () => {},
  method,
}: {
  method?: PaymentMethod;
  pets: Pet[];
  start: CartLine[];
  place: (body: CheckoutBody) => Promise<CheckoutAnswer>;
  onPlaced?: () => void;
  preparePlace?: () => void;
}) {
  const [lines, setLines] = useState(start);
  return (
    <MemoryRouter>
      <p data-testid="cart">{lines.map((l) => `${l.box.id}x${l.quantity}`).join(",")}</p>
      <CheckoutView
        catalogue={catalogue}
        lines={lines}
        onLinesChange={setLines}
        onPlaced={onPlaced}
        renderPetForm={({ species, onSaved, onCancel }) => (
          <div>
            <button type="button" onClick={() => onSaved({ ...pet(99, "Nori"), species })}>
              Save the new pet
            </button>
            <button type="button" onClick={onCancel}>
              Cancel
            </button>
          </div>
        )}
        data={data(pets, method)}
        place={place}
        preparePlace={preparePlace}
        // Monday 10 pm in the shop's time zone, already Tuesday in UTC.
        now={() => new Date("2026-11-24T03:00:00Z")}
      />
    </MemoryRouter>
  );
}

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

/** The checkout of one box for a customer with a cat, shown. */
async function showCheckout(preparePlace: () => void) {
  render(
    <Harness
      pets={[pet(7, "Mochi")]}
      start={[{ box: safeBox, quantity: 1 }]}
      place={vi.fn()}
      preparePlace={preparePlace}
    />,
  );
  await screen.findByText("First box ships on");
}

/** Two of the salmon box in the cart, for a customer with two cats. */
function renderTwoForTwoPets(
  place: (body: CheckoutBody) => Promise<CheckoutAnswer>,
  method?: PaymentMethod,
) {
  render(
    <Harness
      method={method}
      pets={[pet(7, "Mochi"), pet(8, "Tofu")]}
      start={[{ box: salmonBox, quantity: 2 }]}
      place={place}
    />,
  );
}

describe("CheckoutView", () => {
  it("loads what placing the order needs once the customer starts, not with the page", async () => {
    const user = userEvent.setup();
    const preparePlace = vi.fn();
    await showCheckout(preparePlace);
    expect(preparePlace).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText("Full name"));
    expect(preparePlace).toHaveBeenCalled();
  });

  it("starts loading it for a keyboard user too, on the first focus", async () => {
    const preparePlace = vi.fn();
    await showCheckout(preparePlace);
    expect(preparePlace).not.toHaveBeenCalled();
    act(() => screen.getByRole("radio", { name: /Pay per box/ }).focus());
    expect(preparePlace).toHaveBeenCalled();
  });

  it("says plainly when and how each plan is paid without a card: a box at a time", async () => {
    render(
      <Harness pets={[pet(7, "Mochi")]} start={[{ box: safeBox, quantity: 1 }]} place={vi.fn()} />,
    );
    expect(await screen.findByRole("radio", { name: /Pay per box/ })).toHaveAccessibleName(
      /Paid a box at a time: you pay for each box when it arrives\./,
    );
    // Without cards a prepaid plan is paid up front by bank transfer (decision 273).
    const prepaid = screen.getByRole("radio", { name: /Prepay 6 deliveries/ });
    expect(prepaid).toHaveAccessibleName(
      /One bank transfer covers 6 deliveries: your first box is packed once it has arrived\./,
    );
    expect(prepaid).toBeEnabled();
    expect(prepaid).not.toBeChecked();
  });

  it("sells a prepaid plan without cards by bank transfer: nothing due today, the transfer explained and agreed to", async () => {
    const user = userEvent.setup();
    render(
      <Harness pets={[pet(7, "Mochi")]} start={[{ box: safeBox, quantity: 1 }]} place={vi.fn()} />,
    );
    await user.click(await screen.findByRole("radio", { name: /Prepay 6 deliveries/ }));
    expect(screen.getByRole("radio", { name: /Prepay 6 deliveries/ })).toBeChecked();
    expect(screen.getByTestId("due-today")).toHaveTextContent("$0.00");
    expect(screen.getByTestId("pay-by-transfer")).toHaveTextContent(
      /Pay by bank transfer\. No card is needed and nothing is charged today: once you place the order we give you our bank details and a reference/,
    );
    expect(screen.queryByTestId("pay-on-delivery")).not.toBeInTheDocument();
  });

  it("starts on the prepaid plan asked for without card payments too: it is paid by transfer", async () => {
    render(
      <MemoryRouter>
        <CheckoutView
          catalogue={catalogue}
          lines={[{ box: safeBox, quantity: 1 }]}
          onLinesChange={() => {}}
          onPlaced={() => {}}
          renderPetForm={() => null}
          data={data([pet(7, "Mochi")])}
          place={vi.fn()}
          preparePlace={() => {}}
          preselect={{ planId: "prepay-6" }}
          now={() => new Date("2026-11-24T03:00:00Z")}
        />
      </MemoryRouter>,
    );
    expect(await screen.findByRole("radio", { name: /Prepay 6 deliveries/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /Pay per box/ })).not.toBeChecked();
  });

  it("shows the first box's ship date from the order's hour in the shop's time zone, and until when it can change", async () => {
    render(
      <Harness pets={[pet(7, "Mochi")]} start={[{ box: safeBox, quantity: 1 }]} place={vi.fn()} />,
    );
    const label = await screen.findByText("First box ships on");
    // Changes stay open 24 hours, to the end of Tuesday: packing takes Wednesday, it ships Thursday.
    expect(label.nextElementSibling).toHaveTextContent("Thursday, November 26, 2026");
    expect(screen.getByTestId("first-change")).toHaveTextContent(
      "Change or cancel it until the end of Tuesday, November 24, 2026.",
    );
  });

  it("adds a pet without leaving checkout, chooses it for the box and returns focus there", async () => {
    const user = userEvent.setup();
    render(<Harness pets={[]} start={[{ box: safeBox, quantity: 1 }]} place={vi.fn()} />);
    const line = await screen.findByTestId("pet-line-4");
    expect(line).toHaveTextContent("you have no cat in your account yet");
    await user.click(within(line).getByRole("button", { name: "Add your cat" }));
    await user.click(within(line).getByRole("button", { name: "Cancel" }));
    expect(within(line).getByRole("button", { name: "Add your cat" })).toHaveFocus();
    await user.click(within(line).getByRole("button", { name: "Add your cat" }));
    await user.click(within(line).getByRole("button", { name: "Save the new pet" }));
    const choice = within(line).getByLabelText(/Pet/);
    expect(choice).toHaveDisplayValue("Nori");
    expect(choice).toHaveFocus();
  });

  it("warns beside the line when the pet is allergic, and swaps the box for a safe one", async () => {
    const user = userEvent.setup();
    render(
      <Harness
        pets={[pet(7, "Mochi", ["fish"])]}
        start={[{ box: salmonBox, quantity: 1 }]}
        place={vi.fn()}
      />,
    );
    const line = await screen.findByTestId("pet-line-1");
    expect(line).toHaveTextContent("Mochi is allergic to fish: Salmon treats holds it.");
    await user.click(within(line).getByRole("button", { name: /Swap to Kitten Starter Kit/ }));
    expect(screen.getByTestId("cart")).toHaveTextContent("4x1");
    const swapped = screen.getByTestId("pet-line-4");
    expect(within(swapped).getByLabelText(/Pet/)).toHaveDisplayValue("Mochi");
    expect(swapped).not.toHaveTextContent("allergic");
  });

  it("holds back a line whose box the pet is allergic to until its swap is confirmed, then sends the confirmation", async () => {
    const user = userEvent.setup();
    const place = vi.fn(async () => answer);
    render(
      <Harness
        pets={[pet(7, "Mochi", ["fish"])]}
        start={[{ box: salmonBox, quantity: 2 }]}
        place={place}
      />,
    );
    const line = await screen.findByTestId("pet-line-1");
    await user.selectOptions(within(line).getByLabelText(/Box 1 of 2 is for/), "Mochi");
    await user.selectOptions(within(line).getByLabelText(/Box 2 of 2 is for/), "Mochi");
    // One line (two boxes for Mochi), one confirmation.
    const confirm = within(line).getAllByRole("checkbox", {
      name: "I understand: we swap the salmon treats for turkey treats.",
    });
    expect(confirm).toHaveLength(1);
    await fillAddress(user);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(
      await screen.findByText(
        "Cozy Cat Corner holds something Mochi is allergic to: confirm the swap under “Who is it for?”, or choose another box.",
      ),
    ).toHaveAttribute("role", "alert");
    await vi.waitFor(() => expect(confirm[0]).toHaveFocus());
    expect(confirm[0]).toHaveAccessibleDescription(
      "Confirm the swap for Mochi, or choose another box.",
    );
    expect(place).not.toHaveBeenCalled();

    await user.click(confirm[0]!);
    expect(confirm[0]).not.toHaveAttribute("aria-invalid");
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await vi.waitFor(() => expect(place).toHaveBeenCalledTimes(1));
    expect(place).toHaveBeenCalledWith(
      expect.objectContaining({
        lines: [
          {
            boxId: 1,
            petId: 7,
            quantity: 2,
            allergySwap: "we swap the salmon treats for turkey treats",
          },
        ],
      }),
    );
  });

  it("asks for a pet for every unit, and puts address errors beside the fields", async () => {
    const user = userEvent.setup();
    const place = vi.fn();
    renderTwoForTwoPets(place);
    await user.click(await screen.findByRole("button", { name: "Place order" }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText("Full name")).toHaveAttribute("aria-invalid"),
    );
    expect(screen.getByLabelText("Full name")).toHaveAccessibleDescription(
      "Enter the name of the person the box is for.",
    );
    // Focus goes to the first field to fix, in page order: here the first box's pet.
    await vi.waitFor(() => expect(screen.getByLabelText(/Box 1 of 2 is for/)).toHaveFocus());
    await fillAddress(user);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(await screen.findByText(/Choose a pet for every box/)).toHaveAttribute("role", "alert");
    expect(screen.getByLabelText(/Box 1 of 2 is for/)).toHaveAccessibleDescription(
      "Choose which pet this box is for.",
    );
    expect(place).not.toHaveBeenCalled();
  });

  it("sends two of a box to two pets, shows the server's field errors beside the fields", async () => {
    const user = userEvent.setup();
    const place = vi.fn<(body: CheckoutBody) => Promise<CheckoutAnswer>>();
    place.mockRejectedValueOnce(
      new ApiFailure({
        kind: "invalid",
        message: "Check the address.",
        fields: { "address.postalCode": "We do not deliver to that ZIP code." },
      }),
    );
    // Prepaid plans are paid by card (decision 217): a shop that takes cards.
    renderTwoForTwoPets(place, "card");
    await user.selectOptions(await screen.findByLabelText(/Box 1 of 2 is for/), "Mochi");
    await user.selectOptions(screen.getByLabelText(/Box 2 of 2 is for/), "Tofu");
    await user.click(screen.getByLabelText(/Prepay 6 deliveries/));
    await fillAddress(user);
    // 5 % off $29.99 is $28.49 a box; two boxes, six deliveries paid at once, by card today.
    expect(screen.getByTestId("due-today")).toHaveTextContent("$341.88");
    expect(screen.getByText(/Today your card is charged \$341\.88/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(place).toHaveBeenCalledWith(
      expect.objectContaining({
        planId: "prepay-6",
        lines: [
          { boxId: 1, petId: 7, quantity: 1 },
          { boxId: 1, petId: 8, quantity: 1 },
        ],
      }),
    );
    await vi.waitFor(() =>
      expect(screen.getByLabelText("ZIP code")).toHaveAccessibleDescription(
        "We do not deliver to that ZIP code.",
      ),
    );
    await vi.waitFor(() => expect(screen.getByLabelText("ZIP code")).toHaveFocus());
  });

  it("places the order once however often Place order is pressed", async () => {
    const user = userEvent.setup();
    let finish: (answer: CheckoutAnswer) => void = () => {};
    const place = vi.fn(() => new Promise<CheckoutAnswer>((resolve) => (finish = resolve)));
    const onPlaced = vi.fn();
    render(
      <Harness
        pets={[pet(7, "Mochi")]}
        start={[{ box: safeBox, quantity: 1 }]}
        place={place}
        onPlaced={onPlaced}
      />,
    );
    await screen.findByTestId("pet-line-4");
    await fillAddress(user);
    const button = screen.getByRole("button", { name: "Place order" });
    await user.dblClick(button);
    expect(screen.getByRole("button", { name: "Placing your order…" })).toBeDisabled();
    finish(answer);
    await screen.findByRole("button", { name: "Placing your order…" });
    expect(place).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
  });

  it("adds the shipping of the address's zone: free in the US, per box elsewhere, in the total", async () => {
    const user = userEvent.setup();
    render(
      // A shop that takes cards, where prepaid plans are sold (decision 217).
      <Harness
        pets={[pet(7, "Mochi")]}
        start={[{ box: safeBox, quantity: 2 }]}
        place={vi.fn()}
        method="card"
      />,
    );
    await screen.findByTestId("pet-line-4");
    expect(screen.getByText("Shipping to United States")).toBeInTheDocument();
    expect(screen.getByTestId("shipping")).toHaveTextContent("Free");
    expect(screen.getByTestId("due-today")).toHaveTextContent("$49.98");
    await user.selectOptions(screen.getByLabelText("Country"), "United Kingdom");
    expect(screen.getByText("Shipping to United Kingdom")).toBeInTheDocument();
    expect(screen.getByTestId("shipping-detail")).toHaveTextContent("2 boxes × $12.00");
    expect(screen.getByTestId("shipping")).toHaveTextContent("$24.00");
    expect(screen.getByTestId("due-today")).toHaveTextContent("$73.98");
    expect(screen.getByText(/Shipping: \$12\.00 a box, on every delivery\./)).toBeInTheDocument();
    // Prepaid: the six deliveries' twelve boxes are shipped and paid for at once.
    await user.click(screen.getByLabelText(/Prepay 6 deliveries/));
    expect(screen.getByTestId("shipping-detail")).toHaveTextContent("12 boxes × $12.00");
    expect(screen.getByTestId("due-today")).toHaveTextContent(
      `$${((2374 * 12 + 1200 * 12) / 100).toFixed(2)}`,
    );
    await user.selectOptions(screen.getByLabelText("Country"), "Canada");
    expect(screen.getByTestId("shipping")).toHaveTextContent("$96.00");
  });

  it("takes an address field's error away as soon as it is fixed, though the fields sit outside the form", async () => {
    const user = userEvent.setup();
    render(
      <Harness pets={[pet(7, "Mochi")]} start={[{ box: safeBox, quantity: 1 }]} place={vi.fn()} />,
    );
    await user.click(await screen.findByRole("button", { name: "Place order" }));
    const state = screen.getByLabelText("State");
    await vi.waitFor(() => expect(state).toHaveAccessibleDescription("Choose the state."));
    const city = screen.getByLabelText("Town or city");
    expect(city).toHaveAttribute("aria-invalid", "true");
    await within(state).findByRole("option", { name: "California" });
    await user.selectOptions(state, "California");
    expect(state).not.toHaveAttribute("aria-invalid");
    await user.type(city, "Fresno");
    expect(city).not.toHaveAttribute("aria-invalid");
    // A ZIP code is fixed once it is one.
    const zip = screen.getByLabelText("ZIP code");
    await user.type(zip, "9372");
    expect(zip).toHaveAccessibleDescription("Enter the postal code.");
    await user.type(zip, "1");
    expect(zip).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Full name")).toHaveAttribute("aria-invalid", "true");
  });
});
