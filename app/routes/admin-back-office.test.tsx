// The back office's packing, payments and customer screens (issue 26, decisions 237 and 238) as
// the /admin route runs them: a shipped box marked delivered, then returned; a week asked of the
// server as a week; a pay-on-delivery box recorded as paid by bank transfer; and the customer
// page's Change dialog changing the box and the pet, refusing what the server would refuse.
import { readFileSync } from "node:fs";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminPackingLine } from "@shared/api/admin/deliveries";
import type { CustomerPageAnswer } from "@shared/api/admin/customers";
import type { Pet } from "@shared/api/pets";
import { resetCatalogueCache } from "~/features/catalogue/api/get-catalogue";
import { testSubscription } from "~/features/subscriptions/test-subscription";
import { testAddress } from "../../tests/support/fixtures";
import * as adminRoute from "./admin";
import { refusal, renderRoute, stubShop } from "./testing/route-harness";

afterEach(() => {
  vi.unstubAllGlobals();
  resetCatalogueCache();
});

const OWNER = { uid: "owner-1", email: "owner@example.com", role: "owner" as const };
const catalogue: unknown = JSON.parse(readFileSync("public/catDog.json", "utf8"));

async function openAdmin(
  path: string,
  answer: (call: string, body: unknown) => { status: number; body?: unknown } | undefined,
) {
  const shop = stubShop((call, body) => {
    if (call === "GET /api/admin/me") return { status: 200, body: { staff: OWNER } };
    if (call === "GET /catDog.json") return { status: 200, body: catalogue };
    return answer(call, body) ?? refusal(404, "not_found", `No stub for ${call}`);
  });
  const route = renderRoute(adminRoute, { path, pattern: "/admin/*" });
  await route.confirm();
  return shop;
}

const line = (over: Partial<AdminPackingLine>): AdminPackingLine => ({
  date: "2026-12-01",
  deliveryId: 11,
  subscriptionId: 5,
  uid: "ada",
  boxId: "1",
  boxName: "Cozy Cat Corner",
  quantity: 1,
  pet: null,
  address: testAddress,
  swapOut: [],
  confirmedSwap: null,
  orderId: "order-1",
  orderNumber: 42,
  chewing: null,
  state: "shipped",
  replacement: false,
  packedAt: "2026-12-01T09:00:00.000Z",
  shippedAt: "2026-12-01T10:00:00.000Z",
  carrier: "usps",
  carrierName: "USPS",
  trackingNumber: "9400100000000000000000",
  trackingUrl: null,
  ...over,
});

const sheet = (lines: AdminPackingLine[], week: string | null = null) => ({
  status: 200,
  body: {
    month: "2026-12",
    week,
    lines,
    totals: [],
    count: lines.length,
    open: lines.filter((each) => ["scheduled", "late", "packed"].includes(each.state)).length,
    next: null,
  },
});

const fulfilment = (id: number, state: string) => ({
  status: 200,
  body: {
    delivery: {
      id,
      state,
      packedAt: null,
      shippedAt: null,
      deliveredAt: null,
      returnedAt: null,
      carrier: "usps",
      trackingNumber: "9400100000000000000000",
      trackingUrl: null,
    },
  },
});

