import { lastAddressAnswerSchema } from "../../shared/api/address";
import { checkoutAnswerSchema, checkoutInputSchema } from "../../shared/api/checkout";
import { contactInputSchema, contactReceivedSchema } from "../../shared/api/contact";
import { deliveriesAnswerSchema, deliveriesQuerySchema } from "../../shared/api/deliveries";
import { newsletterInputSchema, newsletterSubscribedSchema } from "../../shared/api/newsletter";
import { orderAnswerSchema, ordersAnswerSchema } from "../../shared/api/orders";
import {
  petAnswerSchema,
  petInputSchema,
  petPatchSchema,
  petsAnswerSchema,
} from "../../shared/api/pets";
import { plansAnswerSchema } from "../../shared/api/plans";
import {
  reviewCreatedSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewListSchema,
} from "../../shared/api/reviews";
import {
  jsonWrite,
  NUMERIC_ID,
  plainWrite,
  refusal,
  signedInRead,
  type Operation,
} from "./operation";
import { subscriptionOperations } from "./subscription-operations";
import {
  healthAnswerSchema,
  openApiDocumentSchema,
  sessionAnswerSchema,
  webhookReceivedSchema,
} from "./schemas";

const box = { description: "The box's id in the catalogue (public/catDog.json)." };
const pet = { description: "The pet's id.", pattern: NUMERIC_ID };
const noSuchPet = "No such pet in this account (another account's pet answers the same).";

/**
 * Every operation of the shop API, in the order a reader meets them. A test compares this list
 * with the routes the API registers, so a new route without its entry here fails.
 */
export const operations: readonly Operation[] = [
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
    method: "get",
    path: "/api/pets",
    tag: "Pets",
    summary: "The account's pets",
    access: "signed in",
    answers: { 200: { description: "Every pet of the account.", schema: petsAnswerSchema } },
    refusals: signedInRead,
  },
  {
    method: "post",
    path: "/api/pets",
    tag: "Pets",
    summary: "Add a pet",
    access: "signed in",
    body: petInputSchema,
    idempotent: true,
    answers: { 201: { description: "The new pet.", schema: petAnswerSchema } },
    refusals: { ...jsonWrite, 401: refusal.signIn },
  },
  {
    method: "patch",
    path: "/api/pets/:id",
    tag: "Pets",
    summary: "Change some of a pet's fields",
    access: "signed in",
    id: pet,
    body: petPatchSchema,
    idempotent: true,
    answers: { 200: { description: "The pet as it is now.", schema: petAnswerSchema } },
    refusals: {
      ...jsonWrite,
      401: refusal.signIn,
      404: noSuchPet,
      409: "The pet has a live subscription, so its species cannot change (`fields.species`).",
    },
  },
  {
    method: "delete",
    path: "/api/pets/:id",
    tag: "Pets",
    summary: "Delete a pet",
    access: "signed in",
    id: pet,
    idempotent: true,
    answers: { 204: { description: "Deleted." } },
    refusals: {
      ...plainWrite,
      404: noSuchPet,
      409: "A pending, active or paused subscription uses the pet: cancel it first.",
    },
  },
  {
    method: "get",
    path: "/api/addresses/last",
    tag: "Checkout",
    summary: "The delivery address the account used last, offered at checkout",
    access: "signed in",
    answers: {
      200: {
        description: "The address, or null before the first order.",
        schema: lastAddressAnswerSchema,
      },
    },
    refusals: signedInRead,
  },
  {
    method: "post",
    path: "/api/checkout",
    tag: "Checkout",
    summary: "Place an order: its subscriptions, and how to pay",
    description:
      "Every price is the server's, from the catalogue and the plan; a `price` or `total` sent " +
      "is dropped. With Stripe, `payment.redirectUrl` is Stripe's Checkout page (decision 093).",
    access: "signed in",
    body: checkoutInputSchema,
    idempotent: true,
    answers: { 201: { description: "The order was placed.", schema: checkoutAnswerSchema } },
    refusals: {
      ...jsonWrite,
      400: `${refusal.body} Fields are named as \`lines.0.petId\`, \`planId\`, \`address.postalCode\`.`,
      401: refusal.signIn,
      503: "The database or the payment provider cannot answer: nothing was stored or charged.",
    },
  },
  {
    method: "get",
    path: "/api/orders",
    tag: "Orders",
    summary: "The account's orders, newest first (the newest 100)",
    access: "signed in",
    answers: { 200: { description: "The orders.", schema: ordersAnswerSchema } },
    refusals: signedInRead,
  },
  {
    method: "get",
    path: "/api/orders/:id",
    tag: "Orders",
    summary: "One order of the account",
    access: "signed in",
    id: { description: "The order's id (a UUID)." },
    answers: { 200: { description: "The order.", schema: orderAnswerSchema } },
    refusals: {
      ...signedInRead,
      404: "No such order in this account (another account's order answers the same).",
    },
  },
  ...subscriptionOperations,
  {
    method: "get",
    path: "/api/deliveries",
    tag: "Owner",
    summary: "A month's packing list",
    description: "The same lines as `npm run shop -- packing --month YYYY-MM`.",
    access: "owner",
    query: deliveriesQuerySchema,
    answers: { 200: { description: "What to pack that month.", schema: deliveriesAnswerSchema } },
    refusals: {
      ...signedInRead,
      400: "The month is not YYYY-MM, or is further ahead than deliveries are planned.",
      403: "Signed in, but not one of the shop's owners (OWNER_UIDS).",
    },
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
