import { cancelReasons } from "../commerce/cancel-reasons";
import { deliveryStates } from "../commerce/delivery-state";
import { problemSchema } from "./problems";
import { z } from "../zod";
import { addressSchema } from "./address";
import { MAX_QUANTITY } from "./checkout-limits";
import { NOT_AN_OBJECT } from "./errors";
import { orderSchema } from "./orders";
import { upcomingBoxSchema } from "./subscription-answers";

// The answers' schemas live in subscription-answers.ts, which the portal's first load reads alone.
export * from "./subscription-answers";

/**
 * The lifecycle's bookkeeping of a delivery row: scheduled: will ship on its date; skipped: by
 * the customer; paused: held back by a pause; shipped: its day has come, so it counts (a prepaid
 * one is used up) — not that anyone shipped it, which is the row's fulfilment (decision 225);
 * cancelled: dropped because the first payment failed or the subscription ended.
 */
export const deliveryStatuses = ["scheduled", "skipped", "paused", "shipped", "cancelled"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** POST /api/subscriptions/:id/pause */
export const pauseInputSchema = z.object(
  {
    months: z.union([z.literal(1), z.literal(2), z.literal(3)], {
      error: "Choose a pause of 1, 2 or 3 months.",
    }),
  },
  { error: NOT_AN_OBJECT },
);
export type PauseInput = z.infer<typeof pauseInputSchema>;

/**
 * POST /api/subscriptions/:id/cancel: no body, or `{ reason }`, the answer to "Why are you
 * leaving?" (issue 27): optional, one of shared/commerce/cancel-reasons.ts.
 */
export const cancelInputSchema = z.object(
  {
    reason: z.optional(
      z.enum(cancelReasons, { error: "Choose one of the reasons listed, or none." }),
    ),
  },
  { error: NOT_AN_OBJECT },
);
export type CancelInput = z.infer<typeof cancelInputSchema>;

/**
 * PATCH /api/subscriptions/:id: any of box (same species), pet (same species), quantity (1–5)
 * and delivery address (a stored one by id, or a new one), from the next box that can change.
 */
export const changeInputSchema = z
  .object(
    {
      boxId: z.optional(
        z.pipe(
          z.union(
            [
              z.number().check(z.int(), z.positive()),
              z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
            ],
            { error: "Choose a box." },
          ),
          z.transform(String),
        ),
      ),
      petId: z.optional(
        z
          .number({ error: "Choose which pet this box is for." })
          .check(
            z.int("Choose which pet this box is for."),
            z.positive("Choose which pet this box is for."),
            z.lte(Number.MAX_SAFE_INTEGER, "Choose which pet this box is for."),
          ),
      ),
      quantity: z.optional(
        z
          .number({ error: "Choose how many boxes, from 1 to 5." })
          .check(
            z.int("Choose how many boxes, from 1 to 5."),
            z.gte(1, "Choose how many boxes, from 1 to 5."),
            z.lte(MAX_QUANTITY, "Choose how many boxes, from 1 to 5."),
          ),
      ),
      addressId: z.optional(
        z
          .number({ error: "Choose one of your addresses." })
          .check(
            z.int("Choose one of your addresses."),
            z.positive("Choose one of your addresses."),
            z.lte(Number.MAX_SAFE_INTEGER, "Choose one of your addresses."),
          ),
      ),
      address: z.optional(addressSchema),
    },
    { error: NOT_AN_OBJECT },
  )
  .check(
    z.superRefine((input, context) => {
      if (input.addressId !== undefined && input.address !== undefined) {
        context.addIssue({
          code: "custom",
          path: ["address"],
          message: "Choose a stored address or enter a new one, not both.",
        });
      }
      if (Object.values(input).every((value) => value === undefined)) {
        context.addIssue({
          code: "custom",
          path: [],
          message: "Choose what to change: box, pet, quantity or delivery address.",
        });
      }
    }),
  );
export type ChangeInput = z.infer<typeof changeInputSchema>;

/**
 * One box of /account/orders, in its real state (decision 225): scheduled, late (its day has
 * passed and it has not shipped), packed, shipped, delivered, returned, skipped, paused or
 * cancelled; once shipped, with the carrier, the tracking number and the carrier's page for it.
 */
export const deliveryEntrySchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  subscriptionId: z.number().check(z.int(), z.positive()),
  orderId: z.string(),
  /** "YYYY-MM-DD": the day it ships (or would have). */
  date: z.string(),
  status: z.enum(deliveryStates),
  boxId: z.string(),
  /** The catalogue's name now, or the name it was ordered under if the box is gone. */
  boxName: z.string(),
  petName: z.nullable(z.string()),
  quantity: z.number().check(z.int(), z.gte(1), z.lte(5)),
  /** Plan price of one box for this delivery, in cents. */
  unitPrice: z.number().check(z.int(), z.nonnegative()),
  /** The carrier's name ("USPS") once shipped, else null. */
  carrier: z.nullable(z.string()),
  trackingNumber: z.nullable(z.string()),
  /** The carrier's page for the parcel, or null. */
  trackingUrl: z.nullable(z.string()),
});
export type DeliveryEntry = z.infer<typeof deliveryEntrySchema>;

/** For /account/orders: every order and every delivery, each newest first. */
export const accountHistoryAnswerSchema = z.object({
  orders: z.array(orderSchema),
  deliveries: z.array(deliveryEntrySchema),
  /** Each running subscription's next boxes, as its card lists them (issue 25 §2). */
  upcoming: z.array(
    z.object({
      subscriptionId: z.number().check(z.int(), z.positive()),
      boxName: z.string(),
      petName: z.nullable(z.string()),
      boxes: z.array(upcomingBoxSchema),
    }),
  ),
  /** The problems the customer reported with a box and their outcome (decision 233). */
  problems: z.array(problemSchema),
});
export type AccountHistoryAnswer = z.infer<typeof accountHistoryAnswerSchema>;

/** The `:id` of /api/subscriptions/:id; anything that can be no subscription is null (404). */
export function parseSubscriptionId(raw: string): number | null {
  return /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
}
