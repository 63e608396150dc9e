import { allergySwapNote } from "../../shared/allergens";
import type { SubscriptionDetail, UpcomingBox } from "../../shared/api/subscriptions";
import { compareDates, formatCalendarDate } from "../../shared/commerce/dates";
import { cancelledText, changeUntilText } from "../../shared/commerce/fulfilment-rules";
import { formatCents } from "../../shared/commerce/money";
import type { LifecycleEvent } from "../../shared/commerce/lifecycle-state";
import { absoluteRouteUrl } from "../../shared/route-urls";
import { facts, link, paragraph, type Block, type Fact } from "../mail/content";
import { addressLines, boxFor, shipsAndArrives, type MailAddress } from "./message-parts";
import { composeMessage, type OutgoingMessage } from "./outbox";

export interface Recipient {
  uid: string;
  email: string | null;
}

function what(detail: SubscriptionDetail) {
  return boxFor(detail.box?.name ?? "Your box", detail.pet?.name);
}

/** The portal's address, as the message's last block (decision 180). */
function manage(shopUrl: string): Block {
  return link(
    "See or change it in your account",
    absoluteRouteUrl(shopUrl, "accountSubscriptions"),
  );
}

function next(detail: SubscriptionDetail) {
  return detail.nextDeliveryDate
    ? `Your next box ships on ${formatCalendarDate(detail.nextDeliveryDate)}.`
    : "No box is scheduled.";
}

/** The next box that ships, as the card lists it. */
function nextBox(detail: SubscriptionDetail): UpcomingBox | undefined {
  return detail.upcoming.find(
    (box) => box.status === "scheduled" && box.date === detail.nextDeliveryDate,
  );
}

/** "ships on …, arrives about …", and where to, of the next box. */
function nextBoxFacts(detail: SubscriptionDetail, label = "Next box"): Fact[] {
  const box = nextBox(detail);
  if (!box) return [];
  return [
    {
      label,
      value: `${boxFor(box.boxName, box.petName)}, ${shipsAndArrives(box.date, box.address.country)}`,
    },
    { label: "Delivery address", value: addressLines(box.address) },
  ];
}

const fieldNames: Record<string, string> = {
  boxId: "box",
  petId: "pet",
  quantity: "quantity",
  addressId: "delivery address",
  frequency: "delivery rhythm",
};

/** What a change made new, one fact per field changed, then which boxes it reaches. */
function changedFacts(
  event: Extract<LifecycleEvent, { kind: "changed" }>,
  detail: SubscriptionDetail,
): Fact[] {
  const shown: Fact[] = [];
  const fields = new Set(event.fields);
  if (fields.has("boxId")) shown.push({ label: "New box", value: detail.box?.name ?? "Your box" });
  if (fields.has("petId") && detail.pet) shown.push({ label: "Now for", value: detail.pet.name });
  if (fields.has("quantity") || fields.has("unitPrice") || fields.has("boxId")) {
    shown.push({
      label: "Each delivery",
      value: `${detail.quantity === 1 ? "1 box" : `${detail.quantity} boxes`}, ${formatCents(detail.pricePerDelivery)}`,
    });
  }
  if (fields.has("frequency")) shown.push({ label: "Delivery rhythm", value: detail.frequency });
  if (fields.has("addressId")) {
    shown.push({ label: "New delivery address", value: addressLines(detail.address) });
  }
  const scheduled = detail.upcoming.filter((box) => box.status === "scheduled");
  const changing = scheduled.filter((box) => compareDates(box.date, event.from) >= 0);
  const packed = scheduled.filter((box) => compareDates(box.date, event.from) < 0);
  if (changing.length > 0) {
    shown.push({
      label: "Boxes with the change",
      value: changing.map((box) => `the box of ${formatCalendarDate(box.date)}`).join("; "),
    });
  }
  for (const box of packed) {
    shown.push({
      label: "Already being packed, unchanged",
      value: `${boxFor(box.boxName, box.petName)}, ${shipsAndArrives(box.date, box.address.country)}, to ${box.address.city}`,
    });
  }
  return shown;
}

/** What each action's message says: its subject, title and blocks (the portal link follows). */
/** What the message needs besides the event and the card. */
export interface LifecycleMessageOptions {
  /** The order was paid by a bank transfer staff recorded (decision 273). */
  paidByTransfer?: boolean;
}

