import {
  accountHistoryAnswerSchema,
  cancelInputSchema,
  changeInputSchema,
  pauseInputSchema,
  subscriptionDetailAnswerSchema,
  subscriptionDetailsAnswerSchema,
} from "../../shared/api/subscriptions";
import {
  jsonWrite,
  NUMERIC_ID,
  plainWrite,
  refusal,
  signedInRead,
  type Operation,
} from "./operation";

const subscription = { description: "The subscription's id.", pattern: NUMERIC_ID };
const noSuchSubscription =
  "No such subscription in this account (another account's answers the same).";
const stateRefuses =
  "Its state does not allow this now; `error.message` is the state machine's sentence " +
  "(the card's `actions` carry the same, decision 100).";
const answered = {
  description: "The whole subscription as it is after the action.",
  schema: subscriptionDetailAnswerSchema,
};

/** The body-less actions of the portal, one operation each (server/routes/subscriptions.ts). */
const plainActions = [
  ["resume", "End a pause: paused boxes that can still change are scheduled again"],
  [
    "uncancel",
    "Undo a cancel: on a prepaid plan until the last paid box's cut-off, with pay per box until the box being packed ships; the subscription goes on as before",
  ],
] as const;

/** One named box's actions (issue 25 §2): repeating one changes nothing. */
const boxActions = [
  ["skip", "Skip the box of this date (it must not be packed yet); one is added at the end"],
  ["unskip", "Bring back the skipped box of this date, while it can still change"],
] as const;

const box = {
  date: {
    description: "The box's ship date, YYYY-MM-DD (the card's `upcoming[].date`).",
    pattern: "^\\d{4}-\\d{2}-\\d{2}$",
  },
};

/** The customer's portal (decisions 100–104, 130). */
export const subscriptionOperations: readonly Operation[] = [
  {
    method: "get",
    path: "/api/subscriptions",
    tag: "Subscriptions",
    summary: "The account's subscriptions, each with its box, pet, plan, dates and actions",
    access: "signed in",
    answers: {
      200: { description: "One card per subscription.", schema: subscriptionDetailsAnswerSchema },
    },
    refusals: signedInRead,
  },
  ...boxActions.map(([action, summary]): Operation => ({
    method: "post",
    path: `/api/subscriptions/:id/deliveries/:date/${action}`,
    tag: "Subscriptions",
    summary,
    description:
      "Skipping a box already skipped, or bringing back one that ships, answers 200 with the card as it is: nothing is written, sent or charged, so a repeated or concurrent request is harmless.",
    access: "signed in",
    id: subscription,
    params: box,
    idempotent: true,
    answers: { 200: answered },
    refusals: {
      ...plainWrite,
      404: `${noSuchSubscription} Also a date that is not YYYY-MM-DD.`,
      409: stateRefuses,
    },
  })),
  ...plainActions.map(([action, summary]): Operation => ({
    method: "post",
    path: `/api/subscriptions/:id/${action}`,
    tag: "Subscriptions",
    summary,
    access: "signed in",
    id: subscription,
    idempotent: true,
    answers: { 200: answered },
    refusals: { ...plainWrite, 404: noSuchSubscription, 409: stateRefuses },
  })),
  {
    method: "post",
    path: "/api/subscriptions/:id/cancel",
    tag: "Subscriptions",
    summary:
      "Cancel: before the first box's cut-off nothing ships or is charged; after it, the boxes paid for or being packed still ship",
    description:
      "The body is optional: `{ reason }`, the customer's answer to \"Why are you leaving?\" (shared/commerce/cancel-reasons.ts), kept for the owner's numbers. Without a body, no reason is kept.",
    access: "signed in",
    id: subscription,
    body: cancelInputSchema,
    bodyOptional: true,
    idempotent: true,
    answers: { 200: answered },
    refusals: {
      ...jsonWrite,
      400: `${jsonWrite[400]} A \`reason\` not in the list is named in \`error.fields.reason\`.`,
      401: refusal.signIn,
      404: noSuchSubscription,
      409: stateRefuses,
    },
  },
  {
    method: "post",
    path: "/api/subscriptions/:id/pause",
    tag: "Subscriptions",
    summary: "Pause for 1, 2 or 3 months, from the first box that can still change",
    access: "signed in",
    id: subscription,
    body: pauseInputSchema,
    idempotent: true,
    answers: { 200: answered },
    refusals: { ...jsonWrite, 401: refusal.signIn, 404: noSuchSubscription, 409: stateRefuses },
  },
  {
    method: "patch",
    path: "/api/subscriptions/:id",
    tag: "Subscriptions",
    summary: "Change box, pet, quantity or delivery address from the next box that can change",
    description: "A stored address by `addressId`, or a new `address`, not both.",
    access: "signed in",
    id: subscription,
    body: changeInputSchema,
    idempotent: true,
    answers: { 200: answered },
    refusals: { ...jsonWrite, 401: refusal.signIn, 404: noSuchSubscription, 409: stateRefuses },
  },
  {
    method: "get",
    path: "/api/account/history",
    tag: "Orders",
    summary: "Every order and every delivery of the account, each newest first",
    access: "signed in",
    answers: { 200: { description: "The history.", schema: accountHistoryAnswerSchema } },
    refusals: signedInRead,
  },
];
