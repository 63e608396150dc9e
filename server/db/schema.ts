import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { allergenTags } from "../../shared/allergens";
import { shippingCountries } from "../../shared/api/address";
import { orderStatuses } from "../../shared/api/orders";
import { chewingStrengths, dogSizes, petSpecies } from "../../shared/api/pets";
import { deliveryStatuses, subscriptionStatuses } from "../../shared/api/subscriptions";
import { frequencies } from "../../shared/commerce/dates";

export const paymentProviders = ["manual", "stripe"] as const;
export { deliveryStatuses };
const countryCodes = shippingCountries.map((country) => country.code);

export const reviews = pgTable(
  "reviews",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The catalogue's id, as text (ids are compared loosely: 2 and "2" are one box). */
    boxId: text("box_id").notNull(),
    text: text("text").notNull(),
    rating: smallint("rating").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Set when a signed-in user wrote it; null for a visitor. */
    authorUid: text("author_uid"),
    authorName: text("author_name"),
    /** Hidden by the owner (`npm run shop -- reviews hide <id>`): in no list and no rating. */
    hidden: boolean("hidden").notNull().default(false),
  },
  (table) => [
    check("reviews_rating_range", sql`${table.rating} between 1 and 5`),
    index("reviews_box_id_id_idx").on(table.boxId, table.id.desc()),
  ],
);

export const contactMessages = pgTable("contact_messages", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  /** The signed-in sender (the contact screen is for signed-in users only). */
  uid: text("uid").notNull(),
});

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  /** Stored lower-cased, so one address subscribes once whatever its spelling. */
  email: text("email").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

// ---- Commerce (issue 12, decisions 090–094). Money is whole US cents in integer columns. ----

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));
const createdAt = () =>
  timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

export const pets = pgTable(
  "pets",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The Firebase account that keeps the pet; every query is scoped to it. */
    uid: text("uid").notNull(),
    name: text("name").notNull(),
    species: text("species", { enum: petSpecies }).notNull(),
    size: text("size", { enum: dogSizes }),
    /** "YYYY-MM" or null. */
    birthday: text("birthday"),
    allergies: text("allergies")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allergiesOther: text("allergies_other").notNull().default(""),
    dislikes: text("dislikes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dislikesOther: text("dislikes_other").notNull().default(""),
    chewing: text("chewing", { enum: chewingStrengths }),
    createdAt: createdAt(),
  },
  (t) => [
    check("pets_name_length", sql`char_length(${t.name}) between 1 and 40`),
    check("pets_species", sql`${t.species} in (${list(petSpecies)})`),
    check(
      "pets_size_dogs_only",
      sql`${t.size} is null or (${t.species} = 'dog' and ${t.size} in (${list(dogSizes)}))`,
    ),
    check(
      "pets_chewing_dogs_only",
      sql`${t.chewing} is null or (${t.species} = 'dog' and ${t.chewing} in (${list(chewingStrengths)}))`,
    ),
    check(
      "pets_birthday",
      sql`${t.birthday} is null or ${t.birthday} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`,
    ),
    check("pets_allergies", sql`${t.allergies} <@ array[${list(allergenTags)}]::text[]`),
    check("pets_dislikes", sql`${t.dislikes} <@ array[${list(allergenTags)}]::text[]`),
    check(
      "pets_notes_length",
      sql`char_length(${t.allergiesOther}) <= 200 and char_length(${t.dislikesOther}) <= 200`,
    ),
    index("pets_uid_idx").on(t.uid, t.id),
  ],
);

/**
 * Delivery addresses. A row never changes (orders and subscriptions point at it); using the
 * same address again only moves `last_used_at`, which picks the one offered next time.
 */
