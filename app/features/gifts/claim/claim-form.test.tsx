import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { GiftClaimAnswer } from "@shared/api/gifts";
import type { Pet } from "@shared/api/pets";
import type { Subscription } from "@shared/api/subscriptions";
import type { Box } from "@shared/catalogue";
import type { GiftClaimBody } from "~/api/gifts";
import { ApiFailure } from "~/lib/api-failure";
import { testAddress, testPet } from "../../../../tests/support/fixtures";
import { GiftClaimForm, type ClaimPetFormSlot } from "./claim-form";

const beefBox: Box = {
  id: 2,
  name: "Adventure Dog Gear",
  pet: "dog",
  thumbnail: "/images/a.jpg",
  banner: "/images/a.jpg",
  description: "d",
  price: 34.99,
  frequency: "Monthly",
  features: ["Beef jerky", "Rope toy"],
  subscription_benefits: ["b"],
  rating: 5,
  number_of_reviews: 1,
  allergens: [
    {
      item: "Grass-fed beef jerky",
      tags: ["beef"],
      swapIn: { item: "Wild salmon bites", tags: ["fish"] },
    },
  ],
};

const gift: GiftClaimAnswer["gift"] = {
  boxId: "2",
  boxName: "Adventure Dog Gear",
  deliveries: 3,
  recipientName: "Bea Lane",
  from: "ada@example.com",
  message: "Happy birthday, Rex!",
  address: null,
};

const subscription: Subscription = {
  id: 7,
  orderId: "o-1",
  boxId: "2",
  petId: 11,
  status: "cancelled",
  frequency: "Monthly",
  unitPrice: 3499,
  shipping: 599,
  quantity: 1,
  nextDeliveryDate: "2026-12-01",
  planId: "gift-3",
  deliveriesLeft: 3,
} as Subscription;

const dog = (id: number, name: string, more: Partial<Pet> = {}) =>
  testPet(id, name, { species: "dog", ...more });

function setup({
  pets = [] as Pet[],
  giftAddress = null as GiftClaimAnswer["gift"]["address"],
  lastAddress = null as typeof testAddress | null,
  claim = vi.fn<(body: GiftClaimBody) => Promise<Subscription>>(async () => subscription),
  newPet = dog(30, "Biscuit", { allergies: ["beef"] }),
} = {}) {
  const onClaimed = vi.fn();
  const onGone = vi.fn();
  const slots: ClaimPetFormSlot[] = [];
  render(
    <MemoryRouter>
      <GiftClaimForm
        gift={{ ...gift, address: giftAddress }}
        box={beefBox}
        pets={pets}
        lastAddress={lastAddress}
        claim={claim}
        onClaimed={onClaimed}
        onGone={onGone}
        renderPetForm={(slot) => {
          slots.push(slot);
          return (
            <form aria-label="Add a pet">
              <button type="button" onClick={() => slot.onSaved(newPet)}>
                Save and choose this pet
              </button>
            </form>
          );
        }}
      />
    </MemoryRouter>,
  );
  return { claim, onClaimed, onGone, slots, user: userEvent.setup() };
}

const claimButton = () => screen.getByRole("button", { name: "Claim my gift" });

