import {
  adminPackingAnswerSchema,
  adminPackingQuerySchema,
  adminPackingTodayAnswerSchema,
  adminPackingTodayQuerySchema,
  bulkShipAnswerSchema,
  bulkShipInputSchema,
  fulfilmentAnswerSchema,
  paymentAnswerSchema,
  paymentInputSchema,
  shipInputSchema,
  unpaidAnswerSchema,
  unpaidQuerySchema,
} from "../../shared/api/admin/deliveries";
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

const everyone = staffAccess(["owner", "support", "packer"]);
const payments = staffAccess(["owner", "support"]);
const delivery = {
  description: "The delivery's id (a packing line's `deliveryId`).",
  pattern: NUMERIC_ID,
};
const tag = "Back office";
const notFound = "No delivery has this id.";

/** A step of a box: pack, delivered, returned (no body). */
function step(name: string, summary: string, conflict: string): Operation {
  return {
    method: "post",
    path: `/api/admin/deliveries/:id/${name}`,
    tag,
    summary,
    description: "Recorded in the audit log.",
    access: everyone,
    id: delivery,
    idempotent: true,
    answers: { 200: { description: "The box as it is now.", schema: fulfilmentAnswerSchema } },
    refusals: { ...plainWrite, 403: notStaff, 404: notFound, 409: conflict },
  };
}

/** Packing and shipping, and pay-on-delivery payments (issue 26, decisions 225 and 226). */
export const adminDeliveryOperations: readonly Operation[] = [
  {
    method: "get",
    path: "/api/admin/packing",
    tag,
    summary: "The month's (or a week's) packing list, with each box's state and the pick list",
    description:
      "`?month=YYYY-MM`, or `?week=` the Monday of a week (Monday to Sunday, across a month's end). The lines of `npm run shop -- packing`, each with its order, the pet's notes, its state (a box past its day and not shipped is `late`) and its parcel; `totals` counts the boxes and allergy swap-ins still to pack. No payment data and no e-mail address.",
    access: everyone,
    query: adminPackingQuerySchema,
    answers: { 200: { description: "The list.", schema: adminPackingAnswerSchema } },
    refusals: {
      ...signedInRead,
      400: `${refusal.query} Also a month or week past the 12 months written ahead, a week that is not given by its Monday (named \`week\`), or both asked at once.`,
      403: notStaff,
    },
  },
  {
    method: "get",
    path: "/api/admin/packing/today",
    tag,
    summary: "What the Today screen lists: the late boxes and this week's still to send",
    description:
      "`?week=` a Monday (this week's when left out). Each kind counted in full, its first 50 listed (decision 261).",
    access: everyone,
    query: adminPackingTodayQuerySchema,
    answers: { 200: { description: "The boxes.", schema: adminPackingTodayAnswerSchema } },
    refusals: { ...signedInRead, 400: refusal.query, 403: notStaff },
  },
  {
    method: "get",
    path: "/api/admin/unpaid",
    tag,
    summary: "Pay-on-delivery boxes shipped and not paid for",
    description:
      "Oldest first, with the amount to collect and the days since each shipped: the oldest `limit` (200 unless asked, at most 200) listed, `count` and `total` of them all (decision 263).",
    access: payments,
    query: unpaidQuerySchema,
    answers: { 200: { description: "The boxes and their total.", schema: unpaidAnswerSchema } },
    refusals: { ...signedInRead, 400: refusal.query, 403: notStaff },
  },
  step(
    "pack",
    "Mark a box packed",
    "The customer can still change it, it is skipped, paused or cancelled, or it is packed or shipped already.",
  ),
  {
    method: "post",
    path: "/api/admin/deliveries/:id/ship",
    tag,
    summary: "Mark a box shipped with its carrier and tracking number",
    description:
      'The customer gets "your box is on its way" with the tracking link. Recorded in the audit log.',
    access: everyone,
    id: delivery,
    body: shipInputSchema,
    idempotent: true,
    answers: { 200: { description: "The box as it is now.", schema: fulfilmentAnswerSchema } },
    refusals: {
      ...jsonWrite,
      401: refusal.signIn,
      403: notStaff,
      404: notFound,
      409: "The customer can still change it, it is skipped, paused or cancelled, or it has shipped already.",
    },
  },
  {
    method: "post",
    path: "/api/admin/deliveries/ship",
    tag,
    summary: "Ship several boxes at once",
    description:
      "All or none: the first box that cannot go is named (`error.fields`: `items.N.id`) and nothing is shipped.",
    access: everyone,
    body: bulkShipInputSchema,
    idempotent: true,
    answers: { 200: { description: "The boxes as they are now.", schema: bulkShipAnswerSchema } },
    refusals: {
      ...jsonWrite,
      401: refusal.signIn,
      403: notStaff,
      404: notFound,
      409: "One of the boxes cannot be shipped now.",
    },
  },
  step(
    "delivered",
    "Mark a box delivered",
    "It has not shipped, or it is delivered or returned already.",
  ),
  step("returned", "Mark a box returned", "It has not shipped, or it is returned already."),
  {
    method: "post",
    path: "/api/admin/deliveries/:id/payment",
    tag,
    summary: "Record a pay-on-delivery payment: paid (and how) or refused",
    description: "Once per box. Recorded in the audit log.",
    access: payments,
    id: delivery,
    body: paymentInputSchema,
    idempotent: true,
    answers: { 200: { description: "The payment as recorded.", schema: paymentAnswerSchema } },
    refusals: {
      ...jsonWrite,
      401: refusal.signIn,
      403: notStaff,
      404: notFound,
      409: "The box was paid by card, has not shipped, or its payment is recorded already.",
    },
  },
];
