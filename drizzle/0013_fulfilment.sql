ALTER TABLE "deliveries" ADD COLUMN "fulfilment" text DEFAULT 'waiting' NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "payment_status" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "payment_recorded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "deliveries_unpaid_idx" ON "deliveries" USING btree ("shipped_at") WHERE "deliveries"."payment_status" is null and "deliveries"."fulfilment" in ('shipped', 'delivered');--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_fulfilment" CHECK ("deliveries"."fulfilment" in ('waiting', 'packed', 'shipped', 'delivered', 'returned'));--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_packed" CHECK ("deliveries"."fulfilment" = 'waiting' or "deliveries"."packed_at" is not null);--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_shipped" CHECK ("deliveries"."fulfilment" not in ('shipped', 'delivered', 'returned') or ("deliveries"."shipped_at" is not null and "deliveries"."carrier" is not null and "deliveries"."tracking_number" is not null));--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_payment" CHECK (("deliveries"."payment_status" is null and "deliveries"."payment_method" is null and "deliveries"."payment_recorded_at" is null) or ("deliveries"."payment_status" = 'refused' and "deliveries"."payment_method" is null and "deliveries"."payment_recorded_at" is not null) or ("deliveries"."payment_status" = 'paid' and "deliveries"."payment_method" in ('cash', 'card_on_delivery', 'transfer') and "deliveries"."payment_recorded_at" is not null));