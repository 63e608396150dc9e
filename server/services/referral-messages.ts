import { formatCents } from "../../shared/commerce/cents";
import { absoluteRouteUrl } from "../../shared/route-urls";
import { link, paragraph } from "../mail/content";
import { composeMessage, type OutgoingMessage } from "./outbox";

/**
 * "A friend's first box has shipped" (decision 270): the referrer's credit, and where it is
 * used. `placed`: it is already on a subscription's next box; `card`: the referrer pays a live
 * subscription by card, whose next Stripe invoice takes it (decision 276); otherwise it waits
 * on the account.
 */
export function referralCreditMessage(
  credit: { cents: number; placed: boolean; card?: boolean },
  recipient: { uid: string; email: string | null },
  shopUrl: string,
): OutgoingMessage {
  const amount = formatCents(credit.cents);
  const where = credit.placed
    ? `${amount} comes off your next box.`
    : credit.card
      ? `${amount} comes off the next card payment of your subscription.`
      : `${amount} is kept on your account and comes off the first box of your next subscription.`;
  return composeMessage(
    "referral_credit",
    recipient,
    `A friend's first PetBox box has shipped: ${amount} off your next box`,
    {
      title: "Thank you for telling a friend",
      preview: where,
      shopUrl,
      blocks: [
        paragraph("A friend used your referral code, and their first box has just shipped."),
        paragraph(where),
        link("See your subscriptions", absoluteRouteUrl(shopUrl, "accountSubscriptions")),
      ],
    },
  );
}
