import { frequencies } from "../commerce/dates";
import { z } from "../zod";

/**
 * pending: waiting for the card payment; active; paused (issue 13); cancelled (also when the
 * first payment failed). Live means pending, active or paused: a live subscription keeps its pet.
 */
export const subscriptionStatuses = ["pending", "active", "paused", "cancelled"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export const liveSubscriptionStatuses = ["pending", "active", "paused"] as const;

export const subscriptionSchema = z.object({
  id: z.number().int().positive(),
  orderId: z.string(),
  boxId: z.string(),
  /** Null only once a cancelled subscription's pet has been deleted. */
  petId: z.number().int().positive().nullable(),
  status: z.enum(subscriptionStatuses),
  frequency: z.enum(frequencies),
  /** Plan price of one box for one delivery, in cents: what each renewal costs per box. */
  unitPrice: z.number().int().nonnegative(),
  quantity: z.number().int().min(1).max(5),
  /** "YYYY-MM-DD" in the shop's time zone; null when nothing more is scheduled. */
  nextDeliveryDate: z.string().nullable(),
  planId: z.string(),
  /** Prepaid deliveries not shipped yet; null for pay per box. */
  deliveriesLeft: z.number().int().nonnegative().nullable(),
});

export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /api/subscriptions */
export const subscriptionsAnswerSchema = z.object({ subscriptions: z.array(subscriptionSchema) });

export type SubscriptionsAnswer = z.infer<typeof subscriptionsAnswerSchema>;
