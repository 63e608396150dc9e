import type { SettledOutcome } from "../../shared/api/withdrawals";
import { formatReceivedAt } from "../../shared/commerce/withdrawal-words";
import { withdrawalOutcomeText } from "../../shared/commerce/withdrawal-rules";
import { absoluteRouteUrl } from "../../shared/route-urls";
import { heading, link, list, paragraph } from "../mail/content";
import { composeMessage, type OutgoingMessage } from "./outbox";

/** One withdrawal as the confirmation tells it. */
export interface WithdrawalReceipt {
  fullName: string;
  /** As the customer typed it. */
  orderNumber: string;
  /** The order's label ("PB-000042") when it matched one. */
  orderLabel: string | null;
  receivedAt: Date;
  outcome: SettledOutcome;
  /** Subscriptions it cancelled. */
  cancelled: number;
}

/**
 * The confirmation of a withdrawal (issue 25 §7): sent at once to the address given, on a
 * durable medium as the directive asks, with what was received, the date and time it was
 * received (the shop's time zone, named), and what happens now. Each subscription it cancelled
 * also gets the lifecycle's own cancellation e-mail, which says what still ships.
 */
export function withdrawalConfirmation(
  receipt: WithdrawalReceipt,
  recipient: { uid: string | null; email: string },
  shopUrl: string,
  timeZone: string,
): OutgoingMessage {
  const when = formatReceivedAt(receipt.receivedAt, timeZone);
  const order = receipt.orderLabel ?? receipt.orderNumber;
  return composeMessage(
    "withdrawal_confirmation",
    recipient,
    `We received your withdrawal from order ${order}`,
    {
      title: "We received your withdrawal",
      preview: `Withdrawal from order ${order}, received on ${when}.`,
      shopUrl,
      blocks: [
        paragraph(`Hello ${receipt.fullName},`),
        paragraph(`We received your withdrawal from the contract of order ${order} on ${when}.`),
        ...withdrawalOutcomeText({ ...receipt, order }).map((each) => paragraph(each)),
        heading("What you sent us"),
        list([
          `Full name: ${receipt.fullName}`,
          `Order number: ${receipt.orderNumber}`,
          `E-mail: ${recipient.email}`,
        ]),
        link("Your right of withdrawal, in our terms", absoluteRouteUrl(shopUrl, "terms")),
      ],
    },
  );
}