function lifecycleContent(
  event: LifecycleEvent,
  detail: SubscriptionDetail,
  options: LifecycleMessageOptions,
): { subject: string; title: string; blocks: Block[] } | null {
  const name = what(detail);
  switch (event.kind) {
    case "skipped":
      return {
        subject: `Skipped: your ${formatCalendarDate(event.date)} box`,
        title: "Your box is skipped",
        blocks: [
          paragraph(`We will not send ${name} on ${formatCalendarDate(event.date)}.`),
          paragraph(next(detail)),
          facts(...nextBoxFacts(detail)),
        ],
      };
    case "unskipped":
      return {
        subject: `Back on: your ${formatCalendarDate(event.date)} box`,
        title: "Your box is back on",
        blocks: [
          paragraph(`${name} ships on ${formatCalendarDate(event.date)} after all.`),
          paragraph(next(detail)),
          facts(...nextBoxFacts(detail)),
        ],
      };
    case "paused": {
      const held = detail.upcoming.filter((box) => box.status === "paused");
      return {
        subject: "Your PetBox subscription is paused",
        title: "Your subscription is paused",
        blocks: [
          paragraph(
            `${name} is paused for ${event.months === 1 ? "1 month" : `${event.months} months`}: no box ships from ${formatCalendarDate(event.from)} until ${formatCalendarDate(event.until)}.`,
          ),
          paragraph(next(detail)),
          facts(
            {
              label: "Paused",
              value: `from ${formatCalendarDate(event.from)} until ${formatCalendarDate(event.until)}`,
            },
            held.length > 0 && {
              label: "Boxes not sent",
              value: held.map((box) => formatCalendarDate(box.date)).join("; "),
            },
            ...nextBoxFacts(detail, "First box after the pause"),
          ),
        ],
      };
    }
    case "resumed":
      return {
        subject: "Your PetBox subscription is back on",
        title: "Your subscription is back on",
        blocks: [
          paragraph(`${name} is no longer paused.`),
          paragraph(next(detail)),
          facts(...nextBoxFacts(detail)),
        ],
      };
    case "changed": {
      if (event.fields.length === 0) return null;
      const changed = event.fields
        .filter((field) => field in fieldNames)
        .map((field) => fieldNames[field]);
      return {
        subject: "Your PetBox subscription has changed",
        title: "Your subscription has changed",
        blocks: [
          paragraph(
            `From the box of ${formatCalendarDate(event.from)} on, your subscription is ${name}, ` +
              `${detail.quantity === 1 ? "1 box" : `${detail.quantity} boxes`} at ` +
              `${formatCents(detail.pricePerDelivery)} a delivery (changed: ${[...new Set(changed)].join(", ")}).`,
          ),
          facts(...changedFacts(event, detail)),
          paragraph(next(detail)),
        ],
      };
    }
    case "cancelled":
      return {
        subject: "Your PetBox subscription is cancelled",
        title: "Your subscription is cancelled",
        blocks: [
          paragraph(`${name} is cancelled. It ends on ${formatCalendarDate(event.endsOn)}.`),
          paragraph(
            cancelledText({
              ...event,
              prepaid: detail.plan.deliveriesPrepaid > 0,
              paidByTransfer: options.paidByTransfer,
            }),
          ),
        ],
      };
    case "uncancelled":
      return {
        subject: "Your PetBox subscription goes on",
        title: "Your subscription goes on",
        blocks: [
          paragraph(`${name} is no longer cancelled: it goes on as before.`),
          paragraph(next(detail)),
          facts(...nextBoxFacts(detail)),
        ],
      };
  }
}

/**
 * The short confirmation of an action (issue 13): what changed, from when, and what comes next.
 * Cancelling repeats the end date and the boxes still to come, as click-to-cancel rules ask.
 */
export function lifecycleMessage(
  event: LifecycleEvent,
  detail: SubscriptionDetail,
  recipient: Recipient,
  shopUrl: string,
  options: LifecycleMessageOptions = {},
): OutgoingMessage | null {
  const content = lifecycleContent(event, detail, options);
  if (!content) return null;
  const blocks = content.blocks.filter((block) => block.type !== "facts" || block.facts.length > 0);
  const lead = blocks[0]?.type === "paragraph" ? blocks[0].text : content.title;
  return composeMessage(`subscription_${event.kind}`, recipient, content.subject, {
    title: content.title,
    preview: lead,
    shopUrl,
    blocks: [...blocks, manage(shopUrl)],
  });
}

/** "Your box ships on …, skip or change until …", days before its cut-off (decisions 103, 207). */
export function reminderMessage(
  delivery: {
    date: string;
    boxName: string;
    petName: string | null;
    cancelled: boolean;
    /** Where it goes; the reminder names it when known. */
    address?: MailAddress | null;
    /** What the pet's allergies change in this box ("we swap … for …"), when anything. */
    allergySwap?: string | null;
  },
  recipient: Recipient,
  shopUrl: string,
): OutgoingMessage {
  const name = boxFor(delivery.boxName, delivery.petName);
  const when = formatCalendarDate(delivery.date);
  const { address } = delivery;
  const lead = delivery.cancelled
    ? [
        paragraph(
          `Your box ships on ${when}: ${name}, one of the last of your cancelled subscription.`,
        ),
      ]
    : [
        paragraph(`Your box ships on ${when}: ${name}.`),
        ...(delivery.allergySwap && delivery.petName
          ? [paragraph(allergySwapNote(delivery.petName, delivery.allergySwap))]
          : []),
        paragraph(`Skip, change or cancel it ${changeUntilText(delivery.date)}.`),
      ];
  const where: Fact[] = address
    ? [
        { label: "This box", value: shipsAndArrives(delivery.date, address.country) },
        { label: "Delivery address", value: addressLines(address) },
      ]
    : [];
  return composeMessage("delivery_reminder", recipient, `Your PetBox box ships on ${when}`, {
    title: `Your box ships on ${when}`,
    preview: lead.map((block) => (block.type === "paragraph" ? block.text : "")).join(" "),
    shopUrl,
    blocks: [...lead, ...(where.length > 0 ? [facts(...where)] : []), manage(shopUrl)],
  });
}
