import { countryName } from "../../shared/api/countries";
import { orderNumberLabel, type Order } from "../../shared/api/orders";
import { formatCalendarDate } from "../../shared/commerce/dates";
import { changeRuleShort, changeUntilText } from "../../shared/commerce/fulfilment-rules";
import { boxesPaidFor, formatCents } from "../../shared/commerce/money";
import { addressLines, shippingAmountText } from "../../shared/commerce/delivery-texts";
import { absoluteRouteUrl } from "../../shared/route-urls";
import type { OutgoingMessage } from "./outbox";

/**
 * The order confirmation: what was bought for whom, the first delivery, what happens next, how
 * to manage the subscriptions, and the consent as agreed (automatic-renewal laws ask for an
 * acknowledgement that repeats the terms and how to cancel). The consent is quoted as it was
 * stored, so its "/terms" and "/contact" are followed by their full addresses. Each link is on a
 * line of its own, so no mail program takes a full stop for part of it (decision 180).
 */
export function orderConfirmation(
  order: Order,
  recipient: { uid: string; email: string | null },
  shopUrl: string,
): OutgoingMessage {
  const label = orderNumberLabel(order.number);
  const first = order.lines.map((line) => line.firstDeliveryDate).sort()[0] ?? "";
  const { address } = order;
  const lines = order.lines.map((line) => {
    const count = line.quantity === 1 ? "1 box" : `${line.quantity} boxes`;
    return `- ${line.boxName} for ${line.petName}: ${count}, ${line.frequency}, ${formatCents(line.unitPrice)} a box`;
  });
  const shipping = `Shipping to ${countryName(address.country)}: ${shippingAmountText(order.shipping, boxesPaidFor(order.lines))}.`;
  const payment =
    order.paymentMethod === "card"
      ? `Paid by card: ${formatCents(order.total)}.`
      : `To pay when the first box arrives: ${formatCents(order.total)} (pay on first delivery).`;
  const text = [
    `Hello ${address.fullName},`,
    "",
    `Thank you for your PetBox order ${label}.`,
    "",
    "What you ordered:",
    ...lines,
    "",
    shipping,
    `Plan: ${order.planName}. ${payment}`,
    "",
    "Delivery address:",
    ...addressLines(address),
    "",
    `What happens next: we pack your first box and it ships on ${formatCalendarDate(first)}.`,
    `You can change or cancel it ${changeUntilText(first)}; cancelled by then, nothing ships and nothing is charged.`,
    changeRuleShort(),
    "",
    "Your order:",
    absoluteRouteUrl(shopUrl, "order", { id: order.id }),
    "See and manage your subscriptions:",
    absoluteRouteUrl(shopUrl, "accountSubscriptions"),
    "",
    `What you agreed to (terms version ${order.termsVersion}):`,
    order.consent,
    "",
    "The terms:",
    absoluteRouteUrl(shopUrl, "terms"),
    "Write to us:",
    absoluteRouteUrl(shopUrl, "contact"),
    "",
    "PetBox",
  ].join("\n");
  return {
    kind: "order_confirmation",
    recipientUid: recipient.uid,
    recipientEmail: recipient.email,
    subject: `Your PetBox order ${label}`,
    text,
  };
}
