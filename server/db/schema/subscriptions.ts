import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { deliveryStatuses, subscriptionStatuses } from "../../../shared/api/subscriptions";
import { cancelReasons } from "../../../shared/commerce/cancel-reasons";
import { frequencies } from "../../../shared/commerce/dates";
import {
  fulfilmentSteps,
  podPaymentMethods,
  podPaymentStatuses,
} from "../../../shared/commerce/delivery-state";
import { createdAt, list } from "./columns";
import { addresses, pets } from "./customers";
import { orders } from "./orders";

// What an order started: one subscription per line, the line as bought, and its deliveries.

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    uid: text("uid").notNull(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    /** Set null only when the pet is deleted, which a live subscription prevents. */
    petId: bigint("pet_id", { mode: "number" }).references(() => pets.id, { onDelete: "set null" }),
    boxId: text("box_id").notNull(),
    quantity: smallint("quantity").notNull(),
    frequency: text("frequency", { enum: frequencies }).notNull(),
    /** Plan price of one box for one delivery: what each renewal costs per box. */
    unitPriceCents: integer("unit_price_cents").notNull(),
    /** Shipping one box to the subscription's address: its zone's price (decision 213). */
    shippingCents: integer("shipping_cents").notNull().default(0),
    /**
     * Pay on delivery: credit support gave for a problem (decision 240), taken off the next
     * box the courier collects for; moved onto a box when it ships (deliveries.credit_cents).
     */
    creditCents: integer("credit_cents").notNull().default(0),
    /**
     * A discount code's cents off each delivery of this line dated before `discountEndsOn`
     * (decision 267): the first box only, or every box for the code's months.
     */
    discountCents: integer("discount_cents").notNull().default(0),
    discountEndsOn: date("discount_ends_on", { mode: "string" }),
    planId: text("plan_id").notNull(),
    addressId: bigint("address_id", { mode: "number" })
      .notNull()
      .references(() => addresses.id),
    status: text("status", { enum: subscriptionStatuses }).notNull(),
    /** The first delivery: every later one is counted from it (decision 091). */
    anchorDate: date("anchor_date", { mode: "string" }).notNull(),
    nextDeliveryDate: date("next_delivery_date", { mode: "string" }),
    /** Prepaid deliveries not shipped yet; null for pay per box. */
    deliveriesLeft: smallint("deliveries_left"),
    /** The delivery number at `anchor_date`: 0, or where a swap started a new rhythm. */
    anchorSequence: integer("anchor_sequence").notNull().default(0),
    /** Paused: the first day boxes ship again. */
    pausedUntil: date("paused_until", { mode: "string" }),
    /** Cancelled: the last box's date (or the day of cancelling when none was left). */
    endsOn: date("ends_on", { mode: "string" }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true, mode: "date" }),
    /** Why the customer left (shared/commerce/cancel-reasons.ts), if they said; decision 244. */
    cancelReason: text("cancel_reason"),
    /** "payment_failed" after the card provider says a renewal failed; cleared when one is paid. */
    paymentIssue: text("payment_issue"),
    /** The shop's date the lifecycle was last advanced to (decision 101): the daily job's mark. */
    advancedOn: date("advanced_on", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("subscriptions_quantity", sql`${t.quantity} between 1 and 5`),
    check("subscriptions_unit_price_cents", sql`${t.unitPriceCents} >= 0`),
    check("subscriptions_shipping_cents", sql`${t.shippingCents} >= 0`),
    check("subscriptions_credit_cents", sql`${t.creditCents} >= 0`),
    check("subscriptions_discount_cents", sql`${t.discountCents} >= 0`),
    check("subscriptions_frequency", sql`${t.frequency} in (${list(frequencies)})`),
    check("subscriptions_status", sql`${t.status} in (${list(subscriptionStatuses)})`),
    check(
      "subscriptions_deliveries_left",
      sql`${t.deliveriesLeft} is null or ${t.deliveriesLeft} >= 0`,
    ),
    check("subscriptions_live_has_pet", sql`${t.status} = 'cancelled' or ${t.petId} is not null`),
    check(
      "subscriptions_paused_until",
      sql`(${t.status} = 'paused') = (${t.pausedUntil} is not null)`,
    ),
    check(
      "subscriptions_cancel_reason",
      sql`${t.cancelReason} is null or ${t.cancelReason} in (${list(cancelReasons)})`,
    ),
    check("subscriptions_ends_on", sql`${t.status} = 'cancelled' or ${t.endsOn} is null`),
    check(
      "subscriptions_payment_issue",
      sql`${t.paymentIssue} is null or ${t.paymentIssue} = 'payment_failed'`,
    ),
    index("subscriptions_advanced_idx").on(t.advancedOn),
    index("subscriptions_uid_idx").on(t.uid, t.id),
    index("subscriptions_pet_idx").on(t.petId),
    index("subscriptions_order_idx").on(t.orderId),
    // The few waiting for their card payment, whose boxes the packing list leaves out: read
    // once per list and per total instead of every subscription (decision 261).
    index("subscriptions_pending_idx")
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    position: smallint("position").notNull(),
    subscriptionId: bigint("subscription_id", { mode: "number" })
      .notNull()
      .references(() => subscriptions.id),
    boxId: text("box_id").notNull(),
    /** Names as they were when ordered: the catalogue and the pet may change later. */
    boxName: text("box_name").notNull(),
    petId: bigint("pet_id", { mode: "number" }).references(() => pets.id, { onDelete: "set null" }),
    petName: text("pet_name").notNull(),
    quantity: smallint("quantity").notNull(),
    frequency: text("frequency", { enum: frequencies }).notNull(),
    listPriceCents: integer("list_price_cents").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    /** Shipping one box to the order's address; the order's shipping holds it for the line. */
    shippingCents: integer("shipping_cents").notNull().default(0),
    deliveries: smallint("deliveries").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
    /** A discount code's cents off `lineTotalCents` in the first payment (decision 267). */
    discountCents: integer("discount_cents").notNull().default(0),
    firstDeliveryDate: date("first_delivery_date", { mode: "string" }).notNull(),
    /** The allergy swap the customer confirmed for this line (decision 215); null: none needed. */
    allergySwap: text("allergy_swap"),
  },
  (t) => [
    check("order_lines_quantity", sql`${t.quantity} between 1 and 5`),
    check("order_lines_deliveries", sql`${t.deliveries} between 1 and 12`),
    check(
      "order_lines_cents",
      sql`${t.listPriceCents} >= 0 and ${t.unitPriceCents} >= 0 and ${t.unitPriceCents} <= ${t.listPriceCents}`,
    ),
    check("order_lines_shipping_cents", sql`${t.shippingCents} >= 0`),
    check("order_lines_discount_cents", sql`${t.discountCents} between 0 and ${t.lineTotalCents}`),
    check(
      "order_lines_total",
      sql`${t.lineTotalCents} = ${t.unitPriceCents} * ${t.quantity} * ${t.deliveries}`,
    ),
    uniqueIndex("order_lines_position_idx").on(t.orderId, t.position),
    // A subscription's line: the packing list, a customer's history (decision 257).
    index("order_lines_subscription_idx").on(t.subscriptionId),
  ],
);

