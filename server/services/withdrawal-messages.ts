import type { SettledOutcome } from "../../shared/api/withdrawals";
import {
  FOLLOW_UP_WORKING_DAYS,
  formatReceivedAt,
  withdrawalReturnsText,
} from "../../shared/commerce/withdrawal-rules";
import { absoluteRouteUrl } from "../../shared/route-urls";
import type { OutgoingMessage } from "./outbox";

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
  const count = receipt.cancelled === 1 ? "1 subscription" : `${receipt.cancelled} subscriptions`;
  const outcome: Record<SettledOutcome, string[]> = {
    cancelled: [
      receipt.cancelled > 0
        ? `We have cancelled the ${count} of order ${order}. A separate e-mail for each says which boxes, if any, still ship.`
        : `The subscriptions of order ${order} were already cancelled, so nothing more ships or is charged.`,
      withdrawalReturnsText(),
    ],
    not_matched: [
      `We could not match order number "${receipt.orderNumber}" with this e-mail address to one of our orders, so nothing has been cancelled yet.`,
      `Your withdrawal is recorded all the same: we check it by hand and write to you within ${FOLLOW_UP_WORKING_DAYS} working days.`,
    ],
    follow_up: [
      `We matched order ${order}, but could not cancel all of its subscriptions just now${receipt.cancelled > 0 ? ` (${count} cancelled)` : ""}.`,
      `Your withdrawal is recorded all the same: we finish it by hand and write to you within ${FOLLOW_UP_WORKING_DAYS} working days.`,
      withdrawalReturnsText(),
    ],
  };
  const text = [
    `Hello ${receipt.fullName},`,
    "",
    `We received your withdrawal from the contract of order ${order} on ${when}.`,
    "",
    ...outcome[receipt.outcome].flatMap((paragraph) => [paragraph, ""]),
    "What you sent us:",
    `- Full name: ${receipt.fullName}`,
    `- Order number: ${receipt.orderNumber}`,
    `- E-mail: ${recipient.email}`,
    "",
    "Your right of withdrawal is explained in our terms:",
    absoluteRouteUrl(shopUrl, "terms"),
    "",
    "PetBox",
  ].join("\n");
  return {
    kind: "withdrawal_confirmation",
    recipientUid: recipient.uid,
    recipientEmail: recipient.email,
    subject: `We received your withdrawal from order ${order}`,
    text,
  };
}
