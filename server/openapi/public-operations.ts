import { contactInputSchema, contactReceivedSchema } from "../../shared/api/contact";
import { newsletterInputSchema, newsletterSubscribedSchema } from "../../shared/api/newsletter";
import { plansAnswerSchema } from "../../shared/api/plans";
import { withdrawalAnswerSchema, withdrawalInputSchema } from "../../shared/api/withdrawals";
import {
  reviewCreatedSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewListSchema,
} from "../../shared/api/reviews";
import { jsonWrite, refusal, type Operation } from "./operation";
import {
  healthAnswerSchema,
  openApiDocumentSchema,
  sessionAnswerSchema,
  webhookReceivedSchema,
} from "./schemas";

const box = { description: "The box's id in the catalogue (public/catDog.json)." };

/** What visitors and the outside world call: health, the session, reviews, messages, Stripe. */
export const publicOperations: readonly Operation[] = [
  {
    method: "get",
    path: "/api/health",
    tag: "Operations",
    summary: "Whether this server's database takes a write (for load balancers)",
    description:
      "One heartbeat row, rewritten at most once a second (decision 062). A stopping server " +
      "answers every request 503 with `Retry-After` at once (decision 150).",
    access: "anyone",
    answers: {
      200: { description: "The database took a write.", schema: healthAnswerSchema },
      503: { description: "The database did not take the write.", schema: healthAnswerSchema },
    },
    refusals: {},
  },
  {
    method: "get",
    path: "/api/openapi.json",
    tag: "Operations",
    summary: "This reference, as OpenAPI 3.1",
    access: "anyone",
    answers: { 200: { description: "The OpenAPI document.", schema: openApiDocumentSchema } },
    refusals: {},
  },
  {
    method: "get",
    path: "/api/session",
    tag: "Account",
    summary: "The signed-in account as the identity service has it now (decision 168)",
    access: "signed in",
    answers: { 200: { description: "The account.", schema: sessionAnswerSchema } },
    refusals: {
      401: "The session is over: the browser signs out.",
      503: "The identity service cannot be asked: the browser keeps the session, unconfirmed.",
    },
  },
  {
    method: "get",
    path: "/api/boxes/:id/reviews",
    tag: "Reviews",
    summary: "A box's reviews, newest first, a page at a time",
    description: "`nextCursor` is the next page's `before`; `stats` counts every stored review.",
    access: "anyone",
    id: box,
    query: reviewListQuerySchema,
    answers: { 200: { description: "One page of reviews.", schema: reviewListSchema } },
    refusals: {
      400: refusal.query,
      404: "No box with this id.",
      503: refusal.unavailable,
    },
  },
  {
    method: "post",
    path: "/api/boxes/:id/reviews",
    tag: "Reviews",
    summary: "Review a box",
    description: "A signed-in author's name is read from the account (decision 064).",
    access: "anyone, signed in or not",
    id: box,
    body: reviewInputSchema,
    idempotent: true,
    answers: { 201: { description: "The stored review.", schema: reviewCreatedSchema } },
    refusals: { ...jsonWrite, 401: refusal.signIn, 404: "No box with this id." },
  },
  {
    method: "post",
    path: "/api/contact",
    tag: "Messages",
    summary: "Send the shop a message",
    access: "signed in",
    body: contactInputSchema,
    idempotent: true,
    answers: { 201: { description: "Stored for the owner.", schema: contactReceivedSchema } },
    refusals: { ...jsonWrite, 401: refusal.signIn },
  },
  {
    method: "post",
    path: "/api/newsletter",
    tag: "Messages",
    summary: "Subscribe an address to the newsletter",
    description: "A new and an already-subscribed address get the same answer.",
    access: "anyone",
    body: newsletterInputSchema,
    idempotent: true,
    answers: { 200: { description: "Subscribed.", schema: newsletterSubscribedSchema } },
    refusals: jsonWrite,
  },
  {
    method: "post",
    path: "/api/withdrawals",
    tag: "Messages",
    summary: "Withdraw from an order's contract (the EU right of withdrawal)",
    description:
      "Stored with the instant it was received, whatever it names. When the order number " +
      "matches an order with this e-mail (or the signed-in sender's own order), each of its " +
      "subscriptions is cancelled as the portal's Cancel does; otherwise nothing is cancelled " +
      "and the shop follows up. An e-mail confirms it with the date and time (decision 211).",
    access: "anyone, signed in or not",
    body: withdrawalInputSchema,
    idempotent: true,
    answers: {
      201: { description: "Stored, and acted on.", schema: withdrawalAnswerSchema },
    },
    refusals: { ...jsonWrite, 401: refusal.signIn },
  },
  {
    method: "get",
    path: "/api/plans",
    tag: "Checkout",
    summary: "The plans checkout sells, how this shop takes payment, and its time zone",
    access: "anyone",
    answers: {
      200: { description: "Read once when the server started.", schema: plansAnswerSchema },
    },
    refusals: {},
  },
  {
    method: "post",
    path: "/api/payments/stripe/webhook",
    tag: "Payments",
    summary: "Stripe's signed events (only on a shop set up with Stripe; otherwise 404)",
    description:
      "No token and no Idempotency-Key: the signature says who sent it, and the event id makes " +
      "a redelivery change nothing (decision 111). Bodies up to 256 KB.",
    access: "Stripe",
    answers: { 200: { description: "Every verified event.", schema: webhookReceivedSchema } },
    refusals: {
      400: "The Stripe-Signature header does not match the body and the webhook secret.",
      413: "The body is larger than 256 KB.",
      503: "The database failed: Stripe delivers the event again later.",
    },
  },
];
