import type { Order } from "../../shared/api/orders";
import type { SubscriptionDetail, UpcomingBox } from "../../shared/api/subscriptions";
import { consentText } from "../../shared/commerce/consent";
import { trackingUrl } from "../../shared/shop/carriers";
import type { LifecycleEvent } from "../../shared/commerce/lifecycle-state";
import { testAddress } from "../../tests/support/fixtures";
import { shippedMessage } from "../services/delivery-messages";
import { paymentLinkMessage, refundMessage } from "../services/payment-messages";
import { referralCreditMessage } from "../services/referral-messages";
import { stockShortfallMessage } from "../services/stock-messages";
import { withdrawalConfirmation } from "../services/withdrawal-messages";
import { contactReplyMessage, problemResolvedMessage } from "../services/problem-messages";
import { orderConfirmation, orderNotice } from "../services/order-messages";
import type { MessageKind, OutgoingMessage } from "../services/outbox";
import {
  anniversaryMessage,
  priceNoticeMessage,
  renewalReminderMessage,
  type NoticeSubscription,
} from "../services/notice-messages";
import { giftLastBoxMessage, giftMessage, giftUnclaimedMessage } from "../services/gift-messages";
import { loadPlans, planCandidates } from "../services/plans";
import { lifecycleMessage, reminderMessage } from "../services/subscription-messages";

// One message of every kind, built by the shop's own builders from one order and one
// subscription card: the link test (message-links.test.ts), the content test
// (messages.test.ts) and the e2e spec that looks at each kind's HTML (emails.spec.ts) all read
// it. A kind added to MessageKind and missing here fails the typecheck.

export const SHOP_URL = "https://shop.petbox.example:8443";
export const SHOP_NOTIFY_EMAIL = "orders@petbox.example";
export const recipient = { uid: "ada", email: "ada@example.com" };

const plan = loadPlans(planCandidates("/nonexistent", null))[0];
if (!plan) throw new Error("no plans");

export const order: Order = {
  id: "5f0c2a9e-3b1d-4c8e-9a7f-2d6b4e8c1a03",
  number: 42,
  status: "pay_on_delivery",
  planId: plan.id,
  planName: plan.name,
  total: 3999,
  shipping: 0,
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
      allergySwap: null,
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
    shippingPerBox: 0,
  }),
  termsVersion: "2026-11-23.2",
};

/** The new address of the "changed" card: the boxes from January on go there. */
export const newAddress = {
  ...testAddress,
  line1: "7 Harbour Road",
  city: "Chicago",
  postalCode: "60601",
};

const allowed = { allowed: true } as const;

function box(date: string, more: Partial<UpcomingBox> = {}): UpcomingBox {
  return {
    date,
    arrivesAbout: date,
    status: "scheduled",
    boxId: "1",
    boxName: "Cat Box",
    petName: "Tom",
    address: newAddress,
    price: 3999,
    allergySwap: null,
    changeUntil: date,
    skip: allowed,
    unskip: allowed,
    ...more,
  };
}

/**
 * A monthly Cat Box for Tom, seen on December 31: January's box is being packed (to the old
 * address), February's and March's go to the new one.
 */