describe("/admin/packing", () => {
  it("marks a shipped box delivered, then returned, and the line shows each new state", async () => {
    const user = userEvent.setup();
    // The server's own state, as the screen reads it again after each write.
    let state: AdminPackingLine["state"] = "shipped";
    const shop = await openAdmin("/admin/packing?month=2026-12", (call) => {
      if (call === "GET /api/admin/packing?month=2026-12") return sheet([line({ state })]);
      for (const next of ["delivered", "returned"] as const) {
        if (call === `POST /api/admin/deliveries/11/${next}`) {
          state = next;
          return fulfilment(11, next);
        }
      }
      return undefined;
    });
    const card = (await screen.findByText("PB-000042")).closest("li")!;
    expect(card).toHaveTextContent("Shipped");
    // A shipped box is not one to pack or ship again.
    expect(within(card).queryByRole("button", { name: /Ship PB-000042/ })).toBeNull();

    await user.click(within(card).getByRole("button", { name: "Mark PB-000042 delivered" }));
    expect(await screen.findByText("PB-000042 delivered.")).toBeInTheDocument();
    expect(card).toHaveTextContent("Delivered");
    expect(within(card).queryByRole("button", { name: /delivered/ })).toBeNull();

    // A delivered box can still come back.
    await user.click(within(card).getByRole("button", { name: "Mark PB-000042 returned" }));
    expect(await screen.findByText("PB-000042 returned.")).toBeInTheDocument();
    // The list read again after the first write may land after the second: it settles on Returned.
    await waitFor(() => expect(card).toHaveTextContent("Returned"));
    expect(within(card).queryByRole("button", { name: /Mark PB-000042/ })).toBeNull();
    expect(shop.count("POST /api/admin/deliveries/11/delivered")).toBe(1);
    expect(shop.count("POST /api/admin/deliveries/11/returned")).toBe(1);
  });

  it("shows the server's reason when a box cannot be marked delivered", async () => {
    const user = userEvent.setup();
    await openAdmin("/admin/packing?month=2026-12", (call) => {
      if (call === "GET /api/admin/packing?month=2026-12") return sheet([line({})]);
      if (call === "POST /api/admin/deliveries/11/delivered") {
        return refusal(409, "conflict", "This box is already marked returned.");
      }
      return undefined;
    });
    await user.click(await screen.findByRole("button", { name: "Mark PB-000042 delivered" }));
    expect(await screen.findByText("This box is already marked returned.")).toBeInTheDocument();
    expect((await screen.findByText("PB-000042")).closest("li")).toHaveTextContent("Shipped");
  });

  it("marks a free replacement box as one, so the packer knows nothing is collected for it", async () => {
    await openAdmin("/admin/packing?month=2026-12", (call) => {
      if (call === "GET /api/admin/packing?month=2026-12") {
        return sheet([
          line({ deliveryId: 11, orderNumber: 42, state: "scheduled", packedAt: null }),
          line({
            deliveryId: 12,
            orderNumber: 43,
            state: "scheduled",
            packedAt: null,
            replacement: true,
          }),
        ]);
      }
      return undefined;
    });
    const replacement = (await screen.findByText("PB-000043")).closest("li")!;
    expect(replacement).toHaveTextContent("Free replacement");
    expect((await screen.findByText("PB-000042")).closest("li")).not.toHaveTextContent(
      "Free replacement",
    );
  });

  it("shows a late box that is already packed as packed, with Ship and no second Mark packed", async () => {
    await openAdmin("/admin/packing?month=2026-12", (call) => {
      if (call === "GET /api/admin/packing?month=2026-12") {
        return sheet([
          line({
            state: "late",
            shippedAt: null,
            carrier: null,
            carrierName: null,
            trackingNumber: null,
          }),
        ]);
      }
      return undefined;
    });
    const card = (await screen.findByText("PB-000042")).closest("li")!;
    expect(card).toHaveTextContent("LatePacked");
    expect(within(card).getByRole("button", { name: "Ship PB-000042" })).toBeVisible();
    expect(within(card).queryByRole("button", { name: "Mark PB-000042 packed" })).toBeNull();
  });

  it("asks the server for the week, whose Monday may be in the month before", async () => {
    // The week of Monday 30 November is December's first: its Monday's box is in November.
    const shop = await openAdmin("/admin/packing?month=2026-12&week=2026-11-30", (call) => {
      if (call === "GET /api/admin/packing?week=2026-11-30") {
        return sheet(
          [
            line({ deliveryId: 12, orderNumber: 43, date: "2026-11-30", state: "late" }),
            line({ deliveryId: 13, orderNumber: 44, date: "2026-12-02", state: "scheduled" }),
          ],
          "2026-11-30",
        );
      }
      if (call === "GET /api/admin/packing?month=2026-12") {
        return sheet([
          line({ deliveryId: 13, orderNumber: 44, date: "2026-12-02", state: "scheduled" }),
        ]);
      }
      return undefined;
    });
    expect(await screen.findByRole("heading", { name: "Boxes (2)" })).toBeInTheDocument();
    expect(screen.getByText("PB-000043").closest("li")).toHaveTextContent("Late");
    expect(screen.getByText("PB-000044")).toBeInTheDocument();
    expect(shop.count("GET /api/admin/packing?month=2026-12")).toBe(0);
  });
});

