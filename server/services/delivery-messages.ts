import { formatCalendarDate } from "../../shared/commerce/dates";
import { absoluteRouteUrl } from "../../shared/route-urls";
import { facts, link, paragraph } from "../mail/content";
import { addressLines, boxFor, type MailAddress } from "./message-parts";
import { composeMessage, type OutgoingMessage } from "./outbox";
import { arrivesAbout } from "../../shared/commerce/fulfilment-rules";

interface Recipient {
  uid: string | null;
  email: string | null;
}

/** The day a parcel handed over on `shippedOn` usually arrives, or null for an unknown zone. */
function arrivalOf(shippedOn: string, country: string): string | null {
  try {
    return formatCalendarDate(arrivesAbout(shippedOn, country));
  } catch {
    return null;
  }
}

/**
 * "Your box is on its way" (issue 26): sent when a person marks the box shipped, with the
 * carrier's tracking link. The tracking link is the one address off the shop's origin in any
 * message: the carrier's page for this parcel (decision 225).
 */
export function shippedMessage(
  delivery: {
    boxName: string;
    petName: string | null;
    /** The shop's date the box left. */
    shippedOn: string;
    carrierName: string;
    trackingNumber: string;
    trackingUrl: string | null;
    address: MailAddress | null;
  },
  recipient: Recipient,
  shopUrl: string,
): OutgoingMessage {
  const name = boxFor(delivery.boxName, delivery.petName);
  const lead = `${name} left us on ${formatCalendarDate(delivery.shippedOn)} with ${delivery.carrierName}.`;
  const arrives = delivery.address ? arrivalOf(delivery.shippedOn, delivery.address.country) : null;
  return composeMessage("delivery_shipped", recipient, "Your PetBox box is on its way", {
    title: "Your box is on its way",
    preview: lead,
    shopUrl,
    blocks: [
      paragraph(lead),
      facts(
        { label: "Tracking number", value: `${delivery.carrierName} ${delivery.trackingNumber}` },
        arrives ? { label: "Arrives about", value: arrives } : null,
        delivery.address
          ? { label: "Delivery address", value: addressLines(delivery.address) }
          : null,
      ),
      ...(delivery.trackingUrl ? [link("Track your box", delivery.trackingUrl)] : []),
      link("See all your deliveries", absoluteRouteUrl(shopUrl, "accountOrders")),
    ],
  });
}
