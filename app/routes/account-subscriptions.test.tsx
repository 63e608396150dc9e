// /account/subscriptions as the app runs it: the cards come from the route's loader, and an
// action's answer shows at once while the route loads the cards again (docs/decisions/195).
import { readFileSync } from "node:fs";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SubscriptionDetail } from "@shared/api/subscriptions";
import { resetCatalogueCache } from "~/features/catalogue/api/get-catalogue";
import * as subscriptionsRoute from "./account-subscriptions";
import { renderRoute, stubShop } from "./testing/route-harness";

const catalogue: unknown = JSON.parse(readFileSync("public/catDog.json", "utf8"));
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
    resume: { allowed: false, message: "This subscription is not paused." },
    change: allowed,
    cancel: allowed,
  },
};
const skipped: SubscriptionDetail = {
  ...card,
  nextDeliveryDate: "2027-02-01",
  changeUntil: "2027-01-29",
  actions: { ...card.actions, unskip: allowed },
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetCatalogueCache();
});

describe("/account/subscriptions", () => {
  it("shows the empty state once the session is confirmed", async () => {
    stubShop((call) =>
      call === "GET /catDog.json"
        ? { status: 200, body: catalogue }
        : call === "GET /api/pets"
          ? { status: 200, body: { pets: [] } }
          : { status: 200, body: { subscriptions: [] } },
    );
    const route = renderRoute(subscriptionsRoute, { path: "/account/subscriptions" });
    await route.confirm();
    expect(
      await screen.findByRole("heading", { name: "No subscriptions yet" }),
    ).toBeInTheDocument();
  });

  it("shows an action's answer, then loads the cards again", async () => {
    const user = userEvent.setup();
    let stored = card;
    const shop = stubShop((call) => {
      if (call === "GET /catDog.json") return { status: 200, body: catalogue };
      if (call === "GET /api/pets") return { status: 200, body: { pets: [] } };
      if (call === "POST /api/subscriptions/7/skip") {
        stored = skipped;
        return { status: 200, body: { subscription: skipped } };
      }
      return { status: 200, body: { subscriptions: [stored] } };
    });
    const route = renderRoute(subscriptionsRoute, { path: "/account/subscriptions" });
    await route.confirm();
    await user.click(await screen.findByRole("button", { name: "Skip next box" }));
    const dialog = await screen.findByRole("dialog", { name: "Skip the next box?" });
    await user.click(within(dialog).getByRole("button", { name: "Skip this box" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Box skipped. Your next box ships on Monday, February 1, 2027.",
    );
    expect(await screen.findByRole("button", { name: "Undo skip" })).toBeEnabled();
    await vi.waitFor(() => expect(shop.count("GET /api/subscriptions")).toBe(2));
  });

  it("says why the cards could not be loaded, with Try again", async () => {
    stubShop((call) =>
      call === "GET /catDog.json"
        ? { status: 200, body: catalogue }
        : {
            status: 503,
            body: { error: { code: "unavailable", message: "The shop is resting." } },
          },
    );
    const route = renderRoute(subscriptionsRoute, { path: "/account/subscriptions" });
    await route.confirm();
    const failure = await screen.findByRole("alert");
    expect(failure).toHaveTextContent("The shop is resting.");
    expect(within(failure).getByRole("button", { name: "Try again" })).toBeEnabled();
  });
});