export const addresses = pgTable(
  "addresses",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    uid: text("uid").notNull(),
    fullName: text("full_name").notNull(),
    line1: text("line1").notNull(),
    line2: text("line2").notNull().default(""),
    city: text("city").notNull(),
    region: text("region").notNull().default(""),
    postalCode: text("postal_code").notNull(),
    country: text("country").notNull(),
    /** "" when none was given, so that one address is one row (the unique index below). */
    phone: text("phone").notNull().default(""),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    check("addresses_country", sql`${t.country} in (${list(countryCodes)})`),
    uniqueIndex("addresses_same_idx").on(
      t.uid,
      t.fullName,
      t.line1,
      t.line2,
      t.city,
      t.region,
      t.postalCode,
      t.country,
      t.phone,
    ),
    index("addresses_uid_last_used_idx").on(t.uid, t.lastUsedAt.desc()),
  ],
);

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
    currency: text("currency").notNull().default("USD"),
    paymentProvider: text("payment_provider", { enum: paymentProviders }).notNull(),
    /** The provider's id for this payment (a Stripe Checkout Session id); null for manual. */
    paymentReference: text("payment_reference"),
    /** The provider's subscription that renews the order's lines (Stripe "sub_…"), once paid. */
    providerSubscription: text("provider_subscription"),
    addressId: bigint("address_id", { mode: "number" })
      .notNull()
      .references(() => addresses.id),
    /** What the customer agreed to (shared/commerce/consent.ts) and under which terms. */
    consentText: text("consent_text").notNull(),
    termsVersion: text("terms_version").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("orders_status", sql`${t.status} in (${list(orderStatuses)})`),
    check("orders_total_cents", sql`${t.totalCents} >= 0`),
    check("orders_currency", sql`${t.currency} = 'USD'`),
    check("orders_payment_provider", sql`${t.paymentProvider} in (${list(paymentProviders)})`),
    index("orders_uid_created_idx").on(t.uid, t.createdAt.desc()),
    uniqueIndex("orders_payment_reference_idx").on(t.paymentProvider, t.paymentReference),
  ],
);

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
    check("subscriptions_ends_on", sql`${t.status} = 'cancelled' or ${t.endsOn} is null`),
    check(
      "subscriptions_payment_issue",
      sql`${t.paymentIssue} is null or ${t.paymentIssue} = 'payment_failed'`,
    ),
    index("subscriptions_advanced_idx").on(t.advancedOn),
    index("subscriptions_uid_idx").on(t.uid, t.id),
    index("subscriptions_pet_idx").on(t.petId),
    index("subscriptions_order_idx").on(t.orderId),
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
    deliveries: smallint("deliveries").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
    firstDeliveryDate: date("first_delivery_date", { mode: "string" }).notNull(),
  },
  (t) => [
    check("order_lines_quantity", sql`${t.quantity} between 1 and 5`),
    check("order_lines_deliveries", sql`${t.deliveries} between 1 and 12`),
    check(
      "order_lines_cents",
      sql`${t.listPriceCents} >= 0 and ${t.unitPriceCents} >= 0 and ${t.unitPriceCents} <= ${t.listPriceCents}`,
    ),
    check(
      "order_lines_total",
      sql`${t.lineTotalCents} = ${t.unitPriceCents} * ${t.quantity} * ${t.deliveries}`,
    ),
    uniqueIndex("order_lines_position_idx").on(t.orderId, t.position),
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
    /** When the "your box ships on …" reminder went to the outbox (decision 103). */
    remindedAt: timestamp("reminded_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("deliveries_status", sql`${t.status} in (${list(deliveryStatuses)})`),
    check("deliveries_sequence", sql`${t.sequence} >= 0`),
    check("deliveries_quantity", sql`${t.quantity} between 1 and 5`),
    check("deliveries_unit_price_cents", sql`${t.unitPriceCents} >= 0`),
    uniqueIndex("deliveries_subscription_date_idx").on(t.subscriptionId, t.date),
    uniqueIndex("deliveries_subscription_sequence_idx").on(t.subscriptionId, t.sequence),
    index("deliveries_date_idx").on(t.date, t.status),
    index("deliveries_reminder_idx")
      .on(t.date)
      .where(sql`${t.status} = 'scheduled' and ${t.remindedAt} is null`),
  ],
);

/**
 * Messages to send, written in the same transaction as what they tell (decision 094). The
 * sender claims due rows, sends, and marks them sent; a failure waits `next_attempt_at`.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    recipientUid: text("recipient_uid"),
    recipientEmail: text("recipient_email"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
    attempts: integer("attempts").notNull().default(0),
    /** When the next attempt may start; null once sent or given up. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    /** A code ("smtp_451", "ECONNREFUSED", "no_recipient"), never the message or the address. */
    lastError: text("last_error"),
  },
  (t) => [
    check("outbox_attempts", sql`${t.attempts} >= 0`),
    index("outbox_due_idx")
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} is null and ${t.nextAttemptAt} is not null`),
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

/**
 * One row that `GET /api/health` rewrites (at most once a second per server), so that health
 * fails when the database answers reads but cannot write (decision 062).
 */
export const healthHeartbeat = pgTable(
  "health_heartbeat",
  {
    id: smallint("id").primaryKey(),
    beatAt: timestamp("beat_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [check("health_heartbeat_one_row", sql`${table.id} = 1`)],
);

/**
 * The first answer to each `Idempotency-Key`, written in the same transaction as the write it
 * answers (decision 061). Kept at least 24 hours.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** Whose key: "user:<uid>" for a signed-in caller, "visitor" otherwise. */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of method, path and validated body: the same key for another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    /** Set in the transaction that inserts the row, so no other request ever sees them null. */
    status: smallint("status"),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index("idempotency_keys_created_at_idx").on(table.createdAt),
  ],
);

/**
 * The write rate limit when several servers share one PostgreSQL (decision 151): one fixed
 * window per client address and endpoint, counted by an atomic upsert, so two servers behind a
 * round-robin still allow 30 writes per window, not 60. Expired rows are swept now and then.
 * Unused on the embedded PGlite, whose one server counts in memory.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    /** "<client address> <endpoint>". */
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("rate_limits_reset_at_idx").on(table.resetAt)],
);
