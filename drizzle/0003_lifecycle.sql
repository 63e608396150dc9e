ALTER TABLE "deliveries" DROP CONSTRAINT "deliveries_status";--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "box_id" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "pet_id" bigint;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "quantity" smallint;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "address_id" bigint;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "unit_price_cents" integer;--> statement-breakpoint
-- Hand-written: deliveries stored before this migration hold what their subscription holds.
UPDATE "deliveries" SET "box_id" = s."box_id", "pet_id" = s."pet_id", "quantity" = s."quantity", "address_id" = s."address_id", "unit_price_cents" = s."unit_price_cents" FROM "subscriptions" s WHERE s."id" = "deliveries"."subscription_id";--> statement-breakpoint
ALTER TABLE "deliveries" ALTER COLUMN "box_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ALTER COLUMN "quantity" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ALTER COLUMN "address_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ALTER COLUMN "unit_price_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "anchor_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paused_until" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_issue" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "advanced_on" date;--> statement-breakpoint
UPDATE "subscriptions" SET "ends_on" = "updated_at"::date WHERE "status" = 'cancelled';--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_reminder_idx" ON "deliveries" USING btree ("date") WHERE "deliveries"."status" = 'scheduled' and "deliveries"."reminded_at" is null;--> statement-breakpoint
CREATE INDEX "subscriptions_advanced_idx" ON "subscriptions" USING btree ("advanced_on");--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_quantity" CHECK ("deliveries"."quantity" between 1 and 5);--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_unit_price_cents" CHECK ("deliveries"."unit_price_cents" >= 0);--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_status" CHECK ("deliveries"."status" in ('scheduled', 'skipped', 'paused', 'shipped', 'cancelled'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_paused_until" CHECK (("subscriptions"."status" = 'paused') = ("subscriptions"."paused_until" is not null));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_ends_on" CHECK ("subscriptions"."status" = 'cancelled' or "subscriptions"."ends_on" is null);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_issue" CHECK ("subscriptions"."payment_issue" is null or "subscriptions"."payment_issue" = 'payment_failed');