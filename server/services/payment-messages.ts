import { orderNumberLabel } from "../../shared/api/orders";
import { formatCents } from "../../shared/commerce/cents";
import { absoluteRouteUrl } from "../../shared/route-urls";
import { facts, link, paragraph } from "../mail/content";
import { composeMessage, type OutgoingMessage } from "./outbox";

interface Recipient {
  uid: string | null;
  email: string | null;
}

/**
 * "We have refunded you" (issue 26, decision 229): sent when a member of staff refunds part or
 * all of an order, with the amount, the reason they gave and where the money goes.
 */
export function refundMessage(
  refund: {
    orderNumber: number;
    amount: number;
    reason: string;
    method: "card" | "recorded";
    /** What is still paid on the order after this refund. */
    left: number;
  },
  recipient: Recipient,
  shopUrl: string,
): OutgoingMessage {
  const order = orderNumberLabel(refund.orderNumber);
  const lead = `We have refunded ${formatCents(refund.amount)} on your order ${order}.`;
  const where =
    refund.method === "card"
      ? "The money goes back to the card you paid with; your bank shows it within 5 to 10 days."
      : "We pay it back the way you paid on delivery; if we need your bank details, we will ask you.";
  return composeMessage("payment_refunded", recipient, `Your PetBox refund for ${order}`, {
    title: "Your refund",
    preview: lead,
    shopUrl,
    blocks: [
      paragraph(lead),
      facts(
        { label: "Amount refunded", value: formatCents(refund.amount) },
        { label: "Reason", value: refund.reason },
        { label: "Still paid on this order", value: formatCents(refund.left) },
      ),
      paragraph(where),
      link("See your orders", absoluteRouteUrl(shopUrl, "accountOrders")),
    ],
  });
}

/**
 * "Your payment did not go through" (decision 230): a member of staff sends the provider's page
 * where the customer pays the renewal that failed.
 */
export function paymentLinkMessage(
  renewal: { orderNumber: number; amount: number; retryAt: string | null; payUrl: string },
  recipient: Recipient,
  shopUrl: string,
): OutgoingMessage {
  const order = orderNumberLabel(renewal.orderNumber);
  const lead = `The payment of ${formatCents(renewal.amount)} for your order ${order} did not go through.`;
  return composeMessage("payment_link", recipient, `Please pay for your PetBox order ${order}`, {
    title: "Your payment did not go through",
    preview: lead,
    shopUrl,
    blocks: [
      paragraph(lead),
      paragraph(
        "Pay it on Stripe's secure page below, with the same card or another one, and your boxes keep coming.",
      ),
      facts(
        { label: "Amount", value: formatCents(renewal.amount) },
        renewal.retryAt ? { label: "We try your card again on", value: renewal.retryAt } : null,
      ),
      link("Pay now", renewal.payUrl),
      link("See your subscriptions", absoluteRouteUrl(shopUrl, "accountSubscriptions")),
    ],
  });
}
