import { podPaymentMethods, podPaymentStatuses } from "../../commerce/delivery-state";
import { z } from "../../zod";
import { petSchema } from "../pet-answers";
import { problemSchema } from "../problems";
import { storedAddressSchema } from "../stored-address";
import { subscriptionDetailSchema } from "../subscription-answers";
import { accountHistoryAnswerSchema } from "../subscriptions";
import { giftSchema } from "../gifts";

// The back office's customers (issue 26, decisions 231 and 232): the search, one customer's
// page, and the portal's actions on their behalf (which answer the customer's own
// SubscriptionDetailAnswer).

const id = z.number().check(z.int(), z.positive());

/** GET /api/admin/customers?q= : an e-mail, a name, an order number or a pet's name. */
export const customerSearchQuerySchema = z.object({
  q: z
    .string({ error: "Type an e-mail, a name, an order number or a pet's name." })
    .check(
      z.trim(),
      z.minLength(2, "Type at least 2 characters."),
      z.maxLength(100, "Type at most 100 characters."),
    ),
});

/** One customer as the list shows them: whom the shop knows from their orders and addresses. */
export const customerSummarySchema = z.object({
  uid: z.string(),
  /** The e-mail of their newest order (or contact message); null if they gave none. */
  email: z.nullable(z.string()),
  /** The name on their newest address (or contact message); null if none. */
  name: z.nullable(z.string()),
  orderNumbers: z.array(id),
  petNames: z.array(z.string()),
  /** Why they matched: "email", "name", "order" or "pet". */
  matched: z.array(z.enum(["email", "name", "order", "pet"])),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerSearchAnswerSchema = z.object({ customers: z.array(customerSummarySchema) });
export type CustomerSearchAnswer = z.infer<typeof customerSearchAnswerSchema>;

/** A stored address of theirs, with its id (the "change address" action takes it). */
export const customerAddressSchema = z.extend(storedAddressSchema, {
  id,
  lastUsedAt: z.string(),
});

/** A pay-on-delivery payment recorded by staff (decision 226). */
export const customerPaymentSchema = z.object({
  deliveryId: id,
  date: z.string(),
  orderNumber: id,
  /** What the box costs, in cents (boxes × price + shipping). */
  amount: z.number().check(z.int(), z.nonnegative()),
  status: z.enum(podPaymentStatuses),
  method: z.nullable(z.enum(podPaymentMethods)),
  recordedAt: z.string(),
});

export const customerReviewSchema = z.object({
  id,
  boxId: z.string(),
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  text: z.string(),
  createdAt: z.string(),
  hidden: z.boolean(),
});

export const customerMessageSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});

/** GET /api/admin/customers/:uid: everything the shop holds about one customer. */
export const customerPageAnswerSchema = z.object({
  customer: z.object({
    uid: z.string(),
    email: z.nullable(z.string()),
    name: z.nullable(z.string()),
  }),
  pets: z.array(petSchema),
  addresses: z.array(customerAddressSchema),
  subscriptions: z.array(subscriptionDetailSchema),
  /** Orders, every box in its real state, and the upcoming boxes: their /account/orders. */
  history: accountHistoryAnswerSchema,
  payments: z.array(customerPaymentSchema),
  reviews: z.array(customerReviewSchema),
  messages: z.array(customerMessageSchema),
  /** The problems they reported with a box, and each outcome (decision 233). */
  problems: z.array(problemSchema),
  /** The gifts they gave, newest first, as their own account lists them (decision 275). */
  gifts: z.array(giftSchema),
});
export type CustomerPageAnswer = z.infer<typeof customerPageAnswerSchema>;
export type CustomerAddress = z.infer<typeof customerAddressSchema>;
export type CustomerPayment = z.infer<typeof customerPaymentSchema>;
export type CustomerReview = z.infer<typeof customerReviewSchema>;
export type CustomerMessage = z.infer<typeof customerMessageSchema>;
