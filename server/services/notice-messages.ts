import { formatCalendarDate, type Frequency } from "../../shared/commerce/dates";
import { cancelRuleText, PREPAID_CANCEL_TEXT } from "../../shared/commerce/fulfilment-rules";
import { formatCents } from "../../shared/commerce/money";
import { absoluteRouteUrl } from "../../shared/route-urls";
import { facts, heading, link, paragraph, type Block } from "../mail/content";
import { boxFor } from "./message-parts";
import { composeMessage, type OutgoingMessage } from "./outbox";

// "Never a surprise" (issue 28, decision 265): the renewal reminder, the yearly reminder and the
// notice of a price change. Each says how to cancel and links the portal, where it is one click.

export interface Recipient {
  uid: string;
  email: string | null;
}

/** A subscription as the notices describe it. */
export interface NoticeSubscription {
  boxName: string;
  petName: string | null;
  quantity: number;
  frequency: Frequency;
  planName: string;
  /** 0 for pay per box, else the deliveries one payment covers. */
  prepaidBlock: number;
  /** Plan price of one box, and shipping of one box, in cents. */
  unitPrice: number;
  shipping: number;
  /** A card (renewals are charged to it) or pay on delivery. */
  card: boolean;
  /** The renewal reminder's payment: a discount code's cents off it, still running (decision 276). */
  discount?: { code: string | null; cents: number };
  /** The renewal reminder's payment: referral credits its invoice takes (decision 276). */
  referralCredit?: number;
}

const every: Record<Frequency, string> = {
  Monthly: "every month",
  "Bi-Monthly": "every 2 months",
  Quarterly: "every 3 months",
};

const boxes = (n: number) => (n === 1 ? "1 box" : `${n} boxes`);

/** What one delivery costs: its boxes and their shipping. */
export const perDelivery = (s: Pick<NoticeSubscription, "unitPrice" | "shipping" | "quantity">) =>
  (s.unitPrice + s.shipping) * s.quantity;

/** What one payment costs: one delivery, or a prepaid block of them. */
export const perPayment = (s: NoticeSubscription) => perDelivery(s) * Math.max(1, s.prepaidBlock);

/** "Cat Box for Tom, 1 box every month". */
const whatItIs = (s: NoticeSubscription) =>
  `${boxFor(s.boxName, s.petName)}, ${boxes(s.quantity)} ${every[s.frequency]}`;

function costText(s: NoticeSubscription): string {
  const delivery = `${formatCents(perDelivery(s))} a delivery${s.shipping > 0 ? ", shipping included" : ""}`;
  if (s.prepaidBlock > 1) {
    return `${delivery}, paid ${s.prepaidBlock} deliveries at a time: ${formatCents(perPayment(s))}${s.card ? ", charged to your card" : ""} when each block renews`;
  }
  return s.card
    ? `${delivery}, charged to your card before each box ships`
    : `${delivery}, paid when each box arrives`;
}

/** The one-click way to cancel: the portal, where each subscription has its Cancel button. */
export const cancelLink = (shopUrl: string): Block =>
  link("Cancel or change your subscription", absoluteRouteUrl(shopUrl, "accountSubscriptions"));

/** How to cancel, in the words of the consent, with the portal's and the contact page's links. */
export function cancelBlocks(shopUrl: string, prepaid: boolean): Block[] {
  return [
    heading("How to cancel"),
    paragraph(
      `Cancel at any time under My subscriptions in your account, in one click, or write to us. ${cancelRuleText()}${prepaid ? ` ${PREPAID_CANCEL_TEXT}` : ""}`,
    ),
    cancelLink(shopUrl),
    link("Write to us", absoluteRouteUrl(shopUrl, "contact")),
  ];
}

