import type { SubscriptionDetail, UpcomingBox } from "@shared/api/subscriptions";
import { testAddress } from "../../../tests/support/fixtures";

// For tests: one subscription as GET /api/subscriptions answers it (card, dialogs, route).

const allowed = { allowed: true } as const;

/** One of the card's next boxes: Cozy Cat Corner for Milo, shipping on `date`. */
function box(date: string, arrivesAbout: string, changeUntil: string): UpcomingBox {
  return {
    date,
    arrivesAbout,
    status: "scheduled",
    boxId: "1",
    boxName: "Cozy Cat Corner",
    petName: "Milo",
    address: testAddress,
    price: 2999,
    changeUntil,
    allergySwap: null,
    skip: allowed,
    unskip: { allowed: false, message: "This box is not skipped." },
  };
}

/** An active monthly subscription whose next box can be skipped, paused, changed or cancelled. */
export const testSubscription: SubscriptionDetail = {
  id: 7,
  orderId: "order-1",
  boxId: "1",
  petId: 3,
  status: "active",
  frequency: "Monthly",
  unitPrice: 2999,
  shipping: 0,
  quantity: 1,
  nextDeliveryDate: "2027-01-01",
  planId: "per-box",
  deliveriesLeft: null,
  box: { id: "1", name: "Cozy Cat Corner", thumbnail: "/thumb.jpg", pet: "cat" },
  pet: { id: 3, name: "Milo", species: "cat", allergies: [] },
  plan: { id: "per-box", name: "Pay per box", deliveriesPrepaid: 0, discountPercent: 0 },
  pricePerDelivery: 2999,
  pausedUntil: null,
  endsOn: null,
  changeUntil: "2026-12-29",
  undoUntil: null,
  nothingPacked: false,
  upcoming: [
    box("2027-01-01", "2027-01-07", "2026-12-29"),
    box("2027-02-01", "2027-02-05", "2027-01-27"),
    box("2027-03-01", "2027-03-05", "2027-02-25"),
  ],
  paymentIssue: null,
  addressId: 1,
  address: testAddress,
  actions: {
    skip: allowed,
    unskip: { allowed: false, message: "There is no skipped box to bring back." },
    pause: allowed,
    resume: {
      allowed: false,
      message: "This subscription is not paused, so there is nothing to resume.",
    },
    change: allowed,
    cancel: allowed,
    uncancel: {
      allowed: false,
      message: "This subscription is not cancelled, so there is nothing to undo.",
    },
  },
};
