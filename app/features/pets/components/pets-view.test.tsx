import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiFailure } from "~/lib/api-failure";
import { testPet } from "../../../../tests/support/fixtures";
import { PetsView } from "./pets-view";

const tofu = testPet(3, "Tofu", { birthday: "2019-11", allergies: ["fish", "dairy"] });

function renderView(props: Parameters<typeof PetsView>[0]) {
  const router = createMemoryRouter([{ path: "/pets", element: <PetsView {...props} /> }], {
    initialEntries: ["/pets"],
  });
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("PetsView", () => {
  it("shows each pet as a card", async () => {
    renderView({ pets: [tofu] });
    const card = await screen.findByRole("article", { name: "Tofu" });
    expect(card).toHaveTextContent("Cat");
    expect(card).toHaveTextContent("November 2019");
    expect(card).toHaveTextContent("Fish, dairy");
    expect(card).not.toHaveTextContent("Chewing");
  });

  it("says there are no pets yet and offers to add one", async () => {
    const user = userEvent.setup();
    renderView({ pets: [] });
    expect(await screen.findByRole("heading", { name: "No pets yet" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add a pet" }));
    // The form's code loads when it is asked for (decision 167), compiled on the spot here.
    expect(
      await screen.findByRole("form", { name: "Add a pet" }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("asks before deleting, and shows why a pet in use stays", async () => {
    const user = userEvent.setup();
    const message =
      "This pet has a live subscription. Cancel the subscription first, then delete the pet.";
    const remove = vi
      .fn<(id: number) => Promise<void>>()
      .mockRejectedValue(new ApiFailure({ kind: "conflict", fields: {}, message }));
    renderView({ pets: [tofu], remove });
    await user.click(await screen.findByRole("button", { name: "Delete Tofu" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete Tofu?" });
    expect(within(dialog).getByRole("button", { name: "Keep" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(remove).toHaveBeenCalledWith(3);
    const card = screen.getByRole("article", { name: "Tofu" });
    expect(await within(card).findByRole("alert")).toHaveTextContent(message);
    expect(within(card).getByRole("link", { name: "Manage subscriptions" })).toBeInTheDocument();
  });

  it("removes a deleted pet and says so", async () => {
    const user = userEvent.setup();
    const remove = vi.fn<(id: number) => Promise<void>>().mockResolvedValue(undefined);
    renderView({ pets: [tofu], remove });
    await user.click(await screen.findByRole("button", { name: "Delete Tofu" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Tofu was deleted.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "No pets yet" })).toBeInTheDocument();
  });

  it("after an edit of the allergies, shows the upcoming boxes affected and offers to swap each", async () => {
    const user = userEvent.setup();
    const rex = testPet(5, "Rex", { species: "dog" });
    const swap = "we swap the grass-fed beef jerky for wild salmon bites";
    const affected = ["2026-12-01", "2027-02-01"].map((date) => ({
      subscriptionId: 11,
      date,
      boxId: "5",
      boxName: "Adventure Dog Gear",
      allergySwap: swap,
      canSwapBox: true,
    }));
    const patch = vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { allergies: string[] };
      return new Response(JSON.stringify({ pet: { ...rex, ...body }, affected }), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    });
    vi.stubGlobal("fetch", patch);
    renderView({ pets: [rex] });
    await user.click(await screen.findByRole("button", { name: "Edit Rex" }));
    const form = await screen.findByRole("form", { name: "Edit Rex" }, { timeout: 5000 });
    await user.click(
      within(within(form).getByRole("group", { name: "Allergies (optional)" })).getByRole(
        "checkbox",
        { name: "Beef" },
      ),
    );
    await user.click(within(form).getByRole("button", { name: "Save changes" }));

    const section = await screen.findByRole("region", {
      name: "Upcoming boxes with something Rex can't have",
    });
    expect(JSON.parse(String(patch.mock.calls[0]![1].body))).toMatchObject({ allergies: ["beef"] });
    expect(
      within(section)
        .getAllByTestId("allergy-affected-box")
        .map((li) => li.textContent),
    ).toEqual([
      `Ships on Tuesday, December 1, 2026: ${swap}.`,
      `Ships on Monday, February 1, 2027: ${swap}.`,
    ]);
    expect(
      within(section).getByRole("link", { name: "Swap Adventure Dog Gear for another box" }),
    ).toHaveAttribute("href", "/account/subscriptions?swap=11");
  });
});