/** 7 days before a prepaid block's card charge: the amount, the day, and the portal. */
export function renewalReminderMessage(
  s: NoticeSubscription,
  renewal: { chargeOn: string; firstBoxOn: string },
  recipient: Recipient,
  shopUrl: string,
): OutgoingMessage {
  const when = formatCalendarDate(renewal.chargeOn);
  const off = s.discount?.cents ?? 0;
  const afterCode = perPayment(s) - off;
  const credit = Math.min(s.referralCredit ?? 0, afterCode);
  const amount = formatCents(afterCode - credit);
  const lead = `On ${when} your card is charged ${amount} for the next ${s.prepaidBlock} deliveries of ${boxFor(s.boxName, s.petName)}.`;
  const discount =
    off > 0
      ? [
          {
            label: "Discount",
            value: `${s.discount?.code ? `Code ${s.discount.code}` : "Your discount code"}: −${formatCents(off)} (${formatCents(perPayment(s))} before it)`,
          },
        ]
      : [];
  if (credit > 0) {
    discount.push({ label: "Referral credit", value: `−${formatCents(credit)}` });
  }
  return composeMessage(
    "renewal_reminder",
    recipient,
    `Your PetBox plan renews on ${when}: ${amount}`,
    {
      title: "Your prepaid plan renews soon",
      preview: lead,
      shopUrl,
      blocks: [
        paragraph(lead),
        facts(
          { label: "Amount", value: amount },
          ...discount,
          { label: "Charged on", value: when },
          {
            label: "Covers",
            value: `${s.prepaidBlock} deliveries, from the box of ${formatCalendarDate(renewal.firstBoxOn)}`,
          },
          { label: "Plan", value: s.planName },
        ),
        paragraph(`To stop it, cancel before ${when}: nothing more is charged.`),
        link("Manage or cancel it in one click", absoluteRouteUrl(shopUrl, "accountSubscriptions")),
      ],
    },
  );
}

/** Once a year from the start: what the subscription is, what it costs, how often, how to cancel. */
export function anniversaryMessage(
  s: NoticeSubscription,
  startedOn: string,
  recipient: Recipient,
  shopUrl: string,
): OutgoingMessage {
  const lead = `Your PetBox subscription, started on ${formatCalendarDate(startedOn)}, renews automatically until you cancel it.`;
  return composeMessage(
    "anniversary_reminder",
    recipient,
    "Your PetBox subscription: a yearly reminder",
    {
      title: "Your subscription, a year on",
      preview: lead,
      shopUrl,
      blocks: [
        paragraph(lead),
        facts(
          { label: "What it is", value: whatItIs(s) },
          { label: "What it costs", value: costText(s) },
          { label: "How often", value: every[s.frequency] },
          { label: "Plan", value: s.planName },
        ),
        ...cancelBlocks(shopUrl, s.prepaidBlock > 1),
      ],
    },
  );
}

/** The notice of a price change, at least 30 days ahead: the old price, the new, and from when. */
export function priceNoticeMessage(
  s: NoticeSubscription,
  change: { newUnitPrice: number; effectiveOn: string; firstBoxOn: string },
  recipient: Recipient,
  shopUrl: string,
): OutgoingMessage {
  const after = { ...s, unitPrice: change.newUnitPrice };
  const when = formatCalendarDate(change.effectiveOn);
  const lead = `The price of ${boxFor(s.boxName, s.petName)} changes from ${formatCents(perDelivery(s))} to ${formatCents(perDelivery(after))} a delivery. Until ${when} you pay the old price.`;
  return composeMessage("price_notice", recipient, `Your PetBox price changes on ${when}`, {
    title: "Your subscription's price changes",
    preview: lead,
    shopUrl,
    blocks: [
      paragraph(lead),
      facts(
        {
          label: "Price now",
          value: `${formatCents(perDelivery(s))} a delivery (${formatCents(s.unitPrice)} a box)`,
        },
        {
          label: "New price",
          value: `${formatCents(perDelivery(after))} a delivery (${formatCents(after.unitPrice)} a box)`,
        },
        s.prepaidBlock > 1 && {
          label: "Each renewal",
          value: `${formatCents(perPayment(s))} now, ${formatCents(perPayment(after))} from ${when}`,
        },
        {
          label: "From",
          value: `${when}, for the box of ${formatCalendarDate(change.firstBoxOn)} and every later one`,
        },
      ),
      paragraph("If you do not want the new price, cancel before then: nothing is charged at it."),
      ...cancelBlocks(shopUrl, s.prepaidBlock > 1),
    ],
  });
}
