import {
  awaitingTransfersAnswerSchema,
  transfersToReturnAnswerSchema,
  orderPaymentAnswerSchema,
  orderPaymentInputSchema,
} from "../../shared/api/admin/payments";
import {
  giftAnswerSchema,
  giftChangedAnswerSchema,
  giftPatchSchema,
  giftClaimAnswerSchema,
  giftClaimedAnswerSchema,
  giftClaimInputSchema,
  giftInputSchema,
  giftsAnswerSchema,
} from "../../shared/api/gifts";
import {
  jsonWrite,
  notStaff,
  NUMERIC_ID,
  plainWrite,
  refusal,
  signedInRead,
  staffAccess,
  type Operation,
} from "./operation";

const gift = { description: "The gift's id, from GET /api/gifts.", pattern: NUMERIC_ID };
const notYours = "No gift of yours has this id.";

const token = {
  token: {
    description:
      "The claim token of the gift e-mail's link (/gift/{token}): 43 base64url characters.",
    pattern: "^[A-Za-z0-9_-]{43}$",
  },
};
const noGift =
  "The link has been claimed already, replaced by a resent e-mail, or never existed: the answer says nothing about the gift.";

/** Gift subscriptions (issue 28, decision 269). */
export const giftOperations: readonly Operation[] = [
  {
    method: "post",
    path: "/api/gifts",
    tag: "Gifts",
    summary: "Give 3, 6 or 12 boxes",
    description:
      "Priced on the server from the catalogue: a prepaid plan of as many deliveries gives its " +
      "discount, with every box's shipping to the recipient's address (or the United States when " +
      "the recipient gives it when claiming). Without card payments the order waits for a bank " +
      "transfer quoting its number to the account given in `order.payment`; with them (Stripe) " +
      "the order is `pending` and `order.payment.redirectUrl` is Stripe's page to pay the whole " +
      "price once (decision 274). The gift e-mail goes out on `sendOn` (today when absent) once " +
      "the order is paid. Gifts never renew.",
    access: "signed in",
    body: giftInputSchema,
    idempotent: true,
    answers: { 201: { description: "The gift and its order.", schema: giftAnswerSchema } },
    refusals: {
      ...jsonWrite,
      400: `${refusal.body} Fields are named as \`boxId\`, \`deliveries\`, \`recipientEmail\`, \`sendOn\`, \`address.postalCode\`.`,
      401: refusal.signIn,
      503: "The database or the payment provider cannot answer: nothing was stored or charged.",
    },
  },
  {
    method: "get",
    path: "/api/gifts",
    tag: "Gifts",
    summary: "The buyer's gifts",
    description: "Newest first, claimed or not, each with the boxes it has left.",
    access: "signed in",
    answers: { 200: { description: "The gifts.", schema: giftsAnswerSchema } },
    refusals: signedInRead,
  },
  {
    method: "post",
    path: "/api/gifts/:id/resend",
    tag: "Gifts",
    summary: "Send the gift e-mail again",
    description:
      "Now, with a new claim link: the link of the earlier e-mail stops working. Only a gift whose " +
      "e-mail has gone out and that is not claimed.",
    access: "signed in",
    id: gift,
    idempotent: true,
    answers: { 200: { description: "The gift.", schema: giftChangedAnswerSchema } },
    refusals: {
      ...plainWrite,
      404: notYours,
      409: "Claimed already, or its e-mail has not gone out yet (it goes on its day once paid).",
    },
  },
  {
    method: "patch",
    path: "/api/gifts/:id",
    tag: "Gifts",
    summary: "Change the recipient's address",
    description:
      "Before the gift is claimed; shipping to it may cost no more a box than the gift paid.",
    access: "signed in",
    id: gift,
    body: giftPatchSchema,
    idempotent: true,
    answers: { 200: { description: "The gift.", schema: giftChangedAnswerSchema } },
    refusals: {
      ...jsonWrite,
      400: `${refusal.body} Fields are named as \`address.postalCode\`, \`address.country\`.`,
      401: refusal.signIn,
      404: notYours,
      409: "The gift has been claimed: the address is the recipient's now.",
    },
  },
  {
    method: "get",
    path: "/api/gifts/claim/:token",
    tag: "Gifts",
    summary: "What a claim link's gift is",
    description:
      "The box, how many, who it is from, their message and the address they gave, if any; " +
      "the link is the key.",
    access: "anyone",
    params: token,
    answers: { 200: { description: "The gift.", schema: giftClaimAnswerSchema } },
    refusals: { 404: noGift, 503: refusal.unavailable },
  },
  {
    method: "post",
    path: "/api/gifts/claim/:token",
    tag: "Gifts",
    summary: "Claim a gift for one of your pets",
    description:
      "Starts a subscription of the gift's boxes for the signed-in recipient's own pet at the " +
      "address given, paid by the buyer's order, ending after the last box. A link claims once: " +
      "claims at the same moment make one subscription, the others are 404.",
    access: "signed in",
    params: token,
    body: giftClaimInputSchema,
    idempotent: true,
    answers: { 201: { description: "The subscription.", schema: giftClaimedAnswerSchema } },
    refusals: {
      ...jsonWrite,
      400: `${refusal.body} Fields are named as \`petId\`, \`allergySwap\` (the swap to confirm for an allergic pet), \`address.country\` (shipping beyond what the gift paid).`,
      401: refusal.signIn,
      404: noGift,
      409: "The gift's box is not sold any more.",
    },
  },
  {
    method: "post",
    path: "/api/admin/gifts/:id/resend",
    tag: "Back office",
    summary: "Send a customer's gift e-mail again",
    description:
      "What the buyer's own resend does (a new link; the old one stops working), done by staff " +
      "for them and recorded in the audit log (decision 275).",
    access: staffAccess(["owner", "support"]),
    id: { description: "The gift's id.", pattern: NUMERIC_ID },
    idempotent: true,
    answers: { 200: { description: "The gift.", schema: giftChangedAnswerSchema } },
    refusals: {
      ...plainWrite,
      403: notStaff,
      404: "No gift has this id.",
      409: "Claimed already, or its e-mail has not gone out yet (it goes on its day once paid).",
    },
  },
  {
    method: "patch",
    path: "/api/admin/gifts/:id",
    tag: "Back office",
    summary: "Change a gift's recipient address",
    description:
      "Before the gift is claimed, within the shipping it paid, as the buyer can; recorded in " +
      "the audit log with the address before and after (decision 275).",
    access: staffAccess(["owner", "support"]),
    id: { description: "The gift's id.", pattern: NUMERIC_ID },
    body: giftPatchSchema,
    idempotent: true,
    answers: { 200: { description: "The gift.", schema: giftChangedAnswerSchema } },
    refusals: {
      ...jsonWrite,
      400: `${refusal.body} Fields are named as \`address.postalCode\`, \`address.country\`.`,
      401: refusal.signIn,
      403: notStaff,
      404: "No gift has this id.",
      409: "The gift has been claimed: the address is the recipient's now.",
    },
  },
  {
    method: "get",
    path: "/api/admin/orders/awaiting-transfer",
    tag: "Back office",
    summary: "Orders waiting for a bank transfer",
    description:
      "Every order waiting for its bank transfer (a gift, a prepaid plan), oldest first, at most " +
      "500: the reference to look for, the customer, the total and how many days it has waited.",
    access: staffAccess(["owner", "support"]),
    answers: { 200: { description: "The orders.", schema: awaitingTransfersAnswerSchema } },
    refusals: { ...signedInRead, 403: notStaff },
  },
  {
    method: "get",
    path: "/api/admin/orders/transfers-to-return",
    tag: "Back office",
    summary: "Bank transfers to send back",
    description:
      "Every cancelled order that was paid by bank transfer (nothing of it shipped) and whose " +
      "refunds do not yet cover what was paid, oldest first, at most 500: the customer, what " +
      "was paid and what is left to send back. Sending it is recorded as a refund.",
    access: staffAccess(["owner", "support"]),
    answers: { 200: { description: "The orders.", schema: transfersToReturnAnswerSchema } },
    refusals: { ...signedInRead, 403: notStaff },
  },
  {
    method: "post",
    path: "/api/admin/orders/:id/payment",
    tag: "Back office",
    summary: "Record the bank transfer an order waits for",
    description:
      'An order paid by transfer (decisions 269, 273): `{ "status": "paid", "method": "transfer" }` ' +
      "marks it paid; a gift's e-mail is scheduled, a prepaid plan's subscriptions start. " +
      "Recorded in the audit log.",
    access: staffAccess(["owner", "support"]),
    id: {
      description: "The order's id (a UUID).",
      pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
    },
    body: orderPaymentInputSchema,
    idempotent: true,
    answers: {
      200: { description: "The order's money afterwards.", schema: orderPaymentAnswerSchema },
    },
    refusals: {
      ...jsonWrite,
      401: refusal.signIn,
      403: notStaff,
      404: "No order has this id.",
      409: "The order is not waiting for a bank transfer (paid already, or paid another way).",
    },
  },
];
