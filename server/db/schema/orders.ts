import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { orderStatuses } from "../../../shared/api/orders";
import { createdAt, list } from "./columns";
import { addresses } from "./customers";

// Commerce (issue 12, decisions 090–094): orders and what the payment provider said about them.
// Money is whole US cents in integer columns.

export const paymentProviders = ["manual", "stripe"] as const;

export const orders = pgTable(
  "orders",
  {
    /** Random, so an order's address (/orders/{id}) tells nothing about other orders. */
    id: uuid("id").primaryKey(),
    /** For people: "PB-000042". */
    number: bigserial("number", { mode: "number" }).notNull().unique(),
    uid: text("uid").notNull(),
    /** Where the confirmation goes (the account's e-mail when the order was placed). */
    customerEmail: text("customer_email"),
    status: text("status", { enum: orderStatuses }).notNull(),
    planId: text("plan_id").notNull(),
    planName: text("plan_name").notNull(),
    /** The first payment: one delivery of every line, or the plan's prepaid deliveries. */
    totalCents: integer("total_cents").notNull(),
    /** The shipping in `totalCents`: every box it pays for at the address's zone price. */
    shippingCents: integer("shipping_cents").notNull().default(0),
    /** A discount code's cents taken off `totalCents` (decision 267); 0 without a code. */
    discountCents: integer("discount_cents").notNull().default(0),
    currency: text("currency").notNull().default("USD"),
    paymentProvider: text("payment_provider", { enum: paymentProviders }).notNull(),
    /** The provider's id for this payment (a Stripe Checkout Session id); null for manual. */
    paymentReference: text("payment_reference"),
    /** The provider's subscription that renews the order's lines (Stripe "sub_…"), once paid. */
    providerSubscription: text("provider_subscription"),
    /** Null only for a gift whose buyer left the address to the recipient (decision 269). */
    addressId: bigint("address_id", { mode: "number" }).references(() => addresses.id),
    /** What the customer agreed to (shared/commerce/consent.ts) and under which terms. */
    consentText: text("consent_text").notNull(),
    termsVersion: text("terms_version").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("orders_status", sql`${t.status} in (${list(orderStatuses)})`),
    check("orders_total_cents", sql`${t.totalCents} >= 0`),
    check(
      "orders_shipping_cents",
      sql`${t.shippingCents} >= 0 and ${t.shippingCents} <= ${t.totalCents}`,
    ),
    check("orders_discount_cents", sql`${t.discountCents} >= 0`),
    check("orders_currency", sql`${t.currency} = 'USD'`),
    check("orders_payment_provider", sql`${t.paymentProvider} in (${list(paymentProviders)})`),
    index("orders_uid_created_idx").on(t.uid, t.createdAt.desc()),
    uniqueIndex("orders_payment_reference_idx").on(t.paymentProvider, t.paymentReference),
  ],
);

/** Every payment provider event processed, so a redelivered event changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    provider: text("provider", { enum: paymentProviders }).notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    orderId: uuid("order_id").references(() => orders.id),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [uniqueIndex("payment_events_provider_event_idx").on(t.provider, t.eventId)],
);
