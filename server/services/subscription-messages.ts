import type { SubscriptionDetail } from "../../shared/api/subscriptions";
import { formatCalendarDate } from "../../shared/commerce/dates";
import { cancelledText, changeUntilText } from "../../shared/commerce/fulfilment-rules";
import { formatCents } from "../../shared/commerce/money";
import type { LifecycleEvent } from "../../shared/commerce/lifecycle-state";
import { absoluteRouteUrl } from "../../shared/route-urls";
import type { OutgoingMessage } from "./outbox";

export interface Recipient {
  uid: string;
  email: string | null;
}

function what(detail: SubscriptionDetail) {
  const box = detail.box?.name ?? "Your box";
  return detail.pet ? `${box} for ${detail.pet.name}` : box;
}

/** The portal's address, on a line of its own (decision 180). */
function manage(shopUrl: string): string[] {
  return ["See or change it in your account:", absoluteRouteUrl(shopUrl, "accountSubscriptions")];
}

function next(detail: SubscriptionDetail) {
  return detail.nextDeliveryDate
    ? `Your next box ships on ${formatCalendarDate(detail.nextDeliveryDate)}.`
    : "No box is scheduled.";
}

const fieldNames: Record<string, string> = {
  boxId: "box",
  petId: "pet",
  quantity: "quantity",
  addressId: "delivery address",
  frequency: "delivery rhythm",
};

/**
 * The short confirmation of an action (issue 13): what changed, from when, and what comes next.
 * Cancelling repeats the end date and the boxes still to come, as click-to-cancel rules ask.
 */
export function lifecycleMessage(
  event: LifecycleEvent,
  detail: SubscriptionDetail,
  recipient: Recipient,
  shopUrl: string,
): OutgoingMessage | null {
  const name = what(detail);
  let subject: string;
  let body: string[];
  switch (event.kind) {
    case "skipped":
      subject = `Skipped: your ${formatCalendarDate(event.date)} box`;
      body = [`We will not send ${name} on ${formatCalendarDate(event.date)}.`, next(detail)];
      break;
    case "unskipped":
      subject = `Back on: your ${formatCalendarDate(event.date)} box`;
      body = [`${name} ships on ${formatCalendarDate(event.date)} after all.`, next(detail)];
      break;
    case "paused":
      subject = "Your PetBox subscription is paused";
      body = [
        `${name} is paused for ${event.months === 1 ? "1 month" : `${event.months} months`}: no box ships from ${formatCalendarDate(event.from)} until ${formatCalendarDate(event.until)}.`,
        next(detail),
      ];
      break;
    case "resumed":
      subject = "Your PetBox subscription is back on";
      body = [`${name} is no longer paused.`, next(detail)];
      break;
    case "changed": {
      if (event.fields.length === 0) return null;
      const changed = event.fields
        .filter((field) => field in fieldNames)
        .map((field) => fieldNames[field]);
      subject = "Your PetBox subscription has changed";
      body = [
        `From the box of ${formatCalendarDate(event.from)} on, your subscription is ${name}, ` +
          `${detail.quantity === 1 ? "1 box" : `${detail.quantity} boxes`} at ` +
          `${formatCents(detail.pricePerDelivery)} a delivery (changed: ${[...new Set(changed)].join(", ")}).`,
        next(detail),
      ];
      break;
    }
    case "cancelled": {
      subject = "Your PetBox subscription is cancelled";
      const still = cancelledText({ ...event, prepaid: detail.plan.deliveriesPrepaid > 0 });
      body = [`${name} is cancelled. It ends on ${formatCalendarDate(event.endsOn)}.`, still];
      break;
    }
    case "uncancelled":
      subject = "Your PetBox subscription goes on";
      body = [`${name} is no longer cancelled: it goes on as before.`, next(detail)];
      break;
  }
  return {
    kind: `subscription_${event.kind}`,
    recipientUid: recipient.uid,
    recipientEmail: recipient.email,
    subject,
    text: [...body, "", ...manage(shopUrl), "", "PetBox"].join("\n"),
  };
}

/** "Your box ships on …, skip or change until …", days before its cut-off (decisions 103, 207). */
export function reminderMessage(
  delivery: { date: string; boxName: string; petName: string | null; cancelled: boolean },
  recipient: Recipient,
  shopUrl: string,
): OutgoingMessage {
  const name = delivery.petName ? `${delivery.boxName} for ${delivery.petName}` : delivery.boxName;
  const when = formatCalendarDate(delivery.date);
  const lines = delivery.cancelled
    ? [`Your box ships on ${when}: ${name}, one of the last of your cancelled subscription.`]
    : [
        `Your box ships on ${when}: ${name}.`,
        `Skip, change or cancel it ${changeUntilText(delivery.date)}.`,
      ];
  return {
    kind: "delivery_reminder",
    recipientUid: recipient.uid,
    recipientEmail: recipient.email,
    subject: `Your PetBox box ships on ${when}`,
    text: [...lines, "", ...manage(shopUrl), "", "PetBox"].join("\n"),
  };
}
