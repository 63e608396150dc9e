import { cartAnswerSchema, cartInputSchema } from "../../shared/api/cart";
import { jsonWrite, refusal, signedInRead, type Operation } from "./operation";

const unknownBox =
  "A line names a box the shop does not sell (`fields.lines.N.boxId`), a box appears twice, or a quantity is not 1–5.";

/** The signed-in account's cart, the same on every device (decision 219). */
export const cartOperations: readonly Operation[] = [
  {
    method: "get",
    path: "/api/cart",
    tag: "Cart",
    summary: "The account's cart",
    access: "signed in",
    answers: {
      200: { description: "One line per box; empty for a new account.", schema: cartAnswerSchema },
    },
    refusals: signedInRead,
  },
  {
    method: "put",
    path: "/api/cart",
    tag: "Cart",
    summary: "Replace the account's cart",
    description: "The cart as the customer's device shows it now; every box of the catalogue.",
    access: "signed in",
    body: cartInputSchema,
    idempotent: true,
    answers: { 200: { description: "The cart as stored.", schema: cartAnswerSchema } },
    refusals: { ...jsonWrite, 400: `${jsonWrite[400]} ${unknownBox}`, 401: refusal.signIn },
  },
  {
    method: "post",
    path: "/api/cart/merge",
    tag: "Cart",
    summary: "Join a device's cart with the account's",
    description:
      "Sent once as the account signs in on a device: every box of either cart, in the device's order then the others; a box in both keeps the larger quantity (not the sum), at most 5.",
    access: "signed in",
    body: cartInputSchema,
    idempotent: true,
    answers: { 200: { description: "The joined cart, as stored.", schema: cartAnswerSchema } },
    refusals: { ...jsonWrite, 400: `${jsonWrite[400]} ${unknownBox}`, 401: refusal.signIn },
  },
];
