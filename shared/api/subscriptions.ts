import { frequencies } from "../commerce/dates";
import { z } from "../zod";
import { addressSchema, storedAddressSchema } from "./address";
import { MAX_QUANTITY } from "./checkout-limits";
import { NOT_AN_OBJECT } from "./errors";
import { orderSchema } from "./orders";

/**
 * pending: waiting for the card payment; active; paused (issue 13); cancelled (also when the
 * first payment failed). Live means pending, active or paused: a live subscription keeps its pet.
 */
export const subscriptionStatuses = ["pending", "active", "paused", "cancelled"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export const liveSubscriptionStatuses = ["pending", "active", "paused"] as const;

export const subscriptionSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  orderId: z.string(),
  boxId: z.string(),
  /** Null only once a cancelled subscription's pet has been deleted. */
  petId: z.nullable(z.number().check(z.int(), z.positive())),
  status: z.enum(subscriptionStatuses),
  frequency: z.enum(frequencies),
  /** Plan price of one box for one delivery, in cents: what each renewal costs per box. */
  unitPrice: z.number().check(z.int(), z.nonnegative()),
  quantity: z.number().check(z.int(), z.gte(1), z.lte(5)),
  /** "YYYY-MM-DD" in the shop's time zone; null when nothing more is scheduled. */
  nextDeliveryDate: z.nullable(z.string()),
  planId: z.string(),
  /** Prepaid deliveries not shipped yet; null for pay per box. */
  deliveriesLeft: z.nullable(z.number().check(z.int(), z.nonnegative())),
});

export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /api/subscriptions */
export const subscriptionsAnswerSchema = z.object({ subscriptions: z.array(subscriptionSchema) });

export type SubscriptionsAnswer = z.infer<typeof subscriptionsAnswerSchema>;

// ---- The customer's portal (issue 13, decisions 100–103) ----

/**
 * scheduled: will ship on its date; skipped: by the customer; paused: held back by a pause;
 * shipped; cancelled: dropped because the first payment failed.
 */
export const deliveryStatuses = ["scheduled", "skipped", "paused", "shipped", "cancelled"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const subscriptionActions = [
  "skip",
  "unskip",
  "pause",
  "resume",
  "cancel",
  "change",
] as const;

const actionState = z.union([
  z.object({ allowed: z.literal(true) }),
  z.object({ allowed: z.literal(false), message: z.string() }),
]);

/**
 * One card of /account/subscriptions: the subscription as checkout answers it, plus what the
 * card shows. Every action answers it whole, as it is after the action.
 */
export const subscriptionDetailSchema = z.extend(subscriptionSchema, {
  /** The box as the catalogue has it now; null if the box is no longer sold. */
  box: z.nullable(
    z.object({
      id: z.string(),
      name: z.string(),
      thumbnail: z.string(),
      pet: z.enum(["cat", "dog"]),
    }),
  ),
  /** Null only once a cancelled subscription's pet has been deleted. */
  pet: z.nullable(
    z.object({
      id: z.number().check(z.int(), z.positive()),
      name: z.string(),
      species: z.enum(["cat", "dog"]),
    }),
  ),
  plan: z.object({
    id: z.string(),
    name: z.string(),
    /** 0 for pay per box, else the deliveries one payment covers. */
    deliveriesPrepaid: z.number().check(z.int(), z.nonnegative()),
  }),
  /** unitPrice × quantity, in cents: what one delivery costs. */
  pricePerDelivery: z.number().check(z.int(), z.nonnegative()),
  /** Paused: the first day boxes ship again ("paused until"). */
  pausedUntil: z.nullable(z.string()),
  /** Cancelled: the date of the last box that ships, or the day it was cancelled if none. */
  endsOn: z.nullable(z.string()),
  /** The last day the next box can be skipped or changed; null once it is being packed. */
  changeUntil: z.nullable(z.string()),
  /** "payment_failed" when the card provider could not take the last payment, else null. */
  paymentIssue: z.nullable(z.enum(["payment_failed"])),
  addressId: z.number().check(z.int(), z.positive()),
  address: storedAddressSchema,
  /** Each action: allowed, or the sentence saying why not (the same the API answers 409 with). */
  actions: z.record(z.enum(subscriptionActions), actionState),
});

export type SubscriptionDetail = z.infer<typeof subscriptionDetailSchema>;

/** GET /api/subscriptions (a superset of the checkout issue's shape) */
export const subscriptionDetailsAnswerSchema = z.object({
  subscriptions: z.array(subscriptionDetailSchema),
});
/** Every action, and PATCH: 200 with the whole updated subscription. */
export const subscriptionDetailAnswerSchema = z.object({ subscription: subscriptionDetailSchema });

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

/** One box of /account/orders: scheduled, skipped, paused, shipped or cancelled. */
export const deliveryEntrySchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  subscriptionId: z.number().check(z.int(), z.positive()),
  orderId: z.string(),
  /** "YYYY-MM-DD": the day it ships (or would have). */
  date: z.string(),
  status: z.enum(deliveryStatuses),
  boxId: z.string(),
  /** The catalogue's name now, or the name it was ordered under if the box is gone. */
  boxName: z.string(),
  petName: z.nullable(z.string()),
  quantity: z.number().check(z.int(), z.gte(1), z.lte(5)),
  /** Plan price of one box for this delivery, in cents. */
  unitPrice: z.number().check(z.int(), z.nonnegative()),
});
export type DeliveryEntry = z.infer<typeof deliveryEntrySchema>;

/** For /account/orders: every order and every delivery, each newest first. */
export const accountHistoryAnswerSchema = z.object({
  orders: z.array(orderSchema),
  deliveries: z.array(deliveryEntrySchema),
});
export type AccountHistoryAnswer = z.infer<typeof accountHistoryAnswerSchema>;
export type SubscriptionDetailAnswer = z.infer<typeof subscriptionDetailAnswerSchema>;
export type SubscriptionDetailsAnswer = z.infer<typeof subscriptionDetailsAnswerSchema>;

/** The `:id` of /api/subscriptions/:id; anything that can be no subscription is null (404). */
export function parseSubscriptionId(raw: string): number | null {
  return /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
}
