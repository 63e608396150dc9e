import { allergySwapNote } from "../../shared/allergens";
import { countryName } from "../../shared/api/countries";
import { orderNumberLabel, type Order } from "../../shared/api/orders";
import { formatCalendarDate } from "../../shared/commerce/dates";
import { changeRuleShort, changeUntilText } from "../../shared/commerce/fulfilment-rules";
import { boxesPaidFor, formatCents } from "../../shared/commerce/money";
import { addressLines, shippingAmountText } from "../../shared/commerce/delivery-texts";
import { absoluteRouteUrl } from "../../shared/route-urls";
import { facts, heading, lines, link, list, paragraph, quote } from "../mail/content";
import { shipsAndArrives } from "./message-parts";
import { cancelLink } from "./notice-messages";
import { composeMessage, type OutgoingMessage } from "./outbox";

interface Recipient {
  uid: string;
  email: string | null;
}

const firstDateOf = (order: Order) =>
  order.lines.map((line) => line.firstDeliveryDate).sort()[0] ?? "";

function orderedLines(order: Order) {
  return order.lines.map((line) => {
    const count = line.quantity === 1 ? "1 box" : `${line.quantity} boxes`;
    const bought = `${line.boxName} for ${line.petName}: ${count}, ${line.frequency}, ${formatCents(line.unitPrice)} a box`;
    // The swap the customer confirmed at checkout (decision 215).
    return line.allergySwap
      ? `${bought}. ${allergySwapNote(line.petName, line.allergySwap)}`
      : bought;
  });
}

/**
 * The order confirmation: what was bought for whom, the first delivery, what happens next, how
 * to manage the subscriptions, and the consent as agreed (automatic-renewal laws ask for an
 * acknowledgement that repeats the terms and how to cancel). The consent is quoted as it was
 * stored, so its "/terms" and "/contact" are followed by their full addresses (decision 180).
 */
export function orderConfirmation(
  order: Order,
  recipient: Recipient,
  shopUrl: string,
): OutgoingMessage {
  const label = orderNumberLabel(order.number);
  const first = firstDateOf(order);
  const { address } = order;
  const shipping = `Shipping to ${countryName(address.country)}: ${shippingAmountText(order.shipping, boxesPaidFor(order.lines))}.`;
  const payment =
    order.paymentMethod === "card"
      ? `Paid by card: ${formatCents(order.total)}.`
      : order.paymentMethod === "transfer"
        ? order.transfer
          ? `To pay by bank transfer: ${formatCents(order.total)}, quoting ${order.transfer.reference}.`
          : `Paid by bank transfer: ${formatCents(order.total)}.`
        : `To pay when the first box arrives: ${formatCents(order.total)} (pay on first delivery).`;
  const transfer = order.transfer;
  // Sent again when staff record a prepaid plan's transfer (decision 273), saying it is paid.
  const transferArrived = order.paymentMethod === "transfer" && !order.transfer;
  const subject = transferArrived
    ? `Your PetBox order ${label} is paid`
    : `Your PetBox order ${label}`;
  return composeMessage("order_confirmation", recipient, subject, {
    title: transferArrived ? "Your bank transfer has arrived" : "Thank you for your order",
    preview: order.transfer
      ? `Order ${label}: pay ${formatCents(order.total)} by bank transfer quoting ${order.transfer.reference}; your first box is packed once it has arrived.`
      : `Order ${label}: your first box ${shipsAndArrives(first, address.country)}.`,
    shopUrl,
    blocks: [
      paragraph(`Hello ${address.fullName},`),
      paragraph(`Thank you for your PetBox order ${label}.`),
      heading("What you ordered"),
      list(orderedLines(order)),
      paragraph(shipping),
      paragraph(`Plan: ${order.planName}. ${payment}`),
      ...(transfer
        ? [
            // The order waits for the transfer (decision 273): where to pay and what to quote.
            heading("Pay by bank transfer"),
            paragraph(
              `Please transfer ${formatCents(order.total)} to the account below, quoting ${transfer.reference} as the reference. Your subscription starts once it has arrived: nothing is packed before.`,
            ),
            facts(
              { label: "Account name", value: transfer.bankDetails.accountName },
              { label: "Bank", value: transfer.bankDetails.bankName },
              { label: "Routing number", value: transfer.bankDetails.routingNumber },
              { label: "Account number", value: transfer.bankDetails.accountNumber },
              { label: "Reference", value: transfer.reference },
              { label: "Amount", value: formatCents(order.total) },
            ),
          ]
        : []),
      heading("Delivery address"),
      lines(...addressLines(address)),
      heading("What happens next"),
      transfer
        ? paragraph(
            "Once your transfer has arrived we e-mail you, and your first box is packed for the first shipping day after it. If you change your mind before paying, cancel under My subscriptions in your account, or write to us: nothing ships and nothing is owed.",
          )
        : paragraph(
            `We pack your first box and it ${shipsAndArrives(first, address.country)}. ` +
              `You can change or cancel it ${changeUntilText(first)}; cancelled by then, nothing ships and nothing is charged.`,
          ),
      paragraph(changeRuleShort()),
      link("See your order", absoluteRouteUrl(shopUrl, "order", { id: order.id })),
      link("See and manage your subscriptions", absoluteRouteUrl(shopUrl, "accountSubscriptions")),
      heading(`What you agreed to (terms version ${order.termsVersion})`),
      quote(order.consent),
      link("The terms", absoluteRouteUrl(shopUrl, "terms")),
      // The acknowledgement's cancel link (issue 28, decision 265): one click from the e-mail.
      heading("How to cancel"),
      paragraph(
        "Cancel at any time under My subscriptions in your account, in one click, or write to us.",
      ),
      cancelLink(shopUrl),
    ],
  });
}

