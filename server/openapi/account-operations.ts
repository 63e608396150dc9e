import { lastAddressAnswerSchema } from "../../shared/api/address";
import { checkoutAnswerSchema, checkoutInputSchema } from "../../shared/api/checkout";
import {
  deliveriesAnswerSchema,
  deliveriesQuerySchema,
  packingListRoles,
} from "../../shared/api/deliveries";
import { orderAnswerSchema, ordersAnswerSchema } from "../../shared/api/orders";
import {
  petAnswerSchema,
  petInputSchema,
  petPatchSchema,
  petsAnswerSchema,
  petUpdatedAnswerSchema,
} from "../../shared/api/pets";
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

const pet = { description: "The pet's id.", pattern: NUMERIC_ID };
const noSuchPet = "No such pet in this account (another account's pet answers the same).";

/** A customer's pets, checkout and orders, and the owner's packing list. */
export const accountOperations: readonly Operation[] = [
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
    answers: {
      200: {
        description:
          "The pet as it is now, and the upcoming boxes of its live subscriptions that hold something it is allergic to, with the swap the shop will make.",
        schema: petUpdatedAnswerSchema,
      },
    },
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
  {
    method: "get",
    path: "/api/deliveries",
    tag: "Owner",
    summary: "A month's packing list",
    description: "The same lines as `npm run shop -- packing --month YYYY-MM`.",
    access: staffAccess(packingListRoles),
    query: deliveriesQuerySchema,
    answers: { 200: { description: "What to pack that month.", schema: deliveriesAnswerSchema } },
    refusals: {
      ...signedInRead,
      400: "The month is not YYYY-MM, or is further ahead than deliveries are planned.",
      403: notStaff,
    },
  },
];
