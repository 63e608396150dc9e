// /account/subscriptions as the app runs it: the cards come from the route's loader, and an
// action's answer shows at once while the route loads the cards again (docs/decisions/195).
import { readFileSync } from "node:fs";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SubscriptionDetail } from "@shared/api/subscriptions";
import { resetCatalogueCache } from "~/features/catalogue/api/get-catalogue";
import { testSubscription } from "~/features/subscriptions/test-subscription";
import * as subscriptionsRoute from "./account-subscriptions";
import { refusal, renderRoute, stubShop } from "./testing/route-harness";

const catalogue: unknown = JSON.parse(readFileSync("public/catDog.json", "utf8"));
const allowed = { allowed: true } as const;
const card = testSubscription;
const [first, ...rest] = card.upcoming;
const skipped: SubscriptionDetail = {
  ...card,
  nextDeliveryDate: "2027-02-01",
  changeUntil: "2027-01-27",
  upcoming: [
    {
      ...first!,
      status: "skipped",
      skip: { allowed: false, message: "This box is already skipped." },
      unskip: allowed,
    },
    ...rest,
  ],
};

// The card loads its confirmations, and zod with their schemas, when a pointer comes near
// (decisions 166, 205). A cold import of them in jsdom on a busy machine can outlast a 1 s wait,
// so they are loaded first, as a browser has them by the time the button is pressed.
beforeAll(() => import("~/features/subscriptions/components/subscription-dialogs"));

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
      if (call === "POST /api/subscriptions/7/deliveries/2027-01-01/skip") {
        stored = skipped;
        return { status: 200, body: { subscription: skipped } };
      }
      return { status: 200, body: { subscriptions: [stored] } };
    });
    const route = renderRoute(subscriptionsRoute, { path: "/account/subscriptions" });
    await route.confirm();
    await user.click(
      await screen.findByRole("button", { name: "Skip this box: Friday, January 1, 2027" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Skip this box?" });
    await user.click(within(dialog).getByRole("button", { name: "Skip this box" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "The box of Friday, January 1, 2027 is skipped. Your next box ships on Monday, February 1, 2027.",
    );
    expect(
      await screen.findByRole("button", { name: "Undo skip: Friday, January 1, 2027" }),
    ).toBeEnabled();
    await vi.waitFor(() => expect(shop.count("GET /api/subscriptions")).toBe(2));
  });

  it("says why the cards could not be loaded, with Try again", async () => {
    stubShop((call) =>
      call === "GET /catDog.json"
        ? { status: 200, body: catalogue }
        : refusal(503, "unavailable", "The shop is resting."),
    );
    const route = renderRoute(subscriptionsRoute, { path: "/account/subscriptions" });
    await route.confirm();
    const failure = await screen.findByRole("alert");
    expect(failure).toHaveTextContent("The shop is resting.");
    expect(within(failure).getByRole("button", { name: "Try again" })).toBeEnabled();
  });
});
