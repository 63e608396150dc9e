import { frequencies } from "../commerce/dates";
import { z } from "../zod";
import { storedAddressSchema } from "./address";

/**
 * pending: sent to the card provider, not paid yet; paid; failed (payment refused or abandoned);
 * pay_on_delivery: no card taken, the first delivery is paid when it arrives (manual payments);
 * awaiting_transfer: a gift or a prepaid plan paid up front without cards, waiting for the
 * buyer's bank transfer until staff record it (decisions 269 and 273).
 */
export const orderStatuses = [
  "pending",
  "paid",
  "failed",
  "pay_on_delivery",
  "cancelled",
  "awaiting_transfer",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Where a bank transfer goes (shared/shop/bank-details.json). */
export const bankDetailsSchema = z.object({
  accountName: z.string(),
  bankName: z.string(),
  routingNumber: z.string(),
  accountNumber: z.string(),
});

/** What a bank transfer pays into, and the reference it quotes: the order's "PB-000042". */
export const transferDetailsSchema = z.object({
  bankDetails: bankDetailsSchema,
  reference: z.string(),
});

/** Amounts are whole US cents (decision 090); format them with formatCents. */
export const orderLineSchema = z.object({
  boxId: z.string(),
  boxName: z.string(),
  /** Null once the pet has been deleted; petName keeps what it was called. */
  petId: z.nullable(z.number().check(z.int(), z.positive())),
  petName: z.string(),
  quantity: z.number().check(z.int(), z.gte(1), z.lte(5)),
  frequency: z.enum(frequencies),
  /** The catalogue's price of one box, in cents. */
  listPrice: z.number().check(z.int(), z.nonnegative()),
  /** The plan's price of one box for one delivery, in cents. */
  unitPrice: z.number().check(z.int(), z.nonnegative()),
  /** Deliveries the first payment covers: 1, or the plan's prepaid deliveries. */
  deliveries: z.number().check(z.int(), z.positive()),
  /** unitPrice × quantity × deliveries, in cents. */
  lineTotal: z.number().check(z.int(), z.nonnegative()),
  /** "YYYY-MM-DD" in the shop's time zone. */
  firstDeliveryDate: z.string(),
  /**
   * The allergy swap the customer confirmed when ordering ("we swap the grass-fed beef jerky
   * for wild salmon bites"), or null when the box held nothing the pet is allergic to.
   */
  allergySwap: z.nullable(z.string()),
  subscriptionId: z.number().check(z.int(), z.positive()),
  /** A discount code's cents off `lineTotal` (decision 267); absent without one. */
  discount: z.optional(z.number().check(z.int(), z.positive())),
});

export const orderSchema = z.object({
  id: z.string(),
  /** Shown to people as "PB-" and six digits: orderNumberLabel(). */
  number: z.number().check(z.int(), z.positive()),
  status: z.enum(orderStatuses),
  planId: z.string(),
  planName: z.string(),
  /** The order's first payment, in cents: charged today by card, or paid on the first delivery. */
  total: z.number().check(z.int(), z.nonnegative()),
  /** The shipping in `total`, in cents: each box it pays for at its zone's price (decision 213). */
  shipping: z.number().check(z.int(), z.nonnegative()),
  currency: z.literal("USD"),
  /** "transfer": a prepaid plan without cards, paid by bank transfer up front (decision 273). */
  paymentMethod: z.enum(["pay_on_delivery", "card", "transfer"]),
  /** While the order waits for its bank transfer: where to pay and what to quote. */
  transfer: z.optional(transferDetailsSchema),
  createdAt: z.string(),
  lines: z.array(orderLineSchema).check(z.minLength(1)),
  address: storedAddressSchema,
  /** What the customer agreed to, as shown beside Place order, and the terms' version. */
  consent: z.string(),
  termsVersion: z.string(),
  /** A discount code's cents taken off `total` (decision 267); absent without one. */
  discount: z.optional(z.number().check(z.int(), z.positive())),
});

export type OrderLine = z.infer<typeof orderLineSchema>;
export type Order = z.infer<typeof orderSchema>;

/** GET /api/orders, newest first */
export const ordersAnswerSchema = z.object({ orders: z.array(orderSchema) });
/** GET /api/orders/:id (another account's order is 404) */
export const orderAnswerSchema = z.object({ order: orderSchema });

export type OrdersAnswer = z.infer<typeof ordersAnswerSchema>;
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;

export function orderNumberLabel(number: number): string {
  return `PB-${String(number).padStart(6, "0")}`;
}