export const detail: SubscriptionDetail = {
  id: 7,
  orderId: order.id,
  boxId: "1",
  petId: 1,
  status: "active",
  frequency: "Monthly",
  unitPrice: 3999,
  shipping: 0,
  quantity: 1,
  nextDeliveryDate: "2027-01-01",
  planId: plan.id,
  deliveriesLeft: null,
  box: { id: "1", name: "Cat Box", thumbnail: "/images/cat.webp", pet: "cat" },
  pet: { id: 1, name: "Tom", species: "cat", allergies: [] },
  plan: { id: plan.id, name: plan.name, deliveriesPrepaid: 0, discountPercent: 0 },
  pricePerDelivery: 3999,
  pausedUntil: null,
  endsOn: null,
  undoUntil: null,
  changeUntil: null,
  nothingPacked: false,
  upcoming: [
    box("2027-01-01", { address: testAddress, changeUntil: null }),
    box("2027-02-01"),
    box("2027-03-01"),
  ],
  paymentIssue: null,
  addressId: 3,
  address: newAddress,
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

/** Paused from January 1 until March 1: January's and February's boxes are held back. */
export const pausedDetail: SubscriptionDetail = {
  ...detail,
  status: "paused",
  pausedUntil: "2027-03-01",
  nextDeliveryDate: "2027-03-01",
  upcoming: [
    box("2027-01-01", { status: "paused" }),
    box("2027-02-01", { status: "paused" }),
    box("2027-03-01"),
  ],
};

export function lifecycle(
  event: LifecycleEvent,
  card: SubscriptionDetail = detail,
): OutgoingMessage {
  const message = lifecycleMessage(event, card, recipient, SHOP_URL);
  if (!message) throw new Error(`no message for ${event.kind}`);
  return message;
}

/** A Stripe-hosted invoice page: where "payment_link" sends the customer (decision 230). */
export const PAY_URL = "https://invoice.stripe.com/i/acct_test/test_YWNjdF90ZXN0";

/** A claim token as the gift job makes them (decision 269): 32 random bytes, base64url. */
export const GIFT_TOKEN = "q7Yx0_Lm-2VbW9cT4nR8sK1uH3jF6dA5eG0iZ7oP2lM";

/** The monthly Cat Box for Tom as the notices describe it (decision 265): pay per box. */
export const noticeSubscription: NoticeSubscription = {
  boxName: "Cat Box",
  petName: "Tom",
  quantity: 1,
  frequency: "Monthly",
  planName: plan.name,
  prepaidBlock: 0,
  unitPrice: 3999,
  shipping: 0,
  card: false,
};

/** The same on a 6-delivery prepaid plan paid by card, with shipping. */
export const prepaidSubscription: NoticeSubscription = {
  ...noticeSubscription,
  planName: "Prepay 6 deliveries",
  prepaidBlock: 6,
  unitPrice: 3799,
  shipping: 500,
  card: true,
};

export const messageFixtures: Record<MessageKind, OutgoingMessage> = {
  order_confirmation: orderConfirmation(order, recipient, SHOP_URL),
  order_notice: orderNotice(order, recipient, SHOP_NOTIFY_EMAIL, SHOP_URL),
  subscription_skipped: lifecycle(
    { kind: "skipped", date: "2027-02-01" },
    {
      ...detail,
      upcoming: detail.upcoming.map((b, i) => (i === 1 ? { ...b, status: "skipped" } : b)),
    },
  ),
  subscription_unskipped: lifecycle({ kind: "unskipped", date: "2027-02-01" }),
  subscription_paused: lifecycle(
    { kind: "paused", from: "2027-01-01", until: "2027-03-01", months: 2 },
    pausedDetail,
  ),
  subscription_resumed: lifecycle({ kind: "resumed" }),
  subscription_uncancelled: lifecycle({ kind: "uncancelled", next: "2027-01-01" }),
  subscription_changed: lifecycle({
    kind: "changed",
    from: "2027-02-01",
    fields: ["addressId"],
  }),
  subscription_cancelled: lifecycle({
    kind: "cancelled",
    endsOn: "2027-01-01",
    lastDeliveries: ["2026-12-01", "2027-01-01"],
    voided: false,
  }),
  delivery_reminder: reminderMessage(
    {
      date: "2027-01-01",
      boxName: "Cat Box",
      petName: "Tom",
      cancelled: false,
      address: newAddress,
    },
    recipient,
    SHOP_URL,
  ),
  renewal_reminder: renewalReminderMessage(
    prepaidSubscription,
    { chargeOn: "2027-05-28", firstBoxOn: "2027-06-01" },
    recipient,
    SHOP_URL,
  ),
  anniversary_reminder: anniversaryMessage(noticeSubscription, "2026-11-27", recipient, SHOP_URL),
  price_notice: priceNoticeMessage(
    noticeSubscription,
    { newUnitPrice: 4499, effectiveOn: "2027-01-28", firstBoxOn: "2027-02-01" },
    recipient,
    SHOP_URL,
  ),
  delivery_shipped: shippedMessage(
    {
      boxName: "Cat Box",
      petName: "Tom",
      shippedOn: "2026-12-30",
      carrierName: "USPS",
      trackingNumber: "9400 1000 0000 0000 0000 00",
      trackingUrl: trackingUrl("usps", "9400 1000 0000 0000 0000 00"),
      address: testAddress,
    },
    recipient,
    SHOP_URL,
  ),
  withdrawal_confirmation: withdrawalConfirmation(
    {
      fullName: "Ada Lovelace",
      orderNumber: "pb-42",
      orderLabel: "PB-000042",
      receivedAt: new Date("2026-11-27T10:04:00Z"),
      outcome: "cancelled",
      cancelled: 1,
    },
    { uid: recipient.uid, email: "ada@example.com" },
    SHOP_URL,
    "Europe/Dublin",
  ),
  payment_refunded: refundMessage(
    {
      orderNumber: 42,
      amount: 1250,
      reason: "The box arrived damaged.",
      method: "card",
      left: 1250,
    },
    recipient,
    SHOP_URL,
  ),
  payment_link: paymentLinkMessage(
    { orderNumber: 42, amount: 2500, retryAt: "Monday, December 7, 2026", payUrl: PAY_URL },
    recipient,
    SHOP_URL,
  ),
  problem_resolved: problemResolvedMessage(
    {
      boxName: "Cat Box",
      petName: "Tom",
      deliveryDate: "2026-12-30",
      resolution: "replacement",
      amount: null,
      replacementDate: "2027-01-04",
      creditDate: null,
    },
    { uid: recipient.uid, email: "ada@example.com" },
    SHOP_URL,
  ),
  contact_reply: contactReplyMessage(
    {
      name: "Ada Lovelace",
      question: "Does the Cat Box hold any fish?",
      text: "It holds salmon treats; we swap them for an allergic cat.",
    },
    { uid: recipient.uid, email: "ada@example.com" },
    SHOP_URL,
  ),
  gift_sent: giftMessage(
    {
      recipientName: "Bea Lane",
      recipientEmail: "bea@example.com",
      boxName: "Cozy Cat Corner",
      deliveries: 3,
      from: "ada@example.com",
      message: "Happy birthday, Pixel!",
    },
    GIFT_TOKEN,
    SHOP_URL,
  ),
  stock_shortfall: stockShortfallMessage(
    [
      {
        kind: "box",
        key: "1",
        name: "Cozy Cat Corner",
        onHand: 3,
        thisMonth: 2,
        nextMonth: 4,
        shortfall: 3,
      },
    ],
    "2026-11-30",
    { uid: null, email: SHOP_NOTIFY_EMAIL },
    SHOP_URL,
  ),
  referral_credit: referralCreditMessage(
    { cents: 1000, placed: true },
    { uid: recipient.uid, email: "ada@example.com" },
    SHOP_URL,
  ),
  gift_unclaimed: giftUnclaimedMessage(
    {
      recipientName: "Bea Lane",
      recipientEmail: "bea@example.com",
      boxName: "Cozy Cat Corner",
      deliveries: 3,
      sentOn: "2026-11-26",
    },
    recipient,
    SHOP_URL,
  ),
  gift_last_box: giftLastBoxMessage(
    {
      recipientName: "Bea Lane",
      boxId: "1",
      boxName: "Cozy Cat Corner",
      petName: "Pixel",
      lastBoxOn: "2027-02-01",
    },
    { uid: "bea", email: "bea@example.com" },
    SHOP_URL,
  ),
};
