import { allergenTags } from "../allergens";
import { frequencies } from "../commerce/dates";
import { z } from "../zod";
import { storedAddressSchema } from "./stored-address";
import { subscriptionActions, subscriptionStatuses, upcomingStatuses } from "./subscription-kinds";

// The subscriptions as the API answers them: what /account/subscriptions reads on its first load,
// apart from the portal's inputs and the order history, which load with what uses them
// (docs/decisions/204).

export {
  liveSubscriptionStatuses,
  subscriptionActions,
  subscriptionStatuses,
  upcomingStatuses,
  type SubscriptionStatus,
} from "./subscription-kinds";

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
  /** Shipping one box to the subscription's address, in cents: its zone's price. */
  shipping: z.number().check(z.int(), z.nonnegative()),
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

const actionState = z.union([
  z.object({ allowed: z.literal(true) }),
  z.object({ allowed: z.literal(false), message: z.string() }),
]);

/** One of the next boxes of a subscription, with what can still be done to it (issue 25 §2). */
export const upcomingBoxSchema = z.object({
  /** Ships on: "YYYY-MM-DD", a working day. */
  date: z.string(),
  /** Ship date plus the address's zone transit working days. */
  arrivesAbout: z.string(),
  status: z.enum(upcomingStatuses),
  boxId: z.string(),
  /** The box's name now, or as ordered if it is no longer sold. */
  boxName: z.string(),
  petName: z.nullable(z.string()),
  address: storedAddressSchema,
  /** What this delivery costs, in cents, its shipping included. */
  price: z.number().check(z.int(), z.nonnegative()),
  /** Its packing cut-off: changes are accepted until the end of this day; null once packed. */
  changeUntil: z.nullable(z.string()),
  /**
   * What the shop swaps in this box for its pet's allergies as they are now ("we swap the
   * grass-fed beef jerky for wild salmon bites"), or null when nothing needs swapping.
   */
  allergySwap: z.nullable(z.string()),
  skip: actionState,
  unskip: actionState,
});

export type UpcomingBox = z.infer<typeof upcomingBoxSchema>;

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
      /** What the swap dialog marks in each box (decision 215). */
      allergies: z.array(z.enum(allergenTags)),
    }),
  ),
  plan: z.object({
    id: z.string(),
    name: z.string(),
    /** 0 for pay per box, else the deliveries one payment covers. */
    deliveriesPrepaid: z.number().check(z.int(), z.nonnegative()),
    /** Whole percent off every box's list price on this plan: what a swap would cost. */
    discountPercent: z.number().check(z.int(), z.gte(0), z.lte(100)),
  }),
  /** (unitPrice + shipping) × quantity, in cents: what one delivery costs. */
  pricePerDelivery: z.number().check(z.int(), z.nonnegative()),
  /**
   * A catalogue price change told to the subscriber at least 30 days ahead (decision 265): the
   * locked price holds until `effectiveOn`, the day of the first charge at the new one (for the
   * box of `firstBoxOn` and every later one). Absent while none is pending.
   */
  pendingPrice: z.optional(
    z.object({
      /** The new plan price of one box, in cents. */
      unitPrice: z.number().check(z.int(), z.nonnegative()),
      /** The new (unitPrice + shipping) × quantity, in cents. */
      pricePerDelivery: z.number().check(z.int(), z.nonnegative()),
      effectiveOn: z.string(),
      firstBoxOn: z.string(),
    }),
  ),
  /**
   * Credit the next box to ship takes, in cents (support's for a problem, decision 240; a
   * friend's referral, decision 270): what the courier collects for it is that much less.
   * Absent when there is none.
   */
  credit: z.optional(z.number().check(z.int(), z.positive())),
  /**
   * A discount code still running (decisions 267, 276): cents off each box shipping before
   * `endsOn`, and the boxes still to take it (null: more than the boxes written down). Absent
   * when none.
   */
  codeDiscount: z.optional(
    z.object({
      code: z.nullable(z.string()),
      percentOff: z.nullable(z.number().check(z.int(), z.positive())),
      perDelivery: z.number().check(z.int(), z.positive()),
      endsOn: z.string(),
      boxesLeft: z.nullable(z.number().check(z.int(), z.nonnegative())),
    }),
  ),
  /** Paused: the first day boxes ship again ("paused until"). */
  pausedUntil: z.nullable(z.string()),
  /** Cancelled: the date of the last box that ships, or the day it was cancelled if none. */
  endsOn: z.nullable(z.string()),
  /** The last day the next box can be skipped or changed; null once it is being packed. */
  changeUntil: z.nullable(z.string()),
  /** A cancelled subscription: the last day its cancel can be undone (decision 218), or null. */
  undoUntil: z.nullable(z.string()),
  /** True while nothing has shipped or is being packed: cancelling ships and charges nothing. */
  nothingPacked: z.boolean(),
  /** The next boxes (at least three while the subscription runs), in date order. */
  upcoming: z.array(upcomingBoxSchema),
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
export type SubscriptionDetailAnswer = z.infer<typeof subscriptionDetailAnswerSchema>;
export type SubscriptionDetailsAnswer = z.infer<typeof subscriptionDetailsAnswerSchema>;
