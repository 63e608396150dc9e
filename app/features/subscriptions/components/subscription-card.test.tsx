import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Pet } from "@shared/api/pets";
import { readFileSync } from "node:fs";
import type { SubscriptionDetail } from "@shared/api/subscriptions";
import type { Box } from "@shared/catalogue";
import { ApiFailure } from "~/lib/api-failure";
import { lazyWithRetry } from "~/lib/lazy-with-retry";
import { testPet } from "../../../../tests/support/fixtures";
import { testSubscription } from "../test-subscription";
import { act } from "~/api/subscriptions";
import type * as Dialogs from "./subscription-dialogs";
import { SubscriptionCard } from "./subscription-card";
import { PREPAID_CANCEL_TEXT } from "@shared/commerce/fulfilment-rules";

vi.mock("~/api/subscriptions", () => ({ act: vi.fn() }));
const actMock = vi.mocked(act);

const allowed = { allowed: true } as const;
const refused = (message: string) => ({ allowed: false as const, message });
const prepay6 = {
  id: "prepay-6",
  name: "Prepay 6 deliveries",
  deliveriesPrepaid: 6,
  discountPercent: 5,
};
const card = testSubscription;

const milo = testPet(3, "Milo");

/** The card as the page holds it: replaced by what each action answers. */
function Page({
  start = card,
  dialogs,
  pets = [],
  catalogue = [],
}: {
  start?: SubscriptionDetail;
  dialogs?: ReturnType<typeof lazyWithRetry<typeof Dialogs>>;
  pets?: Pet[];
  catalogue?: Box[];
}) {
  const [detail, setDetail] = useState(start);
  return (
    <MemoryRouter>
      <SubscriptionCard
        subscription={detail}
        catalogue={catalogue}
        pets={pets}
        onChange={setDetail}
        dialogs={dialogs}
      />
    </MemoryRouter>
  );
}

beforeEach(() => actMock.mockReset());