/**
 * One row per box of a subscription, written ahead to the horizon (decision 101), with what it
 * holds: a change applies to the rows that can still change, so the packing list is exact.
 */
export const deliveries = pgTable(
  "deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    subscriptionId: bigint("subscription_id", { mode: "number" })
      .notNull()
      .references(() => subscriptions.id),
    /** The delivery number: 0 is the first box; dates count from the anchor (decision 091). */
    sequence: integer("sequence").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    status: text("status", { enum: deliveryStatuses }).notNull().default("scheduled"),
    boxId: text("box_id").notNull(),
    petId: bigint("pet_id", { mode: "number" }).references(() => pets.id, { onDelete: "set null" }),
    quantity: smallint("quantity").notNull(),
    addressId: bigint("address_id", { mode: "number" })
      .notNull()
      .references(() => addresses.id),
    /** Plan price of one box for this delivery, in cents. */
    unitPriceCents: integer("unit_price_cents").notNull(),
    /** Shipping one box of this delivery to its address, in cents. */
    shippingCents: integer("shipping_cents").notNull().default(0),
    /** Credit taken off what this box costs the customer (decision 240), set when it ships. */
    creditCents: integer("credit_cents").notNull().default(0),
    /** A discount code's cents off this box (decision 267), from its subscription's terms. */
    discountCents: integer("discount_cents").notNull().default(0),
    /** When the "your box ships on …" reminder went to the outbox (decision 103). */
    remindedAt: timestamp("reminded_at", { withTimezone: true, mode: "date" }),
    /**
     * What a person did with the box (decision 225): `status` is the lifecycle's bookkeeping
     * (its "shipped" only means the box's day has come); this is what really happened.
     */
    fulfilment: text("fulfilment", { enum: fulfilmentSteps }).notNull().default("waiting"),
    /** An id of shared/shop/carriers.json, once shipped. */
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    packedAt: timestamp("packed_at", { withTimezone: true, mode: "date" }),
    shippedAt: timestamp("shipped_at", { withTimezone: true, mode: "date" }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "date" }),
    returnedAt: timestamp("returned_at", { withTimezone: true, mode: "date" }),
    /** Pay on delivery only: what the courier brought back; null while nothing is recorded. */
    paymentStatus: text("payment_status", { enum: podPaymentStatuses }),
    paymentMethod: text("payment_method", { enum: podPaymentMethods }),
    paymentRecordedAt: timestamp("payment_recorded_at", { withTimezone: true, mode: "date" }),
    /**
     * A replacement box for a problem (decision 233): the delivery it replaces. Such a row is
     * outside the lifecycle (its schedule, counting and reminders), free, and on the packing list.
     */
    replacesDeliveryId: bigint("replaces_delivery_id", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("deliveries_status", sql`${t.status} in (${list(deliveryStatuses)})`),
    check("deliveries_sequence", sql`${t.sequence} >= 0`),
    check("deliveries_quantity", sql`${t.quantity} between 1 and 5`),
    check("deliveries_unit_price_cents", sql`${t.unitPriceCents} >= 0`),
    check("deliveries_shipping_cents", sql`${t.shippingCents} >= 0`),
    check(
      "deliveries_credit_cents",
      sql`${t.creditCents} between 0 and ${t.quantity} * (${t.unitPriceCents} + ${t.shippingCents})`,
    ),
    check("deliveries_discount_cents", sql`${t.discountCents} >= 0`),
    check("deliveries_fulfilment", sql`${t.fulfilment} in (${list(fulfilmentSteps)})`),
    check("deliveries_packed", sql`${t.fulfilment} = 'waiting' or ${t.packedAt} is not null`),
    check(
      "deliveries_shipped",
      sql`${t.fulfilment} not in ('shipped', 'delivered', 'returned') or (${t.shippedAt} is not null and ${t.carrier} is not null and ${t.trackingNumber} is not null)`,
    ),
    check(
      "deliveries_payment",
      sql`(${t.paymentStatus} is null and ${t.paymentMethod} is null and ${t.paymentRecordedAt} is null) or (${t.paymentStatus} = 'refused' and ${t.paymentMethod} is null and ${t.paymentRecordedAt} is not null) or (${t.paymentStatus} = 'paid' and ${t.paymentMethod} in (${list(podPaymentMethods)}) and ${t.paymentRecordedAt} is not null)`,
    ),
    // The boxes out with the courier and not paid for: the unpaid list's rows (with card ones).
    index("deliveries_unpaid_idx")
      .on(t.shippedAt)
      .where(sql`${t.paymentStatus} is null and ${t.fulfilment} in ('shipped', 'delivered')`),
    // The lifecycle's own rows; a replacement keeps the number of the box it replaces.
    uniqueIndex("deliveries_subscription_date_idx")
      .on(t.subscriptionId, t.date)
      .where(sql`${t.replacesDeliveryId} is null`),
    uniqueIndex("deliveries_subscription_sequence_idx")
      .on(t.subscriptionId, t.sequence)
      .where(sql`${t.replacesDeliveryId} is null`),
    index("deliveries_date_idx").on(t.date, t.status),
    // The packing list a page at a time, in its order (decision 261), and its whole month's
    // figures read from the index alone: every column they read of a delivery is in it.
    index("deliveries_packing_idx").on(
      t.date,
      t.subscriptionId,
      t.id,
      t.status,
      t.fulfilment,
      t.packedAt,
      t.boxId,
      t.quantity,
      t.petId,
    ),
    // Every row of a subscription, replacements too: a customer's history and payments, which
    // the partial indexes above cannot serve (decision 257).
    index("deliveries_subscription_idx").on(t.subscriptionId, t.sequence),
    index("deliveries_reminder_idx")
      .on(t.date)
      .where(sql`${t.status} = 'scheduled' and ${t.remindedAt} is null`),
  ],
);
