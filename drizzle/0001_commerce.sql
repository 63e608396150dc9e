CREATE TABLE "addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"full_name" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_country" CHECK ("addresses"."country" in ('US', 'CA', 'GB', 'IE', 'AU', 'NZ'))
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"sequence" integer NOT NULL,
	"date" date NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_status" CHECK ("deliveries"."status" in ('scheduled', 'skipped', 'shipped', 'cancelled')),
	CONSTRAINT "deliveries_sequence" CHECK ("deliveries"."sequence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"subscription_id" bigint NOT NULL,
	"box_id" text NOT NULL,
	"box_name" text NOT NULL,
	"pet_id" bigint,
	"pet_name" text NOT NULL,
	"quantity" smallint NOT NULL,
	"frequency" text NOT NULL,
	"list_price_cents" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"deliveries" smallint NOT NULL,
	"line_total_cents" integer NOT NULL,
	"first_delivery_date" date NOT NULL,
	CONSTRAINT "order_lines_quantity" CHECK ("order_lines"."quantity" between 1 and 5),
	CONSTRAINT "order_lines_deliveries" CHECK ("order_lines"."deliveries" between 1 and 12),
	CONSTRAINT "order_lines_cents" CHECK ("order_lines"."list_price_cents" >= 0 and "order_lines"."unit_price_cents" >= 0 and "order_lines"."unit_price_cents" <= "order_lines"."list_price_cents"),
	CONSTRAINT "order_lines_total" CHECK ("order_lines"."line_total_cents" = "order_lines"."unit_price_cents" * "order_lines"."quantity" * "order_lines"."deliveries")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" bigserial NOT NULL,
	"uid" text NOT NULL,
	"customer_email" text,
	"status" text NOT NULL,
	"plan_id" text NOT NULL,
	"plan_name" text NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"payment_provider" text NOT NULL,
	"payment_reference" text,
	"provider_subscription" text,
	"address_id" bigint NOT NULL,
	"consent_text" text NOT NULL,
	"terms_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('pending', 'paid', 'failed', 'pay_on_delivery')),
	CONSTRAINT "orders_total_cents" CHECK ("orders"."total_cents" >= 0),
	CONSTRAINT "orders_currency" CHECK ("orders"."currency" = 'USD'),
	CONSTRAINT "orders_payment_provider" CHECK ("orders"."payment_provider" in ('manual', 'stripe'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient_uid" text,
	"recipient_email" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"sent_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "outbox_attempts" CHECK ("outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"name" text NOT NULL,
	"species" text NOT NULL,
	"size" text,
	"birthday" text,
	"allergies" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergies_other" text DEFAULT '' NOT NULL,
	"dislikes" text[] DEFAULT '{}'::text[] NOT NULL,
	"dislikes_other" text DEFAULT '' NOT NULL,
	"chewing" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pets_name_length" CHECK (char_length("pets"."name") between 1 and 40),
	CONSTRAINT "pets_species" CHECK ("pets"."species" in ('cat', 'dog')),
	CONSTRAINT "pets_size_dogs_only" CHECK ("pets"."size" is null or ("pets"."species" = 'dog' and "pets"."size" in ('small', 'medium', 'large', 'giant'))),
	CONSTRAINT "pets_chewing_dogs_only" CHECK ("pets"."chewing" is null or ("pets"."species" = 'dog' and "pets"."chewing" in ('gentle', 'average', 'power'))),
	CONSTRAINT "pets_birthday" CHECK ("pets"."birthday" is null or "pets"."birthday" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "pets_allergies" CHECK ("pets"."allergies" <@ array['chicken', 'beef', 'fish', 'grain', 'dairy', 'catnip']::text[]),
	CONSTRAINT "pets_dislikes" CHECK ("pets"."dislikes" <@ array['chicken', 'beef', 'fish', 'grain', 'dairy', 'catnip']::text[]),
	CONSTRAINT "pets_notes_length" CHECK (char_length("pets"."allergies_other") <= 200 and char_length("pets"."dislikes_other") <= 200)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"order_id" uuid NOT NULL,
	"pet_id" bigint,
	"box_id" text NOT NULL,
	"quantity" smallint NOT NULL,
	"frequency" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"plan_id" text NOT NULL,
	"address_id" bigint NOT NULL,
	"status" text NOT NULL,
	"anchor_date" date NOT NULL,
	"next_delivery_date" date,
	"deliveries_left" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_quantity" CHECK ("subscriptions"."quantity" between 1 and 5),
	CONSTRAINT "subscriptions_unit_price_cents" CHECK ("subscriptions"."unit_price_cents" >= 0),
	CONSTRAINT "subscriptions_frequency" CHECK ("subscriptions"."frequency" in ('Monthly', 'Bi-Monthly', 'Quarterly')),
	CONSTRAINT "subscriptions_status" CHECK ("subscriptions"."status" in ('pending', 'active', 'paused', 'cancelled')),
	CONSTRAINT "subscriptions_deliveries_left" CHECK ("subscriptions"."deliveries_left" is null or "subscriptions"."deliveries_left" >= 0),
	CONSTRAINT "subscriptions_live_has_pet" CHECK ("subscriptions"."status" = 'cancelled' or "subscriptions"."pet_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_same_idx" ON "addresses" USING btree ("uid","full_name","line1","line2","city","region","postal_code","country","phone");--> statement-breakpoint
CREATE INDEX "addresses_uid_last_used_idx" ON "addresses" USING btree ("uid","last_used_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_subscription_date_idx" ON "deliveries" USING btree ("subscription_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_subscription_sequence_idx" ON "deliveries" USING btree ("subscription_id","sequence");--> statement-breakpoint
CREATE INDEX "deliveries_date_idx" ON "deliveries" USING btree ("date","status");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_position_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "orders_uid_created_idx" ON "orders" USING btree ("uid","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_reference_idx" ON "orders" USING btree ("payment_provider","payment_reference");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at","id") WHERE "outbox"."sent_at" is null and "outbox"."next_attempt_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_idx" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "pets_uid_idx" ON "pets" USING btree ("uid","id");--> statement-breakpoint
CREATE INDEX "subscriptions_uid_idx" ON "subscriptions" USING btree ("uid","id");--> statement-breakpoint
CREATE INDEX "subscriptions_pet_idx" ON "subscriptions" USING btree ("pet_id");--> statement-breakpoint
CREATE INDEX "subscriptions_order_idx" ON "subscriptions" USING btree ("order_id");