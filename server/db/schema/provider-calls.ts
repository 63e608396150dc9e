import { bigint, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { orders } from "./orders";
import { subscriptions } from "./subscriptions";

/**
 * A call to the card provider that a customer's action decided, committed before the call is
 * made (decision 175), with the change it brings: written once the provider has answered yes,
 * dropped when it says no. One per order at a time, since one order is one provider
 * subscription. A row whose call had no answer is made again, with its key, by the
 * subscriptions job.
 */
export const providerCalls = pgTable("provider_calls", {
  orderId: uuid("order_id")
    .primaryKey()
    .references(() => orders.id),
  subscriptionId: bigint("subscription_id", { mode: "number" })
    .notNull()
    .references(() => subscriptions.id),
  /** The provider's idempotency key: every attempt of this call sends the same one. */
  key: text("key").notNull().unique(),
  /** What to ask the provider (services/subscription-at-provider.ts, ProviderCall). */
  call: jsonb("call").notNull(),
  /** The decided change: the state before and after, its day, its e-mail (PendingChange). */
  change: jsonb("change").notNull(),
  /** The Idempotency-Key whose answer announced the change, freed if it does not happen. */
  requestScope: text("request_scope"),
  requestKey: text("request_key"),
  /** Until then the request that made the call settles it; after, anyone may (the job). */
  attemptAfter: timestamp("attempt_after", { withTimezone: true, mode: "date" }).notNull(),
  attempts: integer("attempts").notNull().default(0),
  /** A code ("network", "api_error"), never a customer's data. */
  lastError: text("last_error"),
  createdAt: createdAt(),
});
