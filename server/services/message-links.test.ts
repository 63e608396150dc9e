// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Order } from "../../shared/api/orders";
import type { SubscriptionDetail } from "../../shared/api/subscriptions";
import { consentText } from "../../shared/commerce/consent";
import { matchRoute } from "../../shared/site-paths";
import { testAddress } from "../../tests/support/fixtures";
import { plans } from "../test-support/commerce";
import { orderConfirmation } from "./order-messages";
import type { MessageKind, OutgoingMessage } from "./outbox";
import { lifecycleMessage, reminderMessage } from "./subscription-messages";

// Issue 24, defect 3: the order confirmation linked to <SHOP_URL>/subscriptions, a 404. Every
// kind of message is rendered here and each of its links checked against the route manifest.
const SHOP_URL = "https://shop.petbox.example:8443";
const recipient = { uid: "ada", email: "ada@example.com" };
const plan = plans[0];
if (!plan) throw new Error("no plans");

const order: Order = {
  id: "5f0c2a9e-3b1d-4c8e-9a7f-2d6b4e8c1a03",
  number: 42,
  status: "pay_on_delivery",
  planId: plan.id,
  planName: plan.name,
  total: 3999,
  currency: "USD",
  paymentMethod: "pay_on_delivery",
  createdAt: "2026-11-27T10:00:00.000Z",
  lines: [
    {
      boxId: "1",
      boxName: "Cat Box",
      petId: 1,
      petName: "Tom",
      quantity: 1,
      frequency: "Monthly",
      listPrice: 3999,
      unitPrice: 3999,
      deliveries: 1,
      lineTotal: 3999,
      firstDeliveryDate: "2026-12-01",
      subscriptionId: 7,
    },
  ],
  address: testAddress,
  consent: consentText({
    lines: [
      { boxName: "Cat Box", petName: "Tom", quantity: 1, frequency: "Monthly", unitPrice: 3999 },
    ],
    plan,
    total: 3999,
    method: "pay_on_delivery",
  }),
  termsVersion: "2026-11-23.2",
};

const allowed = { allowed: true } as const;
const detail: SubscriptionDetail = {
  id: 7,
  orderId: order.id,
  boxId: "1",
  petId: 1,
  status: "active",
  frequency: "Monthly",
  unitPrice: 3999,
  quantity: 1,
  nextDeliveryDate: "2027-01-01",
  planId: plan.id,
  deliveriesLeft: null,
  box: { id: "1", name: "Cat Box", thumbnail: "/images/cat.webp", pet: "cat" },
  pet: { id: 1, name: "Tom", species: "cat" },
  plan: { id: plan.id, name: plan.name, deliveriesPrepaid: 0, discountPercent: 0 },
  pricePerDelivery: 3999,
  pausedUntil: null,
  endsOn: null,
  changeUntil: "2026-12-29",
  undoUntil: null,
  nothingPacked: false,
  upcoming: [],
  paymentIssue: null,
  addressId: 3,
  address: order.address,
  actions: {
    skip: allowed,
    unskip: allowed,
    pause: allowed,
    resume: allowed,
    cancel: allowed,
    uncancel: allowed,
    change: allowed,
  },
};

function lifecycle(event: Parameters<typeof lifecycleMessage>[0]): OutgoingMessage {
  const message = lifecycleMessage(event, detail, recipient, SHOP_URL);
  if (!message) throw new Error(`no message for ${event.kind}`);
  return message;
}

// A Record over MessageKind: a kind added to the type and missing here fails the typecheck.
const messages: Record<MessageKind, OutgoingMessage> = {
  order_confirmation: orderConfirmation(order, recipient, SHOP_URL),
  subscription_skipped: lifecycle({ kind: "skipped", date: "2027-01-01" }),
  subscription_unskipped: lifecycle({ kind: "unskipped", date: "2027-01-01" }),
  subscription_paused: lifecycle({
    kind: "paused",
    from: "2027-01-01",
    until: "2027-03-01",
    months: 2,
  }),
  subscription_resumed: lifecycle({ kind: "resumed" }),
  subscription_changed: lifecycle({ kind: "changed", from: "2027-01-01", fields: ["quantity"] }),
  subscription_cancelled: lifecycle({
    kind: "cancelled",
    endsOn: "2027-01-01",
    lastDeliveries: ["2027-01-01"],
    voided: false,
  }),
  subscription_uncancelled: lifecycle({ kind: "uncancelled", next: "2027-01-01" }),
  delivery_reminder: reminderMessage(
    { date: "2027-01-01", boxName: "Cat Box", petName: "Tom", cancelled: false },
    recipient,
    SHOP_URL,
  ),
};

/** Every address written in `text`: absolute ones, and paths such as "/account/subscriptions". */
function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/\S+|(?<![\w/:.])\/[\w%-]+(?:\/[\w%.-]*)*/g)].map(
    ([link]) => link,
  );
}

describe("links in e-mails", () => {
  for (const [kind, message] of Object.entries(messages)) {
    it(`${kind}: every link is absolute, on SHOP_URL's origin, and a page of the shop`, () => {
      expect(message.kind).toBe(kind);
      // The consent is quoted as the customer agreed to it, with its "/terms" and "/contact";
      // their full addresses follow it.
      const text = message.text.replace(order.consent, "");
      const links = linksIn(text);
      expect(links.length, message.text).toBeGreaterThan(0);
      for (const link of links) {
        expect(link, "absolute").toMatch(/^https?:\/\//);
        const url = new URL(link);
        expect(url.origin, link).toBe(new URL(SHOP_URL).origin);
        expect(url.search + url.hash, link).toBe("");
        expect(matchRoute(url.pathname), link).not.toBe("notFound");
      }
    });
  }

  it("leads the customer to the portal and the order from the confirmation", () => {
    const links = linksIn(messages.order_confirmation.text.replace(order.consent, ""));
    expect(links).toEqual([
      `${SHOP_URL}/orders/${order.id}`,
      `${SHOP_URL}/account/subscriptions`,
      `${SHOP_URL}/terms`,
      `${SHOP_URL}/contact`,
    ]);
  });
});