describe("/admin/payments", () => {
  it("records a pay-on-delivery box as paid by bank transfer, beside cash, card and refused", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    await openAdmin("/admin/payments", (call, body) => {
      if (call === "GET /api/admin/unpaid") {
        return {
          status: 200,
          body: {
            deliveries: [
              {
                deliveryId: 11,
                orderId: "order-1",
                orderNumber: 42,
                uid: "ada",
                customerName: "Ada Lovelace",
                date: "2026-12-01",
                boxName: "Cozy Cat Corner",
                petName: "Milo",
                quantity: 1,
                state: "delivered",
                shippedAt: "2026-12-01T10:00:00.000Z",
                amount: 2999,
                ageDays: 3,
              },
            ],
            count: 1,
            total: 2999,
          },
        };
      }
      if (call === "GET /api/admin/renewals/failed") return { status: 200, body: { renewals: [] } };
      if (call === "GET /api/admin/orders/awaiting-transfer")
        return { status: 200, body: { orders: [] } };
      if (call === "GET /api/admin/orders/transfers-to-return")
        return { status: 200, body: { orders: [] } };
      if (call === "POST /api/admin/deliveries/11/payment") {
        sent.push(body);
        return {
          status: 200,
          body: {
            delivery: {
              id: 11,
              paymentStatus: "paid",
              paymentMethod: "transfer",
              recordedAt: "2026-12-04T10:00:00.000Z",
            },
          },
        };
      }
      return undefined;
    });
    const unpaid = await screen.findByRole("region", { name: "Unpaid deliveries" });
    const row = (await within(unpaid).findByText(/Ada Lovelace/)).closest("li")!;
    for (const name of [
      "PB-000042: paid in cash",
      "PB-000042: paid by card on delivery",
      "PB-000042: paid by bank transfer",
      "PB-000042: refused",
    ]) {
      expect(within(row).getByRole("button", { name })).toBeVisible();
    }
    await user.click(within(row).getByRole("button", { name: "PB-000042: paid by bank transfer" }));
    expect(
      await screen.findByText("PB-000042: recorded as paid by bank transfer."),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ status: "paid", method: "transfer" }]);
  });
});

const pet = (id: number, name: string, species: "cat" | "dog", allergies: Pet["allergies"]) =>
  ({
    id,
    name,
    species,
    size: null,
    birthday: null,
    allergies,
    allergiesOther: "",
    dislikes: [],
    dislikesOther: "",
    chewing: null,
    createdAt: "2026-11-01T10:00:00.000Z",
  }) satisfies Pet;

/** Ada: Luna's Cozy Cat Corner; Milo (a cat who can't have catnip) and Rex (a dog) besides. */
const adaPage = (): CustomerPageAnswer => ({
  customer: { uid: "ada", email: "ada@example.com", name: "Ada Lovelace" },
  pets: [pet(3, "Milo", "cat", ["catnip"]), pet(4, "Luna", "cat", []), pet(5, "Rex", "dog", [])],
  addresses: [{ ...testAddress, id: 1, lastUsedAt: "2026-11-01T10:00:00.000Z" }],
  subscriptions: [
    {
      ...testSubscription,
      petId: 4,
      pet: { id: 4, name: "Luna", species: "cat", allergies: [] },
    },
  ],
  history: { orders: [], deliveries: [], upcoming: [], problems: [] },
  payments: [],
  reviews: [],
  messages: [],
  problems: [],
  gifts: [],
});

describe("/admin/customers/:uid, Change", () => {
  it("changes the box and the pet for the customer, marks the pet's allergens in each box, and refuses the other species with the reason", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    await openAdmin("/admin/customers/ada", (call, body) => {
      if (call === "GET /api/admin/customers/ada") return { status: 200, body: adaPage() };
      if (call === "PATCH /api/admin/customers/ada/subscriptions/7") {
        sent.push(body);
        return {
          status: 200,
          body: {
            subscription: {
              ...testSubscription,
              boxId: "6",
              box: { id: "6", name: "Gourmet Cat Treats", thumbnail: "/t.jpg", pet: "cat" },
            },
          },
        };
      }
      return undefined;
    });
    await user.click(await screen.findByRole("button", { name: "Change" }));
    const dialog = await screen.findByRole("dialog", { name: "Change the subscription" });

    const now = within(dialog).getByRole("radio", { name: /Cozy Cat Corner \(now\)/ });
    expect(now).toBeChecked();
    // A dog's box is shown, not offered, and says why.
    const dogBox = within(dialog).getByRole("radio", { name: /Playful Pup Pack/ });
    expect(dogBox).toBeDisabled();
    expect(dogBox.closest("label")).toHaveTextContent(
      "Not offered: a box for dogs: this subscription is for cats",
    );
    const petField = within(dialog).getByRole("combobox", { name: "Pet" });
    expect(within(petField).getByRole("option", { name: /Rex/ })).toBeDisabled();
    expect(within(petField).getByRole("option", { name: /Rex/ })).toHaveTextContent(
      "Rex (a dog: this is a box for cats)",
    );
    // Luna has no allergies: nothing is marked until Milo is chosen.
    expect(within(dialog).queryByText(/can't have it/)).toBeNull();
    await user.selectOptions(petField, "3");
    expect(now.closest("label")).toHaveTextContent("catnip (Milo can't have it)");

    await user.click(within(dialog).getByRole("radio", { name: /Gourmet Cat Treats/ }));
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Changed. The customer is told by e-mail.")).toBeInTheDocument();
    expect(sent).toEqual([{ boxId: "6", petId: 3, quantity: 1, addressId: 1 }]);
  });
});
