import { formatCalendarDate } from "../../shared/commerce/dates";
import { absoluteRouteUrl } from "../../shared/route-urls";
import { facts, link, paragraph, quote } from "../mail/content";
import { composeMessage, type OutgoingMessage } from "./outbox";

/**
 * The gift e-mail (issue 28, decision 269): sent to the recipient on the gift's day once its
 * order is paid, with the single-use claim link `/gift/{token}`.
 */
export function giftMessage(
  gift: {
    recipientName: string;
    recipientEmail: string;
    boxName: string;
    deliveries: number;
    /** The buyer's account e-mail; null when it has none. */
    from: string | null;
    message: string | null;
  },
  token: string,
  shopUrl: string,
): OutgoingMessage {
  const from = gift.from ?? "Someone";
  const lead = `${from} has given you ${gift.deliveries} ${gift.boxName} boxes from PetBox, paid for and sent to your pet one after another.`;
  return composeMessage(
    "gift_sent",
    { uid: null, email: gift.recipientEmail },
    `A PetBox gift for you, ${gift.recipientName}`,
    {
      title: "You have a PetBox gift",
      preview: lead,
      shopUrl,
      blocks: [
        paragraph(`Hello ${gift.recipientName},`),
        paragraph(lead),
        gift.message ? quote(gift.message) : null,
        facts(
          { label: "Box", value: gift.boxName },
          { label: "Boxes", value: String(gift.deliveries) },
        ),
        paragraph(
          "Claim it with the link below: sign in or create an account, tell us about your pet and where to send the boxes. The link works once. The gift never renews and you are never charged.",
        ),
        link("Claim your gift", absoluteRouteUrl(shopUrl, "giftClaim", { token })),
      ].filter((block) => block !== null),
    },
  );
}

/** After this many days unclaimed (from the gift e-mail's sending) the buyer is reminded. */
export const GIFT_UNCLAIMED_DAYS = 60;

/**
 * The reminder to the buyer of a gift still unclaimed 60 days after its e-mail went (issue 28,
 * decision 273): who it was for, when it went, and where to resend it or check the address.
 */
export function giftUnclaimedMessage(
  gift: {
    recipientName: string;
    recipientEmail: string;
    boxName: string;
    deliveries: number;
    /** The day the gift e-mail went, "YYYY-MM-DD". */
    sentOn: string;
  },
  buyer: { uid: string; email: string | null },
  shopUrl: string,
): OutgoingMessage {
  const lead = `${gift.recipientName} has not claimed your gift of ${gift.deliveries} ${gift.boxName} boxes yet.`;
  return composeMessage(
    "gift_unclaimed",
    buyer,
    `Your PetBox gift to ${gift.recipientName} is not claimed yet`,
    {
      title: "Your gift is waiting",
      preview: lead,
      shopUrl,
      blocks: [
        paragraph(lead),
        facts(
          { label: "For", value: `${gift.recipientName} (${gift.recipientEmail})` },
          { label: "Gift e-mail sent", value: formatCalendarDate(gift.sentOn) },
          { label: "Boxes", value: `${gift.deliveries} ${gift.boxName}` },
        ),
        paragraph(
          "The e-mail may have gone to a spam folder, or to an address they no longer read. From your gifts you can send it again, with a new link; if the e-mail address is wrong, write to us. Nothing is shipped and nothing more is charged until they claim it.",
        ),
        link("See your gifts", absoluteRouteUrl(shopUrl, "accountGifts")),
      ],
    },
  );
}

/** The invitation goes this many days before the last gift box's day (decision 273). */
export const GIFT_LAST_BOX_NOTICE_DAYS = 7;

/**
 * The invitation to the recipient before the last gift box (issue 28, decision 273): the gift
 * ends with it and nothing renews; continuing is their own subscription, with their own consent
 * and payment, started from the box's page.
 */
export function giftLastBoxMessage(
  gift: {
    recipientName: string;
    boxId: string;
    boxName: string;
    petName: string;
    /** The last gift box's day, "YYYY-MM-DD". */
    lastBoxOn: string;
  },
  recipient: { uid: string; email: string },
  shopUrl: string,
): OutgoingMessage {
  const lead = `The last box of ${gift.petName}'s gift ships on ${formatCalendarDate(gift.lastBoxOn)}.`;
  return composeMessage("gift_last_box", recipient, `${gift.petName}'s last gift box ships soon`, {
    title: "Your last gift box is coming",
    preview: lead,
    shopUrl,
    blocks: [
      paragraph(`Hello ${gift.recipientName},`),
      paragraph(lead),
      paragraph(
        "Your gift ends with it: nothing renews and you are never charged for it. If you would like the boxes to keep coming, you can start your own subscription, which you choose and pay for yourself.",
      ),
      link(
        `Continue with ${gift.boxName}`,
        absoluteRouteUrl(shopUrl, "subscribeBox", { id: gift.boxId }),
      ),
    ],
  });
}
