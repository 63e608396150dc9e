import {
  failedRenewalsAnswerSchema,
  orderLookupQuerySchema,
  orderPaymentsAnswerSchema,
  paymentLinkAnswerSchema,
  refundAnswerSchema,
  refundInputSchema,
} from "../../shared/api/admin/payments";
import {
  jsonWrite,
  notStaff,
  plainWrite,
  refusal,
  signedInRead,
  staffAccess,
  type Operation,
} from "./operation";

const payments = staffAccess(["owner", "support"]);
const order = {
  description: "The order's id (a UUID, as the order page's address has it).",
  pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
};
const tag = "Back office";
const noOrder = "No order has this id.";

/** Refunds and failed renewals (issue 26, decisions 229 and 230): owners and support. */
export const adminPaymentOperations: readonly Operation[] = [
  {
    method: "get",
    path: "/api/admin/orders",
    tag,
    summary: "An order's money, found by its number: paid, refunded, left, and its refunds",
    description: "`number` is the order number, with or without its `PB-` and zeros.",
    access: payments,
    query: orderLookupQuerySchema,
    answers: { 200: { description: "The order's money.", schema: orderPaymentsAnswerSchema } },
    refusals: {
      ...signedInRead,
      400: refusal.query,
      403: notStaff,
      404: "No order has this number.",
    },
  },
  {
    method: "post",
    path: "/api/admin/orders/:id/refunds",
    tag,
    summary: "Refund part or all of an order, with a reason",
    description:
      "In cents, never more than was paid and not yet refunded. A card order is refunded through Stripe once per key; a pay-on-delivery refund is recorded. Support may refund up to the owner's cap. The customer gets an e-mail; recorded in the audit log.",
    access: payments,
    id: order,
    body: refundInputSchema,
    idempotent: true,
    answers: {
      201: { description: "The refund and the order's money now.", schema: refundAnswerSchema },
    },
    refusals: {
      ...jsonWrite,
      401: refusal.signIn,
      403: `${notStaff} Also support over the refund cap.`,
      404: noOrder,
      409: "Nothing is paid yet, or the payment service refused or did not answer (nothing was refunded).",
    },
  },
  {
    method: "get",
    path: "/api/admin/renewals/failed",
    tag,
    summary: "Card renewals that failed, with Stripe's next retry",
    description: "Until the invoice is paid.",
    access: payments,
    answers: { 200: { description: "The renewals.", schema: failedRenewalsAnswerSchema } },
    refusals: { ...signedInRead, 403: notStaff },
  },
  {
    method: "post",
    path: "/api/admin/orders/:id/payment-link",
    tag,
    summary: "E-mail the customer the link to pay a failed renewal",
    description:
      "Stripe's page for the unpaid invoice, sent through the outbox; recorded in the audit log.",
    access: payments,
    id: order,
    idempotent: true,
    answers: {
      200: {
        description: "The renewal, with when the link was sent.",
        schema: paymentLinkAnswerSchema,
      },
    },
    refusals: { ...plainWrite, 403: notStaff, 404: "No failed renewal for this order." },
  },
];