describe("SubscriptionCard", () => {
  it("skips a box by its date after one confirmation, says so, then offers Undo skip", async () => {
    const user = userEvent.setup();
    const [first, ...rest] = card.upcoming;
    actMock.mockResolvedValueOnce({
      ...card,
      nextDeliveryDate: "2027-02-01",
      changeUntil: "2027-01-27",
      upcoming: [
        { ...first!, status: "skipped", skip: refused("already"), unskip: allowed },
        ...rest,
      ],
    });
    render(<Page />);
    const rows = screen.getAllByTestId("upcoming-box");
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent("Ships on Friday, January 1, 2027");
    expect(rows[0]).toHaveTextContent("Arrives about Thursday, January 7, 2027");
    expect(rows[0]).toHaveTextContent("Cozy Cat Corner for Milo · $29.99");
    expect(rows[0]).toHaveTextContent(
      "Change or skip until the end of Tuesday, December 29, 2026.",
    );
    await user.click(
      screen.getByRole("button", { name: "Skip this box: Friday, January 1, 2027" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Skip this box?" });
    expect(dialog).toHaveTextContent("Friday, January 1, 2027 is not sent and not charged");
    expect(actMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Skip this box" }));
    expect(actMock).toHaveBeenCalledWith(7, { skip: "2027-01-01" });
    expect(await screen.findByRole("status")).toHaveTextContent(
      "The box of Friday, January 1, 2027 is skipped. Your next box ships on Monday, February 1, 2027.",
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByTestId("next-delivery")).toHaveTextContent("Monday, February 1, 2027");
    expect(screen.getAllByTestId("upcoming-box")[0]).toHaveTextContent("Skipped");

    actMock.mockResolvedValueOnce(card);
    await user.click(screen.getByRole("button", { name: "Undo skip: Friday, January 1, 2027" }));
    const undo = await screen.findByRole("dialog", { name: "Undo the skip?" });
    await user.click(within(undo).getByRole("button", { name: "Undo skip" }));
    expect(actMock).toHaveBeenLastCalledWith(7, { unskip: "2027-01-01" });
    expect(
      await screen.findByText(/The box of Friday, January 1, 2027 ships after all\./),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Skip this box: Friday, January 1, 2027" }),
    ).toBeEnabled();
  });

  it("keeps the dialog open with the server's sentence when the box is already being packed", async () => {
    const user = userEvent.setup();
    actMock.mockRejectedValueOnce(
      new ApiFailure({ kind: "conflict", fields: {}, message: "This box is already being packed" }),
    );
    render(<Page />);
    await user.click(
      screen.getByRole("button", { name: "Skip this box: Friday, January 1, 2027" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Skip this box?" });
    await user.click(within(dialog).getByRole("button", { name: "Skip this box" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This box is already being packed",
    );
    await user.click(within(dialog).getByRole("button", { name: "Keep as it is" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByTestId("next-delivery")).toHaveTextContent("Friday, January 1, 2027");
  });

  it("shows why a box can no longer be skipped, tied to its button, and a paused box as paused", () => {
    const [first, second, third] = card.upcoming;
    render(
      <Page
        start={{
          ...card,
          changeUntil: null,
          upcoming: [
            { ...first!, changeUntil: null, skip: refused("This box is already being packed") },
            {
              ...second!,
              status: "paused",
              skip: refused("This box falls in your pause: resume the subscription to send it."),
            },
            third!,
          ],
        }}
      />,
    );
    const skip = screen.getByRole("button", { name: "Skip this box: Friday, January 1, 2027" });
    expect(skip).toBeDisabled();
    expect(skip).toHaveAccessibleDescription("This box is already being packed.");
    const [packing, paused] = screen.getAllByTestId("upcoming-box");
    expect(packing).toHaveTextContent("Being packed");
    expect(paused).toHaveTextContent("Paused");
    expect(paused).toHaveTextContent("This box falls in your pause");
    expect(within(paused!).queryByRole("button")).not.toBeInTheDocument();
  });

  it("on a prepaid plan, offers only the boxes and quantities that cost no more, each with its price", async () => {
    const user = userEvent.setup();
    const boxes = JSON.parse(readFileSync("public/catDog.json", "utf8")) as Box[];
    const prepaid: SubscriptionDetail = {
      ...card,
      planId: "prepay-6",
      plan: prepay6,
      deliveriesLeft: 4,
      unitPrice: 2849,
      pricePerDelivery: 2849,
    };
    render(<Page start={prepaid} catalogue={boxes} pets={[milo]} />);
    await user.click(screen.getByRole("button", { name: "Swap box" }));
    const swap = await screen.findByRole("dialog", { name: "Swap box" });
    // Calm Cat Retreat, $44.99 less 5 %: $42.74 a delivery, more than the $28.49 paid for.
    const dearer = within(swap).getByRole("radio", { name: /Calm Cat Retreat/ });
    expect(dearer).toBeDisabled();
    expect(dearer).toHaveAccessibleName(/\$42\.74 per delivery/);
    expect(dearer).toHaveAccessibleDescription(/paid in advance/);
    // Kitten Starter Kit, $24.99 less 5 %: $23.74, allowed and chosen first.
    const cheaper = within(swap).getByRole("radio", { name: /Kitten Starter Kit/ });
    expect(cheaper).toBeEnabled();
    expect(cheaper).toBeChecked();
    expect(cheaper).toHaveAccessibleName(/\$23\.74 per delivery/);
    await user.click(within(swap).getByRole("button", { name: "Keep as it is" }));

    await user.click(screen.getByRole("button", { name: "Change pet or quantity" }));
    const details = await screen.findByRole("dialog", { name: "Change pet or quantity" });
    const options = within(details).getAllByRole("option");
    expect(
      options.map((option) => [option.textContent, (option as HTMLOptionElement).disabled]),
    ).toEqual([
      ["Milo", false],
      ["1 — $28.49 per delivery", false],
      ["2 — $56.98 per delivery (more than your prepaid price)", true],
      ["3 — $85.47 per delivery (more than your prepaid price)", true],
      ["4 — $113.96 per delivery (more than your prepaid price)", true],
      ["5 — $142.45 per delivery (more than your prepaid price)", true],
    ]);
  });

  it("states a failed card payment, a prepaid plan's deliveries left and what cancelling keeps", () => {
    render(
      <Page
        start={{
          ...card,
          plan: prepay6,
          deliveriesLeft: 4,
          paymentIssue: "payment_failed",
        }}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Your last card payment did not go through.",
    );
    expect(screen.getByText("Prepaid deliveries left").nextSibling).toHaveTextContent("4");
    // The prepaid cancelling rule in the words of the consent and /terms (decision 218).
    expect(screen.getByTestId("subscription-card")).toHaveTextContent(
      `You have 4 prepaid deliveries left. ${PREPAID_CANCEL_TEXT}`,
    );
  });

  it("offers only Cancel while the order waits for its bank transfer, and says so", () => {
    const waiting = refused(
      "Your order is waiting for your bank transfer (reference PB-000042): you can change this subscription once it has arrived, or cancel it now.",
    );
    render(
      <Page
        start={{
          ...card,
          status: "pending",
          plan: prepay6,
          deliveriesLeft: 6,
          upcoming: card.upcoming.map((each) => ({ ...each, skip: waiting })),
          actions: {
            skip: waiting,
            unskip: waiting,
            pause: waiting,
            resume: waiting,
            cancel: allowed,
            uncancel: waiting,
            change: waiting,
          },
        }}
      />,
    );
    expect(screen.getByTestId("subscription-status")).toHaveTextContent(
      "Waiting for your bank transfer",
    );
    expect(screen.getByRole("button", { name: "Cancel" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Pause" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Swap box" })).toBeDisabled();
    expect(screen.getByTestId("subscription-card")).toHaveTextContent(waiting.message);
  });

  it("opens the dialog once its code has arrived, showing that it is opening until then", async () => {
    const user = userEvent.setup();
    let arrive: () => void = () => {};
    const dialogs = lazyWithRetry(
      () =>
        new Promise<typeof Dialogs>((resolve) => {
          arrive = () => resolve(import("./subscription-dialogs"));
        }),
    );
    render(<Page dialogs={dialogs} />);
    const skip = screen.getByRole("button", { name: "Skip this box: Friday, January 1, 2027" });
    await user.click(skip);
    const opening = screen.getByRole("dialog", { name: "Opening" });
    expect(within(opening).getByRole("status")).toHaveTextContent("Opening…");
    expect(screen.queryByRole("dialog", { name: "Skip this box?" })).not.toBeInTheDocument();

    arrive();
    const dialog = await screen.findByRole("dialog", { name: "Skip this box?" });
    expect(screen.queryByRole("dialog", { name: "Opening" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Keep as it is" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(skip).toHaveFocus();
  });

  it("says when the dialog's code could not be fetched, and Try again fetches it again", async () => {
    const user = userEvent.setup();
    let online = false;
    const importer = vi.fn(() =>
      online
        ? import("./subscription-dialogs")
        : Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    );
    render(<Page dialogs={lazyWithRetry(importer)} />);

    // Closing the message leaves the page as it was, focus back on the button.
    const cancel = screen.getByRole("button", { name: "Cancel" });
    await user.click(cancel);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This could not be opened. Check your connection and try again.",
    );
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();
    expect(screen.getByTestId("subscription-status")).toHaveTextContent("Active");

    // Each press asks again; Try again really imports again, and opens the action chosen.
    const pause = screen.getByRole("button", { name: "Pause" });
    await user.click(pause);
    const failed = await screen.findByRole("dialog", {
      name: "This could not be opened. Check your connection and try again.",
    });
    const retry = within(failed).getByRole("button", { name: "Try again" });
    expect(retry).toHaveFocus();
    const calls = importer.mock.calls.length;
    online = true;
    await user.click(retry);
    const dialog = await screen.findByRole("dialog", { name: "Pause deliveries" });
    expect(importer.mock.calls.length).toBe(calls + 1);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(dialog).not.toBeInTheDocument();
    expect(pause).toHaveFocus();
  });

  it("asks before cancelling with focus on the safe choice, Keep subscription", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const cancel = screen.getByRole("button", { name: "Cancel" });
    await user.click(cancel);
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel this subscription?" });
    expect(dialog).toHaveAccessibleDescription(/Nothing renews and nothing more is charged/);
    expect(within(dialog).getByRole("button", { name: "Keep subscription" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(actMock).not.toHaveBeenCalled();
    expect(cancel).toHaveFocus();
  });

  it('asks "Why are you leaving?" on the same confirmation, optional: two presses cancel, a choice goes with it', async () => {
    const user = userEvent.setup();
    const cancelled: SubscriptionDetail = {
      ...card,
      status: "cancelled",
      endsOn: "2027-01-01",
      actions: {
        ...card.actions,
        cancel: refused("This subscription is already cancelled."),
        uncancel: allowed,
      },
    };
    actMock.mockResolvedValue(cancelled);
    const { unmount } = render(<Page />);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel this subscription?" });
    const why = within(dialog).getByRole("group", { name: "Why are you leaving? (optional)" });
    // Optional: nothing is chosen at first.
    expect(within(why).getAllByRole("radio")).toHaveLength(6);
    for (const label of [
      "It costs too much",
      "My pet didn't enjoy the boxes",
      "We have more than we need",
      "Allergies or diet",
      "Moving or travelling",
      "Something else",
    ]) {
      expect(within(why).getByRole("radio", { name: label })).not.toBeChecked();
    }
    await user.click(within(dialog).getByRole("button", { name: "Cancel subscription" }));
    expect(actMock).toHaveBeenCalledWith(7, { cancel: null });
    expect(await screen.findByTestId("subscription-status")).toHaveTextContent("Cancelled");
    unmount();

    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const again = await screen.findByRole("alertdialog", { name: "Cancel this subscription?" });
    await user.click(within(again).getByRole("radio", { name: "Moving or travelling" }));
    await user.click(within(again).getByRole("button", { name: "Cancel subscription" }));
    expect(actMock).toHaveBeenLastCalledWith(7, { cancel: "moving" });
  });

  it("changes the address with checkout's fields; the server's refusal lands beside its field", async () => {
    const user = userEvent.setup();
    actMock.mockRejectedValueOnce(
      new ApiFailure({
        kind: "invalid",
        message: "Check the delivery address.",
        fields: { "address.postalCode": "We do not deliver to that ZIP code yet." },
      }),
    );
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Change address" }));
    const dialog = await screen.findByRole("dialog", { name: "Change delivery address" });
    // The same labels and limits as checkout (components/forms/address-fields.tsx).
    const zip = within(dialog).getByLabelText("ZIP code");
    expect(zip).toHaveValue("62704");
    expect(zip).toHaveAttribute("maxLength", "12");
    expect(within(dialog).getByLabelText("Address line 1")).toHaveValue("12 Main Street");
    expect(within(dialog).getByLabelText("State")).toHaveValue("IL");
    expect(within(dialog).getByLabelText("Full name")).toHaveFocus();

    await user.clear(zip);
    await user.type(zip, "60601");
    await user.click(within(dialog).getByRole("button", { name: "Save address" }));
    expect(actMock).toHaveBeenCalledWith(7, {
      change: { address: expect.objectContaining({ postalCode: "60601", city: "Springfield" }) },
    });
    await vi.waitFor(() =>
      expect(zip).toHaveAccessibleDescription("We do not deliver to that ZIP code yet."),
    );
    expect(zip).toHaveAttribute("aria-invalid", "true");
    // Focus moves in an effect after the messages render.
    await vi.waitFor(() => expect(zip).toHaveFocus());
    expect(screen.getByRole("dialog", { name: "Change delivery address" })).toBeInTheDocument();
  });

  it("checks the address with the server's schema before sending it", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Change address" }));
    const dialog = await screen.findByRole("dialog", { name: "Change delivery address" });
    await user.clear(within(dialog).getByLabelText("ZIP code"));
    await user.type(within(dialog).getByLabelText("ZIP code"), "nope");
    await user.click(within(dialog).getByRole("button", { name: "Save address" }));
    await vi.waitFor(() =>
      expect(within(dialog).getByLabelText("ZIP code")).toHaveAccessibleDescription(
        "Enter a ZIP code like 12345 or 12345-6789.",
      ),
    );
    expect(actMock).not.toHaveBeenCalled();
  });

  it("offers as many boxes per delivery as the server allows, and sends only what changed", async () => {
    const user = userEvent.setup();
    actMock.mockResolvedValueOnce({ ...card, quantity: 5 });
    render(<Page pets={[milo]} />);
    await user.click(screen.getByRole("button", { name: "Change pet or quantity" }));
    const dialog = await screen.findByRole("dialog", { name: "Change pet or quantity" });
    const quantity = within(dialog).getByLabelText("Boxes per delivery");
    expect(
      within(quantity)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "1 — $29.99 per delivery",
      "2 — $59.98 per delivery",
      "3 — $89.97 per delivery",
      "4 — $119.96 per delivery",
      "5 — $149.95 per delivery",
    ]);
    await user.selectOptions(quantity, "5");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(actMock).toHaveBeenCalledWith(7, { change: { quantity: 5 } });
    expect(await screen.findByRole("status")).toHaveTextContent("Saved: 5 boxes");
  });

  it("a cancelled prepaid plan keeps its paid boxes' controls and offers Undo cancel until the last one's cut-off", async () => {
    const user = userEvent.setup();
    const notAgain = refused(
      "This subscription is already cancelled. It ends on Monday, May 3, 2027.",
    );
    const cancelled: SubscriptionDetail = {
      ...card,
      plan: prepay6,
      deliveriesLeft: 5,
      status: "cancelled",
      endsOn: "2027-05-03",
      undoUntil: "2027-04-29",
      actions: { ...card.actions, cancel: notAgain, uncancel: allowed },
    };
    render(<Page start={cancelled} />);
    expect(screen.getByTestId("subscription-status")).toHaveTextContent(
      "Cancelled — ends on Monday, May 3, 2027",
    );
    expect(screen.getByTestId("undo-until")).toHaveTextContent(
      "You can undo the cancel until the end of Thursday, April 29, 2027.",
    );
    // The paid boxes keep their controls.
    expect(
      screen.getByRole("button", { name: "Skip this box: Friday, January 1, 2027" }),
    ).toBeEnabled();
    for (const name of ["Pause", "Change address", "Change pet or quantity"]) {
      expect(screen.getByRole("button", { name })).toBeEnabled();
    }
    expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();

    actMock.mockResolvedValueOnce({ ...card, plan: prepay6, deliveriesLeft: 5 });
    await user.click(screen.getByRole("button", { name: "Undo cancel" }));
    const dialog = await screen.findByRole("dialog", { name: "Undo the cancel?" });
    expect(dialog).toHaveTextContent(
      "Your subscription goes on as before: boxes keep shipping after Monday, May 3, 2027",
    );
    expect(dialog).toHaveTextContent("your plan renews for another 6 deliveries");
    await user.click(within(dialog).getByRole("button", { name: "Undo cancel" }));
    expect(actMock).toHaveBeenCalledWith(7, "uncancel");
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Cancel undone: your subscription goes on. Your next box ships on Friday, January 1, 2027.",
    );
    expect(screen.getByTestId("subscription-status")).toHaveTextContent("Active");
    expect(screen.getByRole("button", { name: "Cancel" })).toBeEnabled();
  });
});

describe("allergies on the card (issue 25 §3)", () => {
  const boxes = JSON.parse(readFileSync("public/catDog.json", "utf8")) as Box[];
  const swap = "we swap the grain-free wild salmon bites for grain-free turkey bites";
  const allergic: SubscriptionDetail = {
    ...card,
    pet: { id: 3, name: "Milo", species: "cat", allergies: ["fish"] },
    upcoming: card.upcoming.map((box) => ({ ...box, allergySwap: swap })),
  };

  it("names the swap made in each upcoming box for the pet", () => {
    render(<Page start={allergic} catalogue={boxes} />);
    expect(screen.getAllByTestId("upcoming-allergy-swap").map((each) => each.textContent)).toEqual(
      card.upcoming.map(() => `Allergy swap for Milo: ${swap}.`),
    );
  });

  it("shows each box's allergens in the swap dialog, marks the ones the pet can't have, and offers a safe box first", async () => {
    const user = userEvent.setup();
    render(<Page start={allergic} catalogue={boxes} />);
    await user.click(screen.getByRole("button", { name: "Swap box" }));
    const dialog = await screen.findByRole("dialog", { name: "Swap box" });
    const gourmet = within(dialog).getByRole("radio", { name: /Gourmet Cat Treats/ });
    expect(gourmet).toHaveAccessibleName(/Allergens: fish \(Milo can't have it\)/);
    expect(gourmet).toHaveAccessibleName(
      /If chosen, we swap the freeze-dried tuna flakes for freeze-dried chicken bites\./,
    );
    const marked = within(dialog)
      .getAllByRole("mark")
      .map((each) => each.textContent);
    expect(marked).toEqual(["fish (Milo can't have it)"]);
    const kitten = within(dialog).getByRole("radio", { name: /Kitten Starter Kit/ });
    expect(kitten).toHaveAccessibleName(/Allergens: chicken$/);
    const calm = within(dialog).getByRole("radio", { name: /Calm Cat Retreat/ });
    expect(calm).toHaveAccessibleName(/None of the allergens we track/);
    expect(kitten).toBeChecked();
  });

  it("opens the swap dialog at once when the page is asked to (a link from the pets page)", async () => {
    render(
      <MemoryRouter>
        <SubscriptionCard
          subscription={allergic}
          catalogue={boxes}
          pets={[]}
          onChange={() => {}}
          openSwap
        />
      </MemoryRouter>,
    );
    expect(await screen.findByRole("dialog", { name: "Swap box" })).toBeInTheDocument();
  });
});
