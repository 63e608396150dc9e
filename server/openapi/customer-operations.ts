import {
  customerPageAnswerSchema,
  customerSearchAnswerSchema,
  customerSearchQuerySchema,
} from "../../shared/api/admin/customers";
import {
  changeInputSchema,
  pauseInputSchema,
  subscriptionDetailAnswerSchema,
} from "../../shared/api/subscriptions";
import {
  jsonWrite,
  NUMERIC_ID,
  notStaff,
  plainWrite,
  refusal,
  signedInRead,
  staffAccess,
  type Operation,
} from "./operation";

// The back office's customers (decisions 231 and 232).

const access = staffAccess(["owner", "support"]);
const tag = "Back office";
const uid = { uid: { description: "The customer's Firebase uid." } };
const subscription = { description: "The customer's subscription's id.", pattern: NUMERIC_ID };
const notTheirs =
  "This customer has no such subscription (another customer's answers the same). Also a date that is not YYYY-MM-DD.";
const stateRefuses = "Its state does not allow this now; `error.message` is the state machine's.";
const answered = {
  description:
    "The customer's subscription as it is after the action; the customer is e-mailed as from the portal, and the audit log names the member of staff.",
  schema: subscriptionDetailAnswerSchema,
};
const writeRefusals = { 403: notStaff, 404: notTheirs, 409: stateRefuses };

const plain = ["resume", "cancel", "uncancel"] as const;
const perBox = ["skip", "unskip"] as const;

export const customerOperations: readonly Operation[] = [
  {
    method: "get",
    path: "/api/admin/customers",
    tag,
    summary: "Find customers by e-mail, name, order number or pet's name",
    access,
    query: customerSearchQuerySchema,
    answers: { 200: { description: "At most 20 customers.", schema: customerSearchAnswerSchema } },
    refusals: { ...signedInRead, 400: refusal.query, 403: notStaff },
  },
  {
    method: "get",
    path: "/api/admin/customers/:uid",
    tag,
    summary:
      "One customer's pets, addresses, subscriptions, boxes, orders, payments, reviews and messages",
    access,
    params: uid,
    answers: { 200: { description: "Their page.", schema: customerPageAnswerSchema } },
    refusals: { ...signedInRead, 403: notStaff, 404: "The shop holds nothing about this uid." },
  },
  ...perBox.map((action): Operation => ({
    method: "post",
    path: `/api/admin/customers/:uid/subscriptions/:id/deliveries/:date/${action}`,
    tag,
    summary: `For the customer: ${action} the box of this date, as their portal does`,
    access,
    id: subscription,
    params: {
      ...uid,
      date: { description: "The box's ship date.", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
    },
    idempotent: true,
    answers: { 200: answered },
    refusals: { ...plainWrite, ...writeRefusals },
  })),
  ...plain.map((action): Operation => ({
    method: "post",
    path: `/api/admin/customers/:uid/subscriptions/:id/${action}`,
    tag,
    summary: `For the customer: ${action}, as their portal does`,
    access,
    id: subscription,
    params: uid,
    idempotent: true,
    answers: { 200: answered },
    refusals: { ...plainWrite, ...writeRefusals },
  })),
  {
    method: "post",
    path: "/api/admin/customers/:uid/subscriptions/:id/pause",
    tag,
    summary: "For the customer: pause for 1, 2 or 3 months, as their portal does",
    access,
    id: subscription,
    params: uid,
    body: pauseInputSchema,
    idempotent: true,
    answers: { 200: answered },
    refusals: { ...jsonWrite, 401: refusal.signIn, ...writeRefusals },
  },
  {
    method: "patch",
    path: "/api/admin/customers/:uid/subscriptions/:id",
    tag,
    summary: "For the customer: change box, pet, quantity or address, as their portal does",
    access,
    id: subscription,
    params: uid,
    body: changeInputSchema,
    idempotent: true,
    answers: { 200: answered },
    refusals: { ...jsonWrite, 401: refusal.signIn, ...writeRefusals },
  },
];
