// /gift/{token} as the app runs it (decisions 269, 272): a visitor sees the gift and signs in or
// registers coming back to the link; the signed-in recipient claims it for their pet and is
// shown the way to the subscription; a link used meanwhile says it does not work.
import { readFileSync } from "node:fs";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetCatalogueCache } from "~/features/catalogue/api/get-catalogue";
import { testAddress, testPet } from "../../tests/support/fixtures";
import * as giftRoute from "./gift-claim";
import { refusal, renderRoute, stubShop } from "./testing/route-harness";

const catalogue: unknown = JSON.parse(readFileSync("public/catDog.json", "utf8"));
const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";
const path = `/gift/${token}`;
const gift = {
  boxId: "7",
  boxName: "Artisan Dog Treats",
  deliveries: 3,
  recipientName: "Bea Lane",
  from: "ada@example.com",
  message: "Happy birthday, Rex!",
  address: null,
};
const subscription = {
  id: 9,
  orderId: "o-1",
  boxId: "7",
  petId: 4,
  status: "cancelled",
  frequency: "Monthly",
  unitPrice: 3299,
  shipping: 599,
  quantity: 1,
  nextDeliveryDate: "2026-12-01",
  planId: "gift-3",
  deliveriesLeft: 3,
};

beforeAll(() => import("@shared/api/subscriptions"));

afterEach(() => {
  vi.unstubAllGlobals();
  resetCatalogueCache();
  localStorage.clear();
});

function shop(claim: () => { status: number; body?: unknown }) {
  return stubShop((call) => {
    if (call === `GET /api/gifts/claim/${token}`) return { status: 200, body: { gift } };
    if (call === `POST /api/gifts/claim/${token}`) return claim();
    if (call === "GET /catDog.json") return { status: 200, body: catalogue };
    if (call === "GET /api/pets")
      return { status: 200, body: { pets: [testPet(4, "Rex", { species: "dog" })] } };
    if (call === "GET /api/addresses/last") return { status: 200, body: { address: testAddress } };
    return refusal(500, "internal", `unexpected ${call}`);
  });
}

describe("/gift/{token}", () => {
  it("shows a visitor the gift and its message, and signs in or registers coming back to the link", async () => {
    const calls = shop(() => ({ status: 500 }));
    renderRoute(giftRoute, { path, pattern: "/gift/:token", visitor: true });
    expect(
      await screen.findByRole("heading", { level: 1, name: "A gift for Bea Lane" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("ada@example.com has given you 3 Artisan Dog Treats boxes."),
    ).toBeInTheDocument();
    expect(screen.getByText("Happy birthday, Rex!")).toBeInTheDocument();
    const back = encodeURIComponent(path);
    expect(await screen.findByRole("link", { name: "Sign in to claim" })).toHaveAttribute(
      "href",
      `/login?redirectTo=${back}`,
    );
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      `/register?redirectTo=${back}`,
    );
    expect(screen.queryByRole("button", { name: "Claim my gift" })).toBeNull();
    expect(calls.count("GET /api/pets")).toBe(0);
  });

  it("lets the signed-in recipient claim it for their dog, then shows the way to the subscription", async () => {
    const user = userEvent.setup();
    const calls = shop(() => ({ status: 201, body: { subscription } }));
    const route = renderRoute(giftRoute, { path, pattern: "/gift/:token" });
    await route.confirm();
    const choice = await screen.findByRole("combobox", { name: "Your dog" });
    expect(choice).toHaveValue("4");
    expect(screen.getByLabelText("Full name")).toHaveValue("Ada Lovelace");
    await user.click(screen.getByRole("button", { name: "Claim my gift" }));

    expect(
      await screen.findByRole("heading", { level: 1, name: "Your gift is claimed" }),
    ).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent(
      "3 Artisan Dog Treats boxes are coming for Rex, paid by ada@example.com.",
    );
    expect(
      screen.getByText(/The first box ships on Tuesday, December 1, 2026/),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See your subscription" })).toHaveAttribute(
      "href",
      "/account/subscriptions",
    );
    expect(calls.count(`POST /api/gifts/claim/${token}`)).toBe(1);
  });

  it("says the link does not work when the gift was claimed elsewhere meanwhile", async () => {
    const user = userEvent.setup();
    shop(() =>
      refusal(404, "not_found", "This gift link has been used already, or it is not a gift link."),
    );
    const route = renderRoute(giftRoute, { path, pattern: "/gift/:token" });
    await route.confirm();
    await user.click(await screen.findByRole("button", { name: "Claim my gift" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "This gift link does not work" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Happy birthday, Rex!")).toBeNull();
  });

  it("says why the account's pets could not be loaded, under the gift, and Try again loads them", async () => {
    const user = userEvent.setup();
    let down = true;
    stubShop((call) => {
      if (call === `GET /api/gifts/claim/${token}`) return { status: 200, body: { gift } };
      if (call === "GET /catDog.json") return { status: 200, body: catalogue };
      if (call === "GET /api/pets") {
        return down
          ? refusal(503, "unavailable", "The shop is resting.")
          : { status: 200, body: { pets: [] } };
      }
      if (call === "GET /api/addresses/last") return { status: 200, body: { address: null } };
      return refusal(500, "internal", `unexpected ${call}`);
    });
    const route = renderRoute(giftRoute, { path, pattern: "/gift/:token" });
    await route.confirm();
    const failure = await screen.findByRole("alert");
    expect(failure).toHaveTextContent("The shop is resting.");
    expect(
      screen.getByRole("heading", { level: 1, name: "A gift for Bea Lane" }),
    ).toBeInTheDocument();
    down = false;
    await user.click(within(failure).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Add your dog" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says the link does not work for a used or unknown token, without a word about any gift", async () => {
    stubShop(() =>
      refusal(404, "not_found", "This gift link has been used already, or it is not a gift link."),
    );
    renderRoute(giftRoute, { path, pattern: "/gift/:token", visitor: true });
    expect(
      await screen.findByRole("heading", { level: 1, name: "This gift link does not work" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign in to claim" })).toBeNull();
  });
});