describe("the gift claim form", () => {
  it("claims for the recipient's only dog at the address the giver gave, prefilled", async () => {
    const rex = dog(11, "Rex");
    const cat = testPet(12, "Milo");
    const { claim, onClaimed, user } = setup({
      pets: [rex, cat],
      giftAddress: { ...testAddress, fullName: "Bea Lane", line1: "7 Elm Street" },
      lastAddress: testAddress,
    });
    // A dog box: the cat is not offered, and the only dog is chosen.
    const choice = screen.getByRole("combobox", { name: "Your dog" });
    expect(choice).toHaveValue("11");
    expect(screen.queryByRole("option", { name: "Milo" })).toBeNull();
    expect(screen.getByLabelText("Full name")).toHaveValue("Bea Lane");
    expect(screen.getByLabelText("Address line 1")).toHaveValue("7 Elm Street");
    expect(screen.getByText(/address given with the gift/)).toBeInTheDocument();

    await user.click(claimButton());
    await vi.waitFor(() => expect(onClaimed).toHaveBeenCalledWith(subscription, rex));
    expect(claim).toHaveBeenCalledTimes(1);
    const body = claim.mock.calls[0]![0];
    expect(body.petId).toBe(11);
    expect(body.allergySwap).toBeUndefined();
    expect(body.address).toMatchObject({
      fullName: "Bea Lane",
      line1: "7 Elm Street",
      country: "US",
    });
  });

  it("starts from the address used last when the giver gave none", () => {
    setup({ pets: [dog(11, "Rex")], lastAddress: testAddress });
    expect(screen.getByLabelText("Full name")).toHaveValue("Ada Lovelace");
    expect(screen.getByText(/address you used last time/)).toBeInTheDocument();
  });

  it("asks which dog beside the choice, and sends nothing, when two could have it", async () => {
    const { claim, user } = setup({
      pets: [dog(11, "Rex"), dog(12, "Fido")],
      lastAddress: testAddress,
    });
    await user.click(claimButton());
    const choice = await screen.findByRole("combobox", { name: "Your dog" });
    await vi.waitFor(() =>
      expect(choice).toHaveAccessibleDescription("Choose which pet the gift is for."),
    );
    await vi.waitFor(() => expect(choice).toHaveFocus());
    expect(claim).not.toHaveBeenCalled();

    await user.selectOptions(choice, "Fido");
    expect(choice).not.toHaveAccessibleDescription("Choose which pet the gift is for.");
    await user.click(claimButton());
    await vi.waitFor(() => expect(claim).toHaveBeenCalledTimes(1));
    expect(claim.mock.calls[0]![0].petId).toBe(12);
  });

  it("adds a dog with its allergy on the spot, chooses it, and needs the swap confirmed", async () => {
    const { claim, slots, user } = setup({ lastAddress: testAddress });
    expect(screen.getByText(/you have no dog in your account yet/)).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Your dog" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add your dog" }));
    expect(screen.getByRole("heading", { name: "Add your dog" })).toHaveFocus();
    expect(slots.at(-1)?.species).toBe("dog");
    await user.click(screen.getByRole("button", { name: "Save and choose this pet" }));

    expect(screen.getByRole("combobox", { name: "Your dog" })).toHaveValue("30");
    // Back where the form was asked from: the dog's choice, now holding Biscuit.
    expect(screen.getByRole("combobox", { name: "Your dog" })).toHaveFocus();
    expect(screen.queryByRole("form", { name: "Add a pet" })).toBeNull();
    expect(
      screen.getByText(/Biscuit is allergic to beef: Grass-fed beef jerky holds it./),
    ).toBeInTheDocument();
    const sentence = "we swap the grass-fed beef jerky for wild salmon bites";
    const confirm = screen.getByRole("checkbox", { name: `I understand: ${sentence}.` });

    await user.click(claimButton());
    await vi.waitFor(() =>
      expect(confirm).toHaveAccessibleDescription(
        "Confirm the swap for Biscuit, or choose another dog.",
      ),
    );
    await vi.waitFor(() => expect(confirm).toHaveFocus());
    expect(claim).not.toHaveBeenCalled();

    await user.click(confirm);
    expect(confirm).not.toHaveAccessibleDescription(/Confirm the swap/);
    await user.click(claimButton());
    await vi.waitFor(() => expect(claim).toHaveBeenCalledTimes(1));
    expect(claim.mock.calls[0]![0]).toMatchObject({ petId: 30, allergySwap: sentence });
  });

  it("puts the server's refusals beside the fields: the country, the swap", async () => {
    const claim = vi.fn(async (): Promise<Subscription> => {
      throw new ApiFailure({
        kind: "invalid",
        message: "Please check the fields.",
        fields: {
          "address.country":
            "This gift's shipping was paid at $5.99 a box: choose an address where shipping costs no more.",
        },
      });
    });
    const { user } = setup({ pets: [dog(11, "Rex")], lastAddress: testAddress, claim });
    await user.click(claimButton());
    const country = screen.getByRole("combobox", { name: "Country" });
    await vi.waitFor(() =>
      expect(country).toHaveAccessibleDescription(/shipping was paid at \$5\.99 a box/),
    );
    await vi.waitFor(() => expect(country).toHaveFocus());
    expect(screen.getByRole("alert")).toHaveTextContent("Your gift was not claimed yet");

    claim.mockImplementationOnce(async () => {
      throw new ApiFailure({
        kind: "invalid",
        message: "Please check the fields.",
        fields: {
          allergySwap:
            "Adventure Dog Gear for Rex: Rex is allergic to beef. Confirm that we swap the grass-fed beef jerky for wild salmon bites, or choose another pet.",
        },
      });
    });
    await user.click(claimButton());
    // Rex's allergy was added in another tab: the form has no swap to show, so it says why above.
    await vi.waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("Rex is allergic to beef. Confirm that"),
    );
  });

  it("says the link no longer works when it was claimed elsewhere meanwhile", async () => {
    const claim = vi.fn(async (): Promise<Subscription> => {
      throw new ApiFailure({
        kind: "not-found",
        message: "This gift link has been used already, or it is not a gift link.",
      });
    });
    const { onGone, onClaimed, user } = setup({
      pets: [dog(11, "Rex")],
      lastAddress: testAddress,
      claim,
    });
    await user.click(claimButton());
    await vi.waitFor(() => expect(onGone).toHaveBeenCalledTimes(1));
    expect(onClaimed).not.toHaveBeenCalled();
  });

  it("keeps what was typed and says so when the shop cannot be reached", async () => {
    const claim = vi.fn(async (): Promise<Subscription> => {
      throw new ApiFailure({
        kind: "unavailable",
        message: "The shop cannot be reached right now. Please try again.",
      });
    });
    const { user } = setup({ pets: [dog(11, "Rex")], lastAddress: testAddress, claim });
    await user.clear(screen.getByLabelText("Address line 1"));
    await user.type(screen.getByLabelText("Address line 1"), "9 Oak Lane");
    await user.click(claimButton());
    await vi.waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "The shop cannot be reached right now. Please try again. What you entered is still here.",
      ),
    );
    expect(screen.getByLabelText("Address line 1")).toHaveValue("9 Oak Lane");
  });
});
