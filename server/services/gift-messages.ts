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