/**
 * The shop's notice of a new order (SHOP_NOTIFY_EMAIL, decision 210): who ordered what, how it is
 * paid, when the first box ships and where. Queued with the confirmation, so once per order.
 */
export function orderNotice(
  order: Order,
  customer: Recipient,
  shopEmail: string,
  shopUrl: string,
): OutgoingMessage {
  const label = orderNumberLabel(order.number);
  const first = firstDateOf(order);
  const method =
    order.paymentMethod === "card"
      ? "paid by card"
      : order.paymentMethod === "transfer"
        ? order.transfer
          ? `awaiting a bank transfer quoting ${order.transfer.reference}`
          : "paid by bank transfer"
        : "pay on first delivery";
  return composeMessage(
    "order_notice",
    { uid: null, email: shopEmail },
    `New order ${label}: ${formatCents(order.total)}, ${method}`,
    {
      title: `New order ${label}`,
      preview: `${order.address.fullName}: first box ships on ${formatCalendarDate(first)}.`,
      shopUrl,
      blocks: [
        paragraph(
          `${order.address.fullName} (${customer.email ?? "no e-mail on the account"}) placed order ${label}.`,
        ),
        heading("Boxes"),
        list(orderedLines(order)),
        facts(
          { label: "Plan", value: order.planName },
          { label: "Total", value: `${formatCents(order.total)}, ${method}` },
          { label: "First box", value: shipsAndArrives(first, order.address.country) },
        ),
        heading("Ship to"),
        lines(...addressLines(order.address), order.address.phone),
        paragraph(`Its packing list: npm run shop -- packing --month ${first.slice(0, 7)}`),
      ],
    },
  );
}

/** What a new order sends: the customer's confirmation, and the shop's notice when it wants one. */
export function newOrderMessages(
  order: Order,
  customer: Recipient,
  mail: { shopUrl: string; shopNotifyEmail?: string | null },
): OutgoingMessage[] {
  const confirmation = orderConfirmation(order, customer, mail.shopUrl);
  return mail.shopNotifyEmail
    ? [confirmation, orderNotice(order, customer, mail.shopNotifyEmail, mail.shopUrl)]
    : [confirmation];
}
