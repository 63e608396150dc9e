// The /pets route as the app runs it: its clientLoader asks for the pets before the session is
// confirmed, the screen reads them once it is, a failure says why with Try again, and a write
// loads the pets again so the page shows what is stored (docs/decisions/195).
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testPet } from "../../tests/support/fixtures";
import * as petsRoute from "./pets";
import { refusal, renderRoute, stubShop } from "./testing/route-harness";

const pet = (id: number, name: string) => testPet(id, name);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/pets", () => {
  it("asks for the pets while the session is being checked, once, and shows them when it is confirmed", async () => {
    const shop = stubShop(() => ({ status: 200, body: { pets: [pet(3, "Tofu")] } }));
    const route = renderRoute(petsRoute, { path: "/pets" });
    expect(await screen.findByRole("status")).toHaveTextContent("Loading your account");
    await vi.waitFor(() => expect(shop.count("GET /api/pets")).toBe(1));
    expect(shop.calls[0]?.authorization).toBe("Bearer stored-token");

    await route.confirm();
    expect(await screen.findByRole("article", { name: "Tofu" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "My pets" })).toBeInTheDocument();
    expect(shop.count("GET /api/pets")).toBe(1);
  });

  it("asks nothing for a visitor, who goes to sign in", async () => {
    const shop = stubShop(() => ({ status: 200, body: { pets: [] } }));
    renderRoute(petsRoute, { path: "/pets", visitor: true });
    expect(await screen.findByText("login page ?redirectTo=%2Fpets")).toBeInTheDocument();
    expect(shop.calls).toEqual([]);
  });

  it("says why the pets could not be loaded, in the shop's words, and Try again loads them", async () => {
    const user = userEvent.setup();
    let down = true;
    stubShop(() =>
      down
        ? refusal(503, "unavailable", "The shop is resting.")
        : { status: 200, body: { pets: [pet(3, "Tofu")] } },
    );
    const route = renderRoute(petsRoute, { path: "/pets" });
    await route.confirm();
    const failure = await screen.findByRole("alert");
    expect(failure).toHaveTextContent("The shop is resting.");
    // The page still names itself.
    expect(screen.getByRole("heading", { level: 1, name: "My pets" })).toBeInTheDocument();

    down = false;
    await user.click(within(failure).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Tofu" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("asks again with the confirmed session when the server refused the stored token", async () => {
    let refused = true;
    const shop = stubShop(() => {
      if (!refused) return { status: 200, body: { pets: [pet(3, "Tofu")] } };
      refused = false;
      return refusal(401, "unauthenticated", "Sign in.");
    });
    const route = renderRoute(petsRoute, { path: "/pets" });
    await vi.waitFor(() => expect(shop.count("GET /api/pets")).toBe(1));
    await act(async () => {});
    await route.confirm();
    expect(await screen.findByRole("article", { name: "Tofu" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(shop.count("GET /api/pets")).toBe(2);
  });

  it("loads the pets again after a delete, and shows what the shop stored", async () => {
    const user = userEvent.setup();
    let stored = [pet(3, "Tofu"), pet(4, "Miso")];
    const shop = stubShop((call) => {
      if (call === "DELETE /api/pets/3") {
        // Meanwhile another tab added Nori: the page shows the shop's list, not its own guess.
        stored = [pet(4, "Miso"), pet(5, "Nori")];
        return { status: 204 };
      }
      return { status: 200, body: { pets: stored } };
    });
    const route = renderRoute(petsRoute, { path: "/pets" });
    await route.confirm();
    await user.click(await screen.findByRole("button", { name: "Delete Tofu" }));
    await user.click(
      within(screen.getByRole("alertdialog", { name: "Delete Tofu?" })).getByRole("button", {
        name: "Delete",
      }),
    );
    expect(await screen.findByText("Tofu was deleted.")).toBeInTheDocument();
    expect(await screen.findByRole("article", { name: "Nori" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Tofu" })).not.toBeInTheDocument();
    expect(shop.count("GET /api/pets")).toBe(2);
  });
});
